import { catalogue } from '@/contract/copy-catalogue';
import type { FieldConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import type { FieldState } from '@/engine/dependencies';
import { getMask } from '@/engine/masks';
import { isFileLike, type FormModel } from '@/engine/models';
import { asText, isEmptyValue, looseEquals } from '@/engine/values';
import { hybridFromStored } from '../react/fields/choice-fields';
import type { Translators } from '../react/translate';

// How a stored answer reads back to the claimant on a summary: the option's label rather than
// its value, masked text as the mask shows it (with the field's prefix or suffix), the file's
// name, dates as typed. Null means "not provided"; the display row shows that as a dash.

function optionLabel(field: FieldConfig, value: string, translators: Translators): string | null {
  const option = field.props?.options?.find((candidate) => candidate.value === value);
  if (option) return translators.key(option.label);
  if (field.props?.hasNoneOption && value === 'none') {
    const key = field.props.noneOptionLabel;
    return key ? translators.key(key) : translators.copy(catalogue.shared.radioNoneOption);
  }
  return null;
}

/** The name of the file a model holds: its name field, else the name of the file in the list. */
export function fileNameOf(model: FormModel, fieldKey?: string): string | null {
  const name = model.fields.name;
  if (typeof name === 'string' && name !== '') return name;
  const list = fieldKey ? model.fields[fieldKey] : undefined;
  if (Array.isArray(list) && isFileLike(list[0])) return list[0].name;
  return null;
}

/** The text a claimant reads for one field of a model, or null when nothing was provided. */
export function displayValue(
  field: FieldConfig,
  model: FormModel,
  state: Pick<FieldState, 'maskName'>,
  translators: Translators,
): string | null {
  const value = model.fields[field.key];
  const widget = widgetOf(field);
  switch (widget.summary) {
    case 'yesNo':
      return translators.copy(looseEquals(value, true) ? catalogue.shared.yes : catalogue.shared.no);
    case 'fileName':
      return isEmptyValue(value) ? null : fileNameOf(model, field.key);
    case 'optionLabel': {
      const text = asText(value);
      if (text === null || text === '') return null;
      return optionLabel(field, text, translators) ?? text;
    }
    case 'optionLabelOrText': {
      const { choice, text } = hybridFromStored(value, field);
      if (text) return text;
      return choice === null ? null : (optionLabel(field, choice, translators) ?? choice);
    }
    case 'text': {
      const text = asText(value);
      if (text === null || text.trim() === '') return null;
      const maskName = state.maskName;
      const shown = maskName && widget.masked ? getMask(maskName).format(text) : text;
      const group = field.props?.inputGroupConfig;
      const prefix = group?.prefix ? translators.key(group.prefix) : '';
      const suffix = group?.suffix ? ` ${translators.key(group.suffix)}` : '';
      return `${prefix}${shown}${suffix}`;
    }
  }
}
