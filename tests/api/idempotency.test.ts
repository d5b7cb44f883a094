import { describe, expect, it } from 'vitest';
import { SUBMISSION_FAILED } from '@/contract/messages';
import { ApiError } from '@/lib/api/errors';
import { createIdempotencyKey, createIdempotencyKeeper, endsSubmission, memoryKeyStore } from '@/lib/api/idempotency';

const failure = (kind: ApiError['kind'], status: number | null = null) => ({
  ok: false as const,
  error: new ApiError({ kind, status, userMessage: SUBMISSION_FAILED, endpoint: 'POST /api/forms/standard' }),
});

describe('createIdempotencyKey', () => {
  it('makes 128-bit hex keys that differ', () => {
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('endsSubmission', () => {
  it.each([
    ['a stored claim (200 with a reference code)', { ok: true as const, referenceCode: 'STD-7K3Q-9XWM' }, true],
    ['a failed result (400: nothing stored)', { ok: true as const, referenceCode: null }, false],
    ['a 422 (the key holds another claim)', failure('status', 422), false],
    ['a 403 refusal', failure('status', 403), false],
    ['a 409 (the same key still in progress)', failure('status', 409), false],
    ['a 500', failure('status', 500), false],
    ['a dropped connection', failure('network'), false],
    ['a cancelled upload', failure('aborted'), false],
    ['an unreadable answer', failure('contract', 200), false],
    ['a refusal without a CSRF token', failure('no-csrf-token'), false],
    ['a second submit while one runs', failure('already-submitting'), false],
    ['an unknown error', { ok: false as const, error: new Error('bug') }, false],
  ])('%s: %s', (_name, outcome, ends) => {
    expect(endsSubmission(outcome)).toBe(ends);
  });
});

describe('createIdempotencyKeeper', () => {
  it('keeps one key per form until an attempt stores the claim, whatever else happens', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(memoryKeyStore(), () => `key-${++n}`);
    expect(keeper.current('Standard')).toBe('key-1');
    for (const outcome of [
      failure('network'),
      failure('status', 502),
      failure('status', 422),
      { ok: true as const, referenceCode: null },
    ]) {
      keeper.settle('Standard', outcome);
      expect(keeper.current('Standard')).toBe('key-1');
    }
    expect(keeper.current('Automotive')).toBe('key-2');
    keeper.settle('Standard', { ok: true, referenceCode: 'STD-7K3Q-9XWM' });
    expect(keeper.current('Standard')).toBe('key-3');
    expect(keeper.current('Automotive')).toBe('key-2');
  });

  it('takes up the key a store kept from an earlier page load', () => {
    const store = memoryKeyStore();
    store.save('Standard', 'kept-from-before-reload');
    expect(createIdempotencyKeeper(store).current('Standard')).toBe('kept-from-before-reload');
  });
});
