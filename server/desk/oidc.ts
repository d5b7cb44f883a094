// Signing in to the desk through the organisation's OpenID Connect provider (DESK_OIDC_*), with
// openid-client: the authorization code flow with PKCE, a state and a nonce. What the flow must
// remember between the redirect out and the callback (verifier, state, nonce) travels in a
// short-lived cookie signed with the server's secret, so any server behind the proxy can finish
// it. The provider vouches for an email address; the desk decides who that is and their role.
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { deskPath, isDeskPage } from '../../src/contract/desk';
import type { DeskOidcSetting } from '../settings/setting-definitions';
import { secondFactorShown, type MfaPolicy } from './mfa';
import { SESSION_MAX_HOURS } from './people';

/** How long a person may take at the provider before the callback is refused. */
const PENDING_MINUTES = 10;

/** What the callback needs of the redirect that started the flow. */
interface Pending {
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
  readonly expires: number;
  /** The desk's page to come back to. */
  readonly then: string;
  /** The max_age asked of the provider (a sign-in again), in seconds; the ID token's auth_time is
   *  held to it. */
  readonly maxAge?: number;
}

/** A page of the desk to return to after signing in, or the queue for anything else (so the
 *  sign-in is never a redirect to another site). */
function deskReturnPath(value: string | undefined): string {
  return value && isDeskPage(value) ? value : deskPath;
}

/** What a sign-in through the provider gives the desk. */
interface OidcSignIn {
  readonly email: string;
  /** When the person authenticated at the provider (auth_time), when it says so. */
  readonly authTime: Date | null;
  readonly then: string;
}

/** Why a sign-in through the provider did not open a session, as the desk's page words it. */
type OidcProblem = 'failed' | 'unverified' | 'noSecondFactor';

function sign(secret: Buffer, body: string): string {
  return createHmac('sha256', secret).update(`desk-oidc:${body}`).digest('base64url');
}

/** The provider's client for the desk, its metadata discovered on first use (and again after a
 *  failure, so a provider that was down at start is found once it is up). */
export function deskOidcClient(setting: DeskOidcSetting, secret: Buffer, mfa: MfaPolicy) {
  const issuer = new URL(setting.issuer);
  const insecure = issuer.protocol === 'http:';
  let configuration: Promise<oidc.Configuration> | null = null;
  const config = () =>
    (configuration ??= oidc
      .discovery(
        issuer,
        setting.clientId,
        setting.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      }));

  return {
    /** The provider's address to send the person to, and the cookie value the callback needs.
     *  `again`: the person must sign in at the provider now, whatever session they have there
     *  (prompt=login), within `maxAge` seconds (max_age, checked against auth_time on return). */
    async start(
      redirectUri: string,
      now: number,
      options: { then?: string | undefined; again?: { maxAge: number } | undefined } = {},
    ): Promise<{ url: string; pending: string }> {
      const pending: Pending = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        expires: now + PENDING_MINUTES * 60_000,
        then: deskReturnPath(options.then),
        ...(options.again ? { maxAge: options.again.maxAge } : {}),
      };
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ...(mfa.deskOidcAcrValues.length > 0 ? { acr_values: mfa.deskOidcAcrValues.join(' ') } : {}),
        // max_age makes a provider say when the person authenticated (auth_time), which the desk
        // takes as the sign-in's time: at most a session's whole life ago, or the desk's recent
        // time for a sign-in again (with prompt=login, so the provider asks now).
        ...(pending.maxAge === undefined
          ? { max_age: String(SESSION_MAX_HOURS * 60 * 60) }
          : { prompt: 'login', max_age: String(pending.maxAge) }),
      });
      const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
      return { url: url.href, pending: `${body}.${sign(secret, body)}` };
    },

    /** The verified email address the provider vouched for, or the problem. */
    async finish(callbackUrl: URL, pendingCookie: string, now: number): Promise<OidcSignIn | { problem: OidcProblem }> {
      const [body = '', tag = ''] = pendingCookie.split('.');
      const expected = Buffer.from(sign(secret, body));
      const given = Buffer.from(tag);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'failed' };
      const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as Pending;
      const then = deskReturnPath(pending.then);
      if (pending.expires < now) return { problem: 'failed' };
      try {
        const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
          ...(pending.maxAge === undefined ? {} : { maxAge: pending.maxAge }),
        });
        const idToken = tokens.claims();
        if (!idToken) return { problem: 'failed' };
        // The factors are the ID token's to say (amr, acr), never userinfo's.
        if (!secondFactorShown(mfa, { amr: idToken.amr, acr: idToken.acr })) return { problem: 'noSecondFactor' };
        // A provider may put the email in the ID token; the code flow's place for it is userinfo.
        const claims =
          typeof idToken.email === 'string' ? idToken : await oidc.fetchUserInfo(await config(), tokens.access_token, idToken.sub);
        if (typeof claims.email !== 'string' || claims.email_verified !== true) return { problem: 'unverified' };
        const authTime = typeof idToken.auth_time === 'number' ? new Date(idToken.auth_time * 1000) : null;
        return { email: claims.email, authTime, then };
      } catch {
        return { problem: 'failed' };
      }
    },
  };
}
