import type { FieldConfig } from '@/contract/model-config';

/** The answers a field can hold besides empty when its widget offers a fixed list (a checkbox, a
 *  select, a radio with its none option), or null when it takes free text (a hybrid radio with a
 *  text option among them). The server refuses any other value; the package check refuses a
 *  condition that compares the field with any other value. */
export function fixedAnswersOf(field: FieldConfig): string[] | boolean[] | null {
  const options = (field.props?.options ?? []).map((option) => option.value);
  const none = field.props?.hasNoneOption ? ['none'] : [];
  switch (field.widget) {
    case 'checkbox':
      return [true, false];
    case 'select':
      return options;
    case 'radio':
      return [...options, ...none];
    case 'hybridRadio':
      return field.props?.textOptionValue === undefined ? [...options, ...none] : null;
    default:
      return null;
  }
}
