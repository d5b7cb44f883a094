import { describe, expect, it } from 'vitest';
import type { FormType } from '@/contract/form-type-names';
import { pageTitle } from '@/features/navigation/page-title';
import {
  authorizationRedirect,
  errorTarget,
  notFoundTarget,
  requiresAuthorization,
  sessionExpiredTarget,
} from '@/features/navigation/targets';

describe('requiresAuthorization', () => {
  it.each([
    ['Standard', true],
    ['Lookup', true],
    ['Automotive', true],
    ['DocumentsUpload', false],
  ])('%s: %s', (formType, expected) => {
    expect(requiresAuthorization(formType)).toBe(expected);
  });

  it.each(['standard', 'Unknown', ''])('throws for the unknown form type %j', (formType) => {
    expect(() => requiresAuthorization(formType)).toThrow(`unknown form type in authorization: '${formType}'`);
  });
});

describe('authorizationRedirect', () => {
  const protectedPage = { requiresAuthorization: true };
  it.each<
    [
      name: string,
      page: { requiresAuthorization?: boolean } | null,
      formType: FormType | null,
      authorized: boolean,
      expected: string | null,
    ]
  >([
    ['unauthorized on a protected page', protectedPage, 'Automotive', false, '/session-expired?form=Automotive&culture=es'],
    ['unauthorized on a protected Standard page', protectedPage, 'Standard', false, '/session-expired?form=Standard&culture=es'],
    ['authorized on a protected page', protectedPage, 'Automotive', true, null],
    ['unauthorized on an open page', { requiresAuthorization: false }, 'Automotive', false, null],
    ['a page without the flag', {}, 'Lookup', false, null],
    ['a non-form page', null, null, false, null],
    ['DocumentsUpload, flagged but not counted by the helper', protectedPage, 'DocumentsUpload', false, null],
  ])('%s', (_name, page, formType, authorized, expected) => {
    expect(authorizationRedirect({ page, formType, authorized, culture: 'es' })).toBe(expected);
  });
});

describe('fixed page targets', () => {
  it.each([
    [sessionExpiredTarget('DocumentsUpload', 'es'), '/session-expired?form=DocumentsUpload&culture=es'],
    [sessionExpiredTarget('Lookup', 'en'), '/session-expired?form=Lookup&culture=en'],
    [notFoundTarget('es'), '/page-not-found?culture=es'],
    [notFoundTarget(), '/page-not-found'],
    [errorTarget('en'), '/error?culture=en'],
    [errorTarget(''), '/error'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('pageTitle', () => {
  it.each([
    ['Claim details', 1, 6, 'Smith v. Acme', 'Claim details - step 2 of 6 - Smith v. Acme'],
    ['Claimant info', 0, 6, 'Smith v. Acme', 'Claimant info - step 1 of 6 - Smith v. Acme'],
    ['Lookup', 0, 1, 'In re Widgets', 'Lookup - step 1 of 1 - In re Widgets'],
    ['Confirmation', 5, 6, '', 'Confirmation - step 6 of 6'],
  ])('%s, step index %i of %i', (page, index, count, caseName, expected) => {
    expect(pageTitle(page, index, count, caseName)).toBe(expected);
  });
});
