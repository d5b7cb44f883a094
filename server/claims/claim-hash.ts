// What makes two submits "the same claim" for the Idempotency-Key check. A retry of one claim
// carries a fresh captcha token (a token is single-use) and may be sent in another key order, so
// the digest covers only what the claim is: its answers, and each document's owner, name, size
// and checksum. Anything per attempt (captcha token and raw value) is left out, and object keys
// are sorted, so a retry of the same claim always hashes the same.
//
// Models are named by where they stand (claimDetails, documentContexts[0]) rather than by their
// random client ids: a claimant who reloads after a lost answer adds the same document again
// (files are never kept across a reload), which makes a new model with a new id, yet it is the
// same claim and must get the same reference code.
import { createHash } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import { placedModels } from '../../src/contract/payload-slots';
import { canonicalJson } from '../canonical-json';

/** A document as the claim hash sees it. */
export interface HashedDocument {
  modelClientId: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
}

/** Payload fields that change from one attempt to the next without changing the claim. */
const PER_ATTEMPT_FIELDS = ['reCaptchaResponse', 'captchaRawValue'] as const;

/** Each model's client id and the name of the place it stands in the payload. */
function placesOf(payload: SubmissionPayload): Map<string, string> {
  return new Map(placedModels(payload).map(({ slot, index, model }) => [model.clientId, index === null ? slot : `${slot}[${index}]`]));
}

/** The value with every string that is a model's client id replaced by that model's place. */
function withPlaces(value: unknown, places: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return places.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => withPlaces(item, places));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPlaces(item, places)]));
  }
  return value;
}

/** The claim without its per-attempt fields and without the PIN: what is stored and what the
 *  hash covers. `pinKey` is the key of the form's field with the role pin (a secret, not claim
 *  data: proven at authorize, never stored), in any spelling of its case. */
export function claimContent(payload: SubmissionPayload, pinKey: string | undefined): SubmissionPayload {
  const content = { ...payload };
  for (const field of PER_ATTEMPT_FIELDS) content[field] = null;
  if (content.credentials && pinKey !== undefined) {
    const fields = { ...content.credentials.fields };
    for (const key of Object.keys(fields)) if (key.toLowerCase() === pinKey.toLowerCase()) fields[key] = null;
    content.credentials = { ...content.credentials, fields };
  }
  return content;
}

/** A digest of the claim's content: equal for two attempts at one claim, different when any
 *  answer or document differs (`pinKey` as in claimContent: a form that signs in names it). */
export function claimHash(payload: SubmissionPayload, documents: readonly HashedDocument[], pinKey?: string): string {
  const places = placesOf(payload);
  const files = [...documents]
    .map((d) => ({ owner: places.get(d.modelClientId) ?? d.modelClientId, name: d.originalName, size: d.sizeBytes, sha256: d.sha256 }))
    .sort((a, b) => (a.owner + '\u0000' + a.name < b.owner + '\u0000' + b.name ? -1 : 1));
  const claim = withPlaces(claimContent(payload, pinKey), places);
  return createHash('sha256').update(canonicalJson({ claim, files })).digest('hex');
}
