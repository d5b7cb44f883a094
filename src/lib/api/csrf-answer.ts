import type { z } from 'zod';
import type { CsrfToken } from '@/contract/api';
import type { AnswerSchema } from './http';

// Every page asks for its CSRF token as soon as it is the browser's, before the claimant has
// done anything that needs the contract's schemas. Checked by hand with csrfResponseSchema's
// rules (two non-empty strings), that call does not load the schemas, and zod with them, onto
// the first page; tests/api/csrf-answer.test.ts keeps the two in step.

const FIELDS = ['requestHeaderName', 'requestToken'] as const;

/** The kind of JSON value, as zod names it in its messages. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function issue(path: PropertyKey[], message: string, input: unknown): z.core.$ZodIssue {
  return { code: 'custom', path, message, input };
}

/** GET /api/csrf's answer: the header name and the token, both non-empty strings. */
export const csrfAnswer: AnswerSchema<CsrfToken> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { success: false, error: { issues: [issue([], `Invalid input: expected object, received ${kindOf(value)}`, value)] } };
    }
    const record = value as Record<string, unknown>;
    const issues = FIELDS.flatMap((field) => {
      const text = record[field];
      if (typeof text !== 'string') return [issue([field], `Invalid input: expected string, received ${kindOf(text)}`, text)];
      return text === '' ? [issue([field], 'Too small: expected string to have >=1 characters', text)] : [];
    });
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { requestHeaderName: record.requestHeaderName as string, requestToken: record.requestToken as string } };
  },
};
