// A submission's JSON part, read into the contract's shape. Nothing in it is trusted yet: this is
// only its shape; the claim's checks come after.
import { submissionPayloadSchema, type SubmissionPayload } from '../../src/contract/api';
import { JSON_MAX_DEPTH, nestingDepth } from '../limits/json-depth';

/** The payload, or why there is none: `issues` when it is JSON of another shape (worth a line in
 *  the log), null when it is not JSON at all or nested deeper than any claim (its checks would
 *  exhaust the stack). */
export type SubmissionRead = { ok: true; payload: SubmissionPayload } | { ok: false; issues: readonly unknown[] | null };

export function submissionOf(json: string): SubmissionRead {
  if (nestingDepth(json) > JSON_MAX_DEPTH) return { ok: false, issues: null };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, issues: null };
  }
  const parsed = submissionPayloadSchema.safeParse(value);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, issues: parsed.error.issues.slice(0, 5) };
}
