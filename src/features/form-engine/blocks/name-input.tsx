import { nameKeys } from '@/contract/form-pages';
import { Fieldset } from '@ui/field';
import { fieldIndex, FormEngineError } from '@/engine/models';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import { useFormEngine, useModel } from '../react/engine-context';
import { ModelFields } from '../react/model-fields';
import { useTranslators } from '../react/translate';
import { useAutocompleteTokens } from './autocomplete';

// A middle initial is one letter: "additional-name" would autofill a whole middle name into it.
const autofill: Readonly<Record<string, string>> = { [nameKeys.first]: 'given-name', [nameKeys.last]: 'family-name' };

/** Props of NameInput. */
export interface NameInputProps {
  /** The model holding the name fields. */
  clientId: string;
  /** Show the middle initial (when the model config has that field). */
  middleInitial?: boolean;
  /** The legend's copy; "Your name" (Section_Name) when absent. */
  legend?: CopyText;
  /** Other field keys, when the model names them differently. */
  keys?: Partial<Record<keyof typeof nameKeys, string>>;
  className?: string;
}

/** The name group: first name, the optional middle initial and last name in one fieldset, with
 *  labels, hints and rules from the model config. */
export function NameInput({ clientId, middleInitial = true, legend = catalogue.section.name, keys, className }: NameInputProps) {
  const { engine } = useFormEngine();
  const translators = useTranslators();
  const model = useModel(clientId);
  useAutocompleteTokens(
    clientId,
    keys ? { [keys.first ?? nameKeys.first]: 'given-name', [keys.last ?? nameKeys.last]: 'family-name' } : autofill,
  );
  if (!model) throw new FormEngineError(`NameInput: no model with client id ${clientId}`);
  const first = keys?.first ?? nameKeys.first;
  const middle = keys?.middleInitial ?? nameKeys.middleInitial;
  const last = keys?.last ?? nameKeys.last;
  const showMiddle = middleInitial && fieldIndex(engine.configOf(model)).has(middle);
  const shown = showMiddle ? [first, middle, last] : [first, last];
  return (
    <Fieldset legend={translators.copy(legend)} legendSize="lg" className={className}>
      {() => <ModelFields clientId={clientId} keys={shown} />}
    </Fieldset>
  );
}
