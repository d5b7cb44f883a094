import { catalogue } from '@/contract/copy-catalogue';
import { useMemo, useState, type FocusEvent } from 'react';
import { HybridRadio, type HybridRadioValue } from '@ui/hybrid-radio';
import { RadioGroup } from '@ui/radio-group';
import { Select } from '@ui/select';
import type { FieldConfig } from '@/contract/model-config';
import { asText } from '@/engine/values';
import { useFieldView, type ModelFieldProps } from '../field-view';
import type { Translators } from '../translate';

function translatedOptions(config: FieldConfig, translators: Translators) {
  return (config.props?.options ?? []).map((option) => ({ value: option.value, label: translators.key(option.label) }));
}

/** The "none" option of a radio: the config's noneOptionLabel key, else the shared one. */
function noneLabel(config: FieldConfig, translators: Translators): string {
  const key = config.props?.noneOptionLabel;
  return key ? translators.key(key) : translators.copy(catalogue.shared.radioNoneOption);
}

/** Runs a group's blur only when focus leaves the whole group: arrowing between radios, or
 *  moving from the chosen option into its text box, is not leaving the question. */
function leavingGroup(onLeave: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const group = event.currentTarget.closest('fieldset');
    const next = event.relatedTarget;
    if (group && next instanceof Node && group.contains(next)) return;
    onLeave();
  };
}

/** Select widget: native select with the config's placeholderText (or the shared
 *  Shared_Select_Placeholder, "Select an option"); disabled per its dependencies (disableWhen). */
export function SelectField({ config, state }: ModelFieldProps) {
  const { field, value, shared, translators, change } = useFieldView(config);
  const placeholderKey = config.props?.placeholderText;
  const placeholder = placeholderKey ? translators.key(placeholderKey) : translators.copy(catalogue.shared.selectPlaceholder);
  const options = useMemo(() => translatedOptions(config, translators), [config, translators]);
  return (
    <Select
      {...shared}
      name={config.key}
      options={options}
      placeholder={placeholder}
      value={asText(value) ?? ''}
      onChange={(event) => change(event.target.value === '' ? null : event.target.value)}
      onBlur={field.handleBlur}
      disabled={state.disabled}
    />
  );
}

/** Radio widget: a radiogroup fieldset, with the "none" option when hasNoneOption is set, its
 *  options stacked or in a row as the config's stylingChoice says. */
export function RadioField({ config, state }: ModelFieldProps) {
  const { field, value, shared, translators, change } = useFieldView(config);
  const { id, label, ...fieldset } = shared;
  const options = useMemo(() => translatedOptions(config, translators), [config, translators]);
  return (
    <RadioGroup
      {...fieldset}
      id={id}
      legend={label}
      name={id}
      options={options}
      hasNoneOption={config.props?.hasNoneOption}
      noneOptionLabel={noneLabel(config, translators)}
      layout={config.props?.stylingChoice ?? 'stacked'}
      value={asText(value)}
      onValueChange={(value) => change(value)}
      onBlur={leavingGroup(field.handleBlur)}
      disabled={state.disabled}
    />
  );
}

/** The hybrid radio's {choice, text} for a stored value: a plain option's value chooses it; any
 *  other text belongs to the text option. */
export function hybridFromStored(value: unknown, config: FieldConfig): HybridRadioValue {
  const text = asText(value);
  if (text === null || text === '') return { choice: null, text: null };
  const textOption = config.props?.textOptionValue;
  const plain = (config.props?.options ?? []).some((option) => option.value === text && option.value !== textOption);
  if (plain || textOption === undefined || (config.props?.hasNoneOption && text === 'none')) return { choice: text, text: null };
  return { choice: textOption, text };
}

/** What the model stores for a hybrid choice: the option's value, or for the text option the
 *  text typed (null until something is typed, so "required" still applies). */
function hybridToStored(value: HybridRadioValue, config: FieldConfig): string | null {
  if (value.choice !== null && value.choice === config.props?.textOptionValue) return value.text === '' ? null : value.text;
  return value.choice;
}

/** Hybrid radio widget: radios where the option named by textOptionValue carries a text box.
 *  The model holds one string (the chosen option's value or the typed text), so rules such as
 *  maxLength and characterSetRestriction check the text and requiredIf can test the choice. */
export function HybridRadioField({ config, state }: ModelFieldProps) {
  const { field, value, shared, translators, change } = useFieldView(config);
  const { id, label, ...fieldset } = shared;
  const stored = value;
  const [local, setLocal] = useState<HybridRadioValue>(() => hybridFromStored(stored, config));
  const [seen, setSeen] = useState(stored);
  if (!Object.is(seen, stored)) {
    // A value set from outside (reset, prepopulation) replaces the local choice; the choice of
    // the text option with nothing typed yet stores null and must survive its own echo.
    setSeen(stored);
    if (!Object.is(hybridToStored(local, config), stored ?? null)) setLocal(hybridFromStored(stored, config));
  }
  const textOption = config.props?.textOptionValue;
  const options = useMemo(
    () => translatedOptions(config, translators).map((option) => ({ ...option, withText: option.value === textOption })),
    [config, translators, textOption],
  );
  return (
    <HybridRadio
      {...fieldset}
      id={id}
      legend={label}
      name={id}
      options={options}
      hasNoneOption={config.props?.hasNoneOption}
      noneOptionLabel={noneLabel(config, translators)}
      value={local}
      onValueChange={(next) => {
        setLocal(next);
        change(hybridToStored(next, config));
      }}
      onBlur={leavingGroup(field.handleBlur)}
      textInputProps={{ onBlur: leavingGroup(field.handleBlur), name: `${config.key}Text` }}
      disabled={state.disabled}
    />
  );
}
