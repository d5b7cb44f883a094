import type { FieldConfig } from '@/contract/model-config';
import { widgetOf, type WidgetChoices } from '@/contract/widgets';

/** The answers a field can hold besides empty when its widget offers a fixed list (a checkbox, a
 *  select, a radio with its none option), or null when it takes free text (a hybrid radio with a
 *  text option among them). The server refuses any other value; the package check refuses a
 *  condition that compares the field with any other value. */
export function fixedAnswersOf(field: FieldConfig): string[] | boolean[] | null {
  const widget = widgetOf(field);
  switch (widget.valueKind) {
    case 'boolean':
      return [true, false];
    case 'choice':
      return offeredAnswers(field, widget.choices);
    case 'text':
    case 'file':
      return null;
  }
}

function offeredAnswers(field: FieldConfig, choices: WidgetChoices): string[] | null {
  const options = (field.props?.options ?? []).map((option) => option.value);
  const none = field.props?.hasNoneOption ? ['none'] : [];
  switch (choices) {
    case 'options':
      return options;
    case 'optionsAndNone':
      return [...options, ...none];
    case 'optionsNoneOrText':
      return field.props?.textOptionValue === undefined ? [...options, ...none] : null;
  }
}
