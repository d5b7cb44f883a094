import type { FormType } from '@/contract/form-type-names';

// A claim is one logical submission however many times the claimant presses Submit: every attempt
// carries the same Idempotency-Key until an answer says the claim is stored, so a retry after a
// lost answer returns the stored claim instead of storing a second one.
//
// Only a stored claim (a 200 with a reference code) ends the key. Every other outcome either
// stored nothing (a refusal, a failed result: reusing the key is harmless, as the server has no
// claim under it) or may have stored the claim (no answer, a 5xx, an unreadable 200), where the
// key is what keeps a retry from storing it twice. A 422 "same key, different answers" means the
// claim was stored and the claimant changed answers since: a new key would store a second claim,
// so the key stays and the refusal is logged as the defect it is.

/** A fresh 128-bit key. getRandomValues, not randomUUID: the latter needs a secure context. */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How one submit attempt ended, as far as the key is concerned. */
type SubmitOutcome = { ok: true; referenceCode: string | null } | { ok: false; error: unknown };

/** True when an attempt's outcome ends the logical submission: the claim is stored. */
export function endsSubmission(outcome: SubmitOutcome): boolean {
  return outcome.ok && outcome.referenceCode !== null;
}

/** Where a keeper keeps its key between page loads (the wizard keeps it beside the saved answers). */
export interface IdempotencyKeyStore {
  load(formType: FormType): string | null;
  save(formType: FormType, key: string | null): void;
}

/** A store that forgets everything with the page. */
export const memoryKeyStore = (): IdempotencyKeyStore => {
  const keys = new Map<FormType, string>();
  return {
    load: (formType) => keys.get(formType) ?? null,
    save: (formType, key) => (key === null ? keys.delete(formType) : keys.set(formType, key)),
  };
};

/** Keeps the key of each form type's current logical submission. */
interface IdempotencyKeeper {
  /** The key for the next attempt: the same one until an attempt stores the claim. */
  current(formType: FormType): string;
  /** Records how an attempt ended. */
  settle(formType: FormType, outcome: SubmitOutcome): void;
}

/** A keeper over a key store; pass `createKey` only to make keys predictable in tests. */
export function createIdempotencyKeeper(
  store: IdempotencyKeyStore = memoryKeyStore(),
  createKey: () => string = createIdempotencyKey,
): IdempotencyKeeper {
  return {
    current(formType) {
      const kept = store.load(formType);
      if (kept) return kept;
      const key = createKey();
      store.save(formType, key);
      return key;
    },
    settle(formType, outcome) {
      if (endsSubmission(outcome)) store.save(formType, null);
    },
  };
}
