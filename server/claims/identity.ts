// Identity from the session, never from the body: a form with a credentials model is filed by a
// claimant on file, and which claimant is what their authorize proved, kept in the session. The
// claim must name that claim ID in its credentials model; a claim naming another one, none, or no
// credentials model at all is refused, and the stored claim carries the session's own spelling.
import type { SubmissionPayload } from '../../src/contract/api';
import { fieldOf } from './check-payload';

/** The payload to store when its credentials name the session's claim ID, else null (refuse).
 *  `claimIdKey` is the key of the form's field with the role claimId. */
export function withSessionIdentity(
  payload: SubmissionPayload,
  authorized: { claimId: string },
  claimIdKey: string,
): SubmissionPayload | null {
  const credentials = payload.credentials;
  if (!credentials) return null;
  const sent = fieldOf(credentials, claimIdKey);
  if (typeof sent !== 'string' || sent.trim().toUpperCase() !== authorized.claimId.toUpperCase()) return null;
  // A second spelling of the key (ClaimId beside claimId) could carry another value past the check.
  const spellings = Object.keys(credentials.fields).filter((key) => key.toLowerCase() === claimIdKey.toLowerCase());
  if (spellings.length !== 1) return null;
  return { ...payload, credentials: { ...credentials, fields: { ...credentials.fields, [spellings[0]!]: authorized.claimId } } };
}
