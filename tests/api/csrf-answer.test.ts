import { describe, expect, it } from 'vitest';
import { csrfResponseSchema } from '@/contract/api';
import { csrfAnswer } from '@/lib/api/csrf-answer';

// The CSRF answer is checked by hand so the first page loads no schema library: it must accept
// and refuse exactly what the contract's schema does, naming the same fields.

const answers: unknown[] = [
  { requestHeaderName: 'X-CSRF-Token', requestToken: 'abc' },
  { requestHeaderName: 'X-CSRF-Token', requestToken: 'abc', extra: 1 },
  { requestHeaderName: 'X-CSRF-Token' },
  { requestToken: 'abc' },
  { requestHeaderName: '', requestToken: 'abc' },
  { requestHeaderName: 'X-CSRF-Token', requestToken: '' },
  { requestHeaderName: 'X-CSRF-Token', requestToken: 5 },
  { requestHeaderName: null, requestToken: true },
  {},
  null,
  undefined,
  [],
  'token',
  42,
];

describe('the CSRF answer check', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'agrees with the contract schema on %s',
    (_, answer) => {
      const byHand = csrfAnswer.safeParse(answer);
      const bySchema = csrfResponseSchema.safeParse(answer);
      expect(byHand.success).toBe(bySchema.success);
      if (byHand.success && bySchema.success) expect(byHand.data).toEqual(bySchema.data);
      if (!byHand.success && !bySchema.success) {
        const lines = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
          issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        expect(lines(byHand.error.issues)).toEqual(lines(bySchema.error.issues));
      }
    },
  );
});
