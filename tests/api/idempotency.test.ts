import { describe, expect, it } from 'vitest';
import { SUBMISSION_FAILED } from '@/contract/messages';
import { ApiError } from '@/lib/api/errors';
import { createIdempotencyKey, createIdempotencyKeeper, endsSubmission } from '@/lib/api/idempotency';

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
    ['a result (200 or the 400 failed result)', { ok: true as const }, true],
    ['a 403 refusal', failure('status', 403), true],
    ['a 413 refusal', failure('status', 413), true],
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
  it('keeps the key across attempts that may have stored the claim, and starts a new one after an answer', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    expect(keeper.current()).toBe('key-1');
    keeper.settle(failure('network'));
    expect(keeper.current()).toBe('key-1');
    keeper.settle(failure('status', 502));
    expect(keeper.current()).toBe('key-1');
    keeper.settle({ ok: true });
    expect(keeper.current()).toBe('key-2');
    keeper.settle(failure('status', 400));
    expect(keeper.current()).toBe('key-3');
  });
});
