import { ApiError } from './errors';

// A claim is one logical submission however many times the claimant presses Submit: every attempt
// carries the same Idempotency-Key until the server has decided, so a retry after a lost answer
// returns the stored claim instead of storing a second one.

/** A fresh 128-bit key. getRandomValues, not randomUUID: the latter needs a secure context. */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when an attempt's outcome ends the logical submission, so the next one needs a new key:
 *  the server answered with a result (200, or the 400 failed result) or refused the request (a
 *  4xx). Everything else may have stored the claim (no answer, cancelled, 5xx, 409 still in
 *  progress, an unreadable 200) or never sent it, so the next attempt reuses the key. */
export function endsSubmission(outcome: { ok: true } | { ok: false; error: unknown }): boolean {
  if (outcome.ok) return true;
  const { error } = outcome;
  if (!(error instanceof ApiError) || error.kind !== 'status' || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 409;
}

/** Keeps the key of the current logical submission. */
export interface IdempotencyKeeper {
  /** The key for the next attempt: the same one until an attempt ends the submission. */
  current(): string;
  /** Records how an attempt ended. */
  settle(outcome: { ok: true } | { ok: false; error: unknown }): void;
}

/** A keeper; pass `createKey` only to make keys predictable in tests. */
export function createIdempotencyKeeper(createKey: () => string = createIdempotencyKey): IdempotencyKeeper {
  let key: string | null = null;
  return {
    current() {
      key ??= createKey();
      return key;
    },
    settle(outcome) {
      if (endsSubmission(outcome)) key = null;
    },
  };
}
