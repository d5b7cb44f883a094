import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Select } from '@ui/select';
import type { FieldConfig } from '@/contract/model-config';
import { dedupeMessages, type MessageDescriptor } from '@/engine/message-descriptors';
import { fieldIndex, FormEngineError, modelKey } from '@/engine/models';
import { requiredMarker } from '@/engine/rules/required-marker';
import { validateField } from '@/engine/rules/validate';
import { asText } from '@/engine/values';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import { useFieldState, useFormEngine, useModel, validationContextOf } from '../react/engine-context';
import { fieldControlId } from '../react/form-context';
import { useTranslators } from '../react/translate';

// The address block's state and country selects. Their choices are long fixed lists whose
// names need English defaults in code (State_CA -> "California"), which the registry's
// SelectField cannot express: it translates a config's option labels as bare keys. This select
// binds one model field exactly as ModelFields does (label, hint and rules from the config,
// errors on blur, disabled or hidden by dependencies, part of the page's validateAll), and takes
// its choices from the config when the config lists them, else from the block's data.

/** One built-in choice: the stored value and its copy (key plus English name). */
export interface ModelSelectChoice {
  readonly value: string;
  readonly copy: CopyText;
}

/** Props of ModelSelect. */
interface ModelSelectProps {
  clientId: string;
  /** The field's key in the model config. */
  fieldKey: string;
  /** The choices when the field's config has no options of its own. */
  choices: readonly ModelSelectChoice[];
  /** The autofill token of the select (WCAG 1.3.5), e.g. "country" or "address-level1". */
  autoComplete?: string;
  className?: string;
}

/** A select bound to one field of a model, with built-in choices as a fallback. */
export function ModelSelect(props: ModelSelectProps) {
  const { engine } = useFormEngine();
  const model = useModel(props.clientId);
  if (!model) throw new FormEngineError(`No model with client id ${props.clientId}`);
  const modelConfig = engine.configOf(model);
  const config = fieldIndex(modelConfig).get(props.fieldKey);
  if (!config) throw new FormEngineError(`Model ${modelKey(modelConfig.metadata)} has no field "${props.fieldKey}"`);
  return <BoundSelect {...props} config={config} fields={modelConfig.fields} value={model.fields[props.fieldKey]} />;
}

function BoundSelect({
  clientId,
  fieldKey,
  choices,
  autoComplete,
  className,
  config,
  fields,
  value,
}: ModelSelectProps & { config: FieldConfig; fields: readonly FieldConfig[]; value: unknown }) {
  const settings = useFormEngine();
  const { engine, afterChangeHooks } = settings;
  const state = useFieldState(clientId, config);
  const translators = useTranslators();
  // null until the field is first validated (blur or the page's Next): errors wait for that.
  const [errors, setErrors] = useState<readonly MessageDescriptor[] | null>(null);
  const id = fieldControlId(clientId, fieldKey);

  // The settings object changes identity with every provider render; the check reads the latest.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  const check = useCallback((): MessageDescriptor[] => {
    const current = engine.model(clientId);
    if (!current) return [];
    const found = validateField(current, engine.configOf(current), fieldKey, validationContextOf(latest.current), { side: 'client' });
    return dedupeMessages(found);
  }, [engine, clientId, fieldKey]);

  const validated = errors !== null;
  useEffect(() => {
    // Once shown, errors follow the model: a rule reading another field (requiredIf on the
    // country) re-runs when that field changes.
    if (!validated) return;
    return engine.subscribe(() => setErrors(check()));
  }, [validated, engine, check]);

  useEffect(
    () =>
      engine.register({
        validate: () => {
          const found = check();
          setErrors(found);
          return found.slice(0, 1).map((descriptor) => ({ fieldId: id, clientId, key: fieldKey, descriptor }));
        },
      }),
    [engine, check, id, clientId, fieldKey],
  );

  const options = useMemo(() => {
    const own = config.props?.options ?? [];
    if (own.length > 0) return own.map((option) => ({ value: option.value, label: translators.key(option.label) }));
    return choices.map((choice) => ({ value: choice.value, label: translators.copy(choice.copy) }));
  }, [config, choices, translators]);

  if (state.hidden) return null;
  const hookName = config.props?.afterChangeHook;
  const placeholderKey = config.props?.placeholderText;
  return (
    <Select
      id={id}
      name={fieldKey}
      label={translators.key(config.label ?? fieldKey)}
      hint={translators.optional(config.props?.hint)}
      error={(errors ?? []).slice(0, 1).map((descriptor) => translators.message(descriptor))}
      required={requiredMarker({ ...config, disableRequiredStyling: false }, fields)}
      disableRequiredStyling={config.disableRequiredStyling}
      suppressLabel={config.suppressLabel}
      errorPrefix={translators.copy(catalogue.error.errorPrefix)}
      placeholder={placeholderKey ? translators.key(placeholderKey) : translators.copy(catalogue.shared.selectPlaceholder)}
      options={options}
      value={asText(value) ?? ''}
      disabled={state.disabled}
      autoComplete={autoComplete}
      className={className}
      onChange={(event) => {
        engine.editField(clientId, fieldKey, event.target.value === '' ? null : event.target.value);
        const hook = hookName ? afterChangeHooks[hookName] : undefined;
        hook?.({ clientId, key: fieldKey, value: engine.model(clientId)?.fields[fieldKey] ?? null, engine });
      }}
      onBlur={() => setErrors(check())}
    />
  );
}
