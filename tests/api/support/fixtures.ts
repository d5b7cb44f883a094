import type { CsrfToken, PayloadModel, SubmissionPayload } from '@/contract/api';
import { ApiError } from '@/lib/api/errors';
import { expect } from 'vitest';

/** A CSRF token as GET /api/csrf answers it. */
export const token: CsrfToken = { requestHeaderName: 'X-CSRF-Token', requestToken: 'token-123' };

/** A form model as it travels in a payload. */
export function model(clientId: string, fields: Record<string, unknown> = {}, dtoMapping = 'claimantInfo'): PayloadModel {
  return { clientId, id: null, metadataHash: 'hash', metadata: { dtoMapping, formType: 'Standard' }, fields };
}

/** A submission payload without its document list (the client builds that from the files). */
export const payload: Omit<SubmissionPayload, 'documents'> = {
  reCaptchaResponse: 'captcha-token',
  userPreferredCulture: 'en',
  captchaRawValue: null,
  signature: null,
  claimantInfo: model('claimantInfo-abcd1234', { firstName: 'Ada' }),
  credentials: null,
  claimDetails: null,
  prepopulatedData: [],
  documentContexts: [model('documentContexts-doc00001', { name: 'Receipt' }, 'documentContexts')],
  claimTransactions: [],
};

/** Asserts a promise rejects with an ApiError with these properties. */
export async function expectApiError(
  promise: Promise<unknown>,
  expected: Partial<Pick<ApiError, 'kind' | 'status' | 'userMessage' | 'endpoint'>>,
) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject(expected);
  return error as ApiError;
}
