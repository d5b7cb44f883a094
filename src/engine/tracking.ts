import type { TrackingRequest } from '@/contract/api';
import type { FormType } from '@/contract/form-type-names';
import type { FieldConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { asText } from './values';

/** Start-cases a field key and removes the spaces: 'mailingCity' -> 'MailingCity',
 *  'confirm_email address' -> 'ConfirmEmailAddress'. Acronyms stay whole ('VIN' -> 'VIN'). */
export function trackingFieldKey(key: string): string {
  const words = key.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|\b|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The tracking event of a field after a change, or null when none is due: only fields of a
 *  tracked widget (text) with enableTrackingFeature on and no errors are tracked (contract.md §Calls). */
export function trackingPayload(
  formType: FormType,
  field: Pick<FieldConfig, 'key' | 'widget' | 'props' | 'sensitive'>,
  value: unknown,
  errorCount: number,
): TrackingRequest | null {
  // A sensitive answer is personal data: never sent as telemetry (the server drops it too).
  if (!widgetOf(field).tracked || !field.props?.enableTrackingFeature || field.sensitive || errorCount > 0) return null;
  return { formType, fieldKey: trackingFieldKey(field.key), fieldValue: asText(value) ?? '' };
}
