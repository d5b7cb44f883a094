import { describe, expect, it } from 'vitest';
import { demoPageOrders as pageOrders } from '../support/demo-settlement';

describe('pageOrders (contract.md §Routes)', () => {
  it.each([
    [
      'Standard',
      [
        '/standard/claimant-info',
        '/standard/claim-details',
        '/standard/payment-election',
        '/standard/supporting-documents',
        '/standard/claim-summary',
        '/standard/confirmation',
      ],
    ],
    [
      'Automotive',
      [
        '/automotive',
        '/automotive/claimant-info',
        '/automotive/claim-details',
        '/automotive/payment-election',
        '/automotive/supporting-documents',
        '/automotive/claim-summary',
        '/automotive/confirmation',
      ],
    ],
    ['Lookup', ['/lookup']],
    ['DocumentsUpload', ['/', '/documents-upload/supporting-documents', '/documents-upload/confirmation']],
  ] as const)('%s pages in order', (formType, paths) => {
    expect(pageOrders[formType].map((page) => page.path)).toEqual(paths);
  });

  it('gives the documents-upload intro its two other addresses', () => {
    expect(pageOrders.DocumentsUpload[0]?.aliases).toEqual(['/documents-upload', '/documents-upload/']);
  });

  it.each([
    ['Standard', [true, true, true, true, true, true]],
    ['Automotive', [false, true, true, true, true, true, true]],
    ['Lookup', [false]],
    ['DocumentsUpload', [false, true, true]],
  ] as const)('%s session timeout per page', (formType, flags) => {
    expect(pageOrders[formType].map((page) => page.enableTimeout)).toEqual(flags);
  });

  it.each([
    ['Standard', [false, false, false, false, false, false]],
    ['Automotive', [false, true, true, true, true, true, true]],
    ['Lookup', [false]],
    ['DocumentsUpload', [false, true, true]],
  ] as const)('%s authorization flag per page', (formType, flags) => {
    expect(pageOrders[formType].map((page) => page.requiresAuthorization)).toEqual(flags);
  });

  it.each([
    ['Standard', 'claimFilingDeadline'],
    ['Automotive', 'automotiveFilingDeadline'],
    ['Lookup', 'lookupFilingDeadline'],
    ['DocumentsUpload', 'documentsUploadFilingDeadline'],
  ] as const)('%s pages close with the global deadline and %s, except the confirmation', (formType, key) => {
    for (const page of pageOrders[formType]) {
      expect(page.deadlineKeys).toEqual(page.path.endsWith('/confirmation') ? [] : ['globalDeadline', key]);
    }
  });
});
