/** Why a call failed: an HTTP status the call does not accept, no answer at all, an answer that
 *  breaks the contract, a missing CSRF token, a second submit, or the caller cancelled. */
type ApiErrorKind = 'status' | 'network' | 'contract' | 'no-csrf-token' | 'already-submitting' | 'aborted';

/** A failed API call: what to tell the claimant, and what a developer needs to find the cause. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The catalogue message (contract.md §Errors) to show the claimant. */
  readonly userMessage: string;
  /** The HTTP status, or null when no answer arrived (or no request was sent). */
  readonly status: number | null;
  /** Method and path of the call, e.g. `GET /api/deadlines`. */
  readonly endpoint: string;
  /** Which kind of failure this is. */
  readonly kind: ApiErrorKind;

  constructor(init: {
    kind: ApiErrorKind;
    userMessage: string;
    endpoint: string;
    status?: number | null;
    cause?: unknown;
    detail?: string;
  }) {
    const status = init.status ?? null;
    super(`${init.endpoint} failed (${init.kind}${status === null ? '' : ` ${status}`})${init.detail ? `: ${init.detail}` : ''}`, {
      cause: init.cause,
    });
    this.userMessage = init.userMessage;
    this.status = status;
    this.endpoint = init.endpoint;
    this.kind = init.kind;
  }
}

/** True for a failure worth one more try: no answer, or a server error. A 4xx, a contract
 *  mismatch, a refused call or a cancelled one would fail the same way again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'status' && error.status !== null && error.status >= 500;
}
