// Multi-factor authentication for the desk (ASVS 4.3.1), with DESK_REQUIRE_MFA. The desk has no
// factors of its own: a one-time link is one (what the person received), so under the setting
// links are neither issued nor taken, and a sign-in through the organisation's provider counts
// only when its ID token says a second factor was used: an `amr` (RFC 8176) of DESK_MFA_AMR, or
// an `acr` the desk asked for with DESK_OIDC_ACR_VALUES.
import type { ServerSettings } from '../settings/settings';

/** What the desk asks of a sign-in's factors. */
export type MfaPolicy = Pick<ServerSettings, 'deskRequireMfa' | 'deskMfaAmr' | 'deskOidcAcrValues'>;

/** What a refused link, or a link not issued, is told under DESK_REQUIRE_MFA. */
export const linksNeedNoSecondFactor =
  "DESK_REQUIRE_MFA is set: the desk takes sign-ins with a second factor only, through the organisation's provider, and a sign-in link alone is one factor. No link is issued or taken: sign in with your organisation.";

/** Whether an ID token's claims satisfy the policy (always, when it does not ask for MFA). */
export function secondFactorShown(policy: MfaPolicy, claims: { amr?: unknown; acr?: unknown }): boolean {
  if (!policy.deskRequireMfa) return true;
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((value): value is string => typeof value === 'string') : [];
  if (amr.some((method) => policy.deskMfaAmr.includes(method))) return true;
  return typeof claims.acr === 'string' && policy.deskOidcAcrValues.includes(claims.acr);
}
