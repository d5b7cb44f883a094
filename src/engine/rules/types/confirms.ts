import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { asText } from '../../values';
import { optional } from '../checks';
import { defineRule } from '../rule-definition';

// A confirm field repeats another field ("Confirm email"): it must say the same. Emails compare
// without regard to case or surrounding spaces; phone numbers by their digits alone, so
// "(916) 555-0187" confirms "916-555-0187". An empty confirm field passes: whether it must be
// filled in is the business of its required rules.

const PHONE_LIKE = /^[\d\s()+.-]+$/;

const digits = (text: string) => text.replace(/\D/g, '');

/** confirms: the value equals another field's (the field it confirms). */
export const confirms = defineRule({
  type: 'confirms',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) =>
    optional((text, input) => {
      const other = asText(referencedValue(input.model, rule.field, rule.model, input.context))?.trim() ?? '';
      const phone = /phone/i.test(input.field.maskName ?? '') || (PHONE_LIKE.test(text) && PHONE_LIKE.test(other));
      const same = phone ? digits(text) === digits(other) && other !== '' : text.toLowerCase() === other.toLowerCase();
      if (same) return null;
      return messageOf(
        phone ? catalogue.validation.confirmPhoneMismatch : catalogue.validation.confirmEmailMismatch,
        undefined,
        rule.message,
      );
    }),
  references: (rule) => [{ field: rule.field, model: rule.model, role: 'field' }],
  configProblems: () => [],
});
