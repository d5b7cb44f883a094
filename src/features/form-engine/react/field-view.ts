import { catalogue } from '@/contract/copy-catalogue';
import { useMemo, type ReactNode } from 'react';
import type { FieldConfig } from '@/contract/model-config';
import type { FieldState } from '@/engine/dependencies';
import { dedupeMessages, type MessageDescriptor } from '@/engine/message-descriptors';
import { requiredMarker } from '@/engine/rules/required-marker';
import { sharedRequirementHints } from '@/engine/rules/shared-requirements';
import { hintLines } from './hint-lines';
import { fieldControlId, useFieldBinding, useFieldContext, useModelFieldsScope } from './form-context';
import { useTranslators, type Translators } from './translate';

/** Props every field component of the registry takes. */
export interface ModelFieldProps {
  /** The field's config from the server model config. */
  config: FieldConfig;
  /** What its dependencies decide right now. */
  state: FieldState;
}

/** The props the ui field primitives share (label, hint, errors, required, ids). */
interface SharedFieldProps {
  id: string;
  label: string;
  hint: ReactNode;
  error: string[];
  required: boolean;
  disableRequiredStyling: boolean | undefined;
  suppressLabel: boolean | undefined;
  errorPrefix: string;
}

function descriptorOf(error: unknown): MessageDescriptor | string | null {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { descriptor?: MessageDescriptor; message?: unknown };
  if (candidate.descriptor) return candidate.descriptor;
  return typeof candidate.message === 'string' ? candidate.message : null;
}

/** The field's errors as text in the active language, repeats removed, in rule order. TanStack
 *  keeps the Standard Schema issues, each carrying its descriptor, so nothing is translated
 *  until it is shown. */
function translatedErrors(errors: readonly unknown[], translators: Translators): string[] {
  const found = errors.map(descriptorOf).filter((error) => error !== null);
  const descriptors = dedupeMessages(found.filter((error): error is MessageDescriptor => typeof error !== 'string'));
  const texts = found.map((error) => (typeof error === 'string' ? error : null));
  const all = [...descriptors.map((descriptor) => translators.message(descriptor)), ...texts.filter((text) => text !== null)];
  return [...new Set(all)];
}

/** Everything a field component needs: the TanStack field (its meta, errors and blur), the
 *  answer from the engine's store, its translated label, hint and errors, its control id, the
 *  required marker from the rules, its own hint and requirement hints apart (for a widget that
 *  adds a line of its own), and `change`, the claimant's edit. */
export function useFieldView(config: FieldConfig) {
  const field = useFieldContext<unknown>();
  const { value, change } = useFieldBinding();
  const { clientId, config: modelConfig } = useModelFieldsScope();
  const translators = useTranslators();
  const errors = field.state.meta.errors;
  const error = useMemo(() => translatedErrors(errors, translators), [errors, translators]);
  const ownHint = translators.optional(config.props?.hint);
  // What the field must give together with other fields, told before Next.
  const requirementHints = useMemo(
    () => sharedRequirementHints(config, modelConfig.fields).map((descriptor) => translators.message(descriptor)),
    [config, modelConfig, translators],
  );
  const shared: SharedFieldProps = {
    id: fieldControlId(clientId, config.key),
    label: translators.key(config.label ?? config.key),
    hint: hintLines([ownHint, ...requirementHints]),
    error,
    // The marker follows the rules (and those of the fields they depend on); disableRequiredStyling
    // only hides it from sight, so the requirement still reaches screen readers through aria-required.
    required: requiredMarker({ ...config, disableRequiredStyling: false }, modelConfig.fields),
    disableRequiredStyling: config.disableRequiredStyling,
    suppressLabel: config.suppressLabel,
    errorPrefix: translators.copy(catalogue.error.errorPrefix),
  };
  return { field, value, shared, ownHint, requirementHints, translators, change };
}
