import { describe, expect, it } from 'vitest';
import { trackingRequestSchema } from '@/contract/api';
import { trackingFieldKey, trackingPayload } from '@/engine/tracking';
import { modelConfig as config } from '../support/model-configs';

describe('trackingFieldKey', () => {
  it.each([
    ['mailingCity', 'MailingCity'],
    ['confirmEmailAddress', 'ConfirmEmailAddress'],
    ['mailingStreetLine1', 'MailingStreetLine1'],
    ['MailingCity', 'MailingCity'],
    ['mailing city', 'MailingCity'],
    ['mailing_city', 'MailingCity'],
    ['first_name', 'FirstName'],
    ['confirm email address', 'ConfirmEmailAddress'],
    ['vin', 'Vin'],
    ['VIN', 'VIN'],
    ['claimantVINNumber', 'ClaimantVINNumber'],
  ])('%s -> %s', (key, expected) => {
    expect(trackingFieldKey(key)).toBe(expected);
  });
});

describe('trackingPayload', () => {
  const [tracked, untracked, area, sensitive] = config([
    { key: 'confirmEmailAddress', widget: 'text', props: { enableTrackingFeature: true } },
    { key: 'mailingCity', widget: 'text' },
    { key: 'notes', widget: 'textArea', props: { enableTrackingFeature: true } },
    { key: 'lastName', widget: 'text', sensitive: true, props: { enableTrackingFeature: true } },
  ]).fields;

  it('is sent for a text field with tracking on and no errors', () => {
    const payload = trackingPayload('Standard', tracked!, 'ann@example.org', 0);
    expect(payload).toEqual({ formType: 'Standard', fieldKey: 'ConfirmEmailAddress', fieldValue: 'ann@example.org' });
    expect(trackingRequestSchema.parse(payload)).toEqual(payload);
  });

  it('sends an emptied field as an empty string', () => {
    expect(trackingPayload('Automotive', tracked!, null, 0)?.fieldValue).toBe('');
  });

  it.each([
    { name: 'the field has errors', field: tracked, errors: 1 },
    { name: 'tracking is off', field: untracked, errors: 0 },
    { name: 'the field is not a text field', field: area, errors: 0 },
    { name: 'the answer is sensitive', field: sensitive, errors: 0 },
  ])('is not sent when $name', ({ field, errors }) => {
    expect(trackingPayload('Standard', field!, 'x', errors)).toBeNull();
  });
});
