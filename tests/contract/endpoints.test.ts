import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { assertFormType, type FormType, type SubmittingFormType } from '@/contract/form-type-names';

describe('form types that arrive at run time', () => {
  it('are one of the four, else the developer error Unexpected Form Type', () => {
    expect(assertFormType('Automotive')).toBe('Automotive');
    expect(() => assertFormType('automotive')).toThrow("Unexpected Form Type: 'automotive'");
    expect(() => assertFormType(undefined)).toThrow("Unexpected Form Type: 'undefined'");
  });

  it('name a submit call only for the forms that submit: Lookup only authorizes', () => {
    expect(endpoints.submit('DocumentsUpload')).toBe('/api/forms/documents-upload');
    expect(() => endpoints.submit('Lookup' as SubmittingFormType)).toThrow("Unexpected Form Type: 'Lookup'");
    expect(endpoints.authorize('Lookup')).toBe('/api/forms/lookup/authorize');
    expect(() => endpoints.authorize('Claims' as FormType)).toThrow("Unexpected Form Type: 'Claims'");
  });
});
