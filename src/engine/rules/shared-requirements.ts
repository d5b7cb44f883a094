import { camelCaseKey } from '@/contract/camel-case-key';
import { catalogue } from '@/contract/copy-catalogue';
import type { FieldConfig } from '@/contract/model-config';
import { dedupeMessages, messageOf, type MessageDescriptor } from '../message-descriptors';

// A requirement several fields share ("give a US or an international phone") marks none of them
// required, so without a word the claimant learns of it only from the error after Next. Each
// field such a rule lists tells it beforehand, as a hint in the words of the rule's message.

/** The messages of the RequireOnePropertyToHaveAValue rules of a field's model (`fields`) that
 *  list the field, to show as its hint before it is validated. */
export function sharedRequirementHints(field: FieldConfig, fields: readonly FieldConfig[]): MessageDescriptor[] {
  const found: MessageDescriptor[] = [];
  for (const owner of fields) {
    for (const rule of owner.validations ?? []) {
      if (rule.type !== 'RequireOnePropertyToHaveAValue' || rule.model !== undefined) continue;
      if (!rule.fields.some((name) => camelCaseKey(name) === field.key)) continue;
      found.push(messageOf(catalogue.validation.requireOnePropertyToHaveAValue, undefined, rule.message));
    }
  }
  return dedupeMessages(found);
}
