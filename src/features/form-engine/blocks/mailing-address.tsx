import { addressKeys } from '@/contract/form-pages';
import { useEffect } from 'react';
import { cn } from '@ui/cn';
import { Fieldset } from '@ui/field';
import { fieldIndex, findModel, FormEngineError, replaceModel, type FormModel } from '@/engine/models';
import { asText, isEmptyValue } from '@/engine/values';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import { useFormEngine, useModel } from '../react/engine-context';
import type { FormEngine } from '../react/engine';
import { ModelFields } from '../react/model-fields';
import { useTranslators } from '../react/translate';
import { useAutocompleteTokens } from './autocomplete';
import { countriesUsFirst, countryCopyKey, DEFAULT_COUNTRY } from './data/countries';
import { usSubdivisionCopyKey, usSubdivisions } from './data/us-states';
import { ModelSelect, type ModelSelectChoice } from './model-select';

const usOnly = [addressKeys.subDivision, addressKeys.postalCode];
const nonUsOnly = [addressKeys.subDivisionNonUS, addressKeys.postalCodeNonUS];

/** The state select's choices: 50 states and DC, the territories, then AA, AE and AP. */
const stateChoices: readonly ModelSelectChoice[] = usSubdivisions.map((entry) => ({
  value: entry.code,
  copy: { key: usSubdivisionCopyKey(entry.code), defaultText: entry.name },
}));

/** The country select's choices, the United States first. */
const countryChoices: readonly ModelSelectChoice[] = countriesUsFirst.map((entry) => ({
  value: entry.code,
  copy: { key: countryCopyKey(entry.code), defaultText: entry.name },
}));

const autofill: Readonly<Record<string, string>> = {
  [addressKeys.streetLine1]: 'address-line1',
  [addressKeys.streetLine2]: 'address-line2',
  [addressKeys.city]: 'address-level2',
  [addressKeys.postalCode]: 'postal-code',
  [addressKeys.subDivisionNonUS]: 'address-level1',
  [addressKeys.postalCodeNonUS]: 'postal-code',
};

/** The country an address is in: its mailingCountry, the United States when that is empty. */
function addressCountry(model: Pick<FormModel, 'fields'>): string {
  return asText(model.fields[addressKeys.country]) || DEFAULT_COUNTRY;
}

/** Writes fields without marking them edited: a default or a consequence of another answer,
 *  not something the claimant typed (prepopulation may still fill them). */
function writeQuietly(engine: FormEngine, clientId: string, values: Readonly<Record<string, unknown>>): void {
  engine.update((store) => {
    const found = findModel(store, clientId);
    if (!found) return store;
    return replaceModel(store, { ...found.model, fields: { ...found.model.fields, ...values } });
  });
}

/** Keeps the address consistent with its country: an empty country becomes the United States
 *  (contract: default US), and a switch between the US and elsewhere empties the fields that no
 *  longer apply. The street lines and the city stay as typed (contract: changing country does not
 *  reset city). */
function useCountryRules(engine: FormEngine, clientId: string, hasCountry: boolean): void {
  useEffect(() => {
    const model = engine.model(clientId);
    if (hasCountry && model && isEmptyValue(model.fields[addressKeys.country])) {
      writeQuietly(engine, clientId, { [addressKeys.country]: DEFAULT_COUNTRY });
    }
    let wasUS = model ? addressCountry(model) === DEFAULT_COUNTRY : true;
    return engine.subscribe(() => {
      const current = engine.model(clientId);
      if (!current) return;
      const isUS = addressCountry(current) === DEFAULT_COUNTRY;
      if (isUS === wasUS) return;
      wasUS = isUS;
      const stale = (isUS ? nonUsOnly : usOnly).filter((key) => key in current.fields && !isEmptyValue(current.fields[key]));
      if (stale.length > 0) writeQuietly(engine, clientId, Object.fromEntries(stale.map((key) => [key, null])));
    });
  }, [engine, clientId, hasCountry]);
}

/** Props of MailingAddress. */
interface MailingAddressProps {
  /** The model holding the address fields (usually the claimant info). */
  clientId: string;
  /** International support: offers the country select and the non-US fields. */
  international?: boolean;
  /** The second-line option: shows mailingStreetLine2. */
  secondLine?: boolean;
  /** The legend's copy; "Mailing address" (Section_MailingAddress) when absent. */
  legend?: CopyText;
  className?: string;
}

/** The mailing address group: street, city, then the US state and ZIP code when the country is
 *  the United States, the region and postal code otherwise. With international support the
 *  country select comes first, because the fields after it depend on its answer. */
export function MailingAddress({
  clientId,
  international = false,
  secondLine = false,
  legend = catalogue.section.mailingAddress,
  className,
}: MailingAddressProps) {
  const { engine } = useFormEngine();
  const translators = useTranslators();
  const model = useModel(clientId);
  const hasCountry = model ? fieldIndex(engine.configOf(model)).has(addressKeys.country) : false;
  useCountryRules(engine, clientId, hasCountry);
  useAutocompleteTokens(clientId, autofill);
  if (!model) throw new FormEngineError(`MailingAddress: no model with client id ${clientId}`);
  if (international && !hasCountry) {
    throw new FormEngineError(`MailingAddress: international support needs a "${addressKeys.country}" field in the model config`);
  }

  const isUS = addressCountry(model) === DEFAULT_COUNTRY;
  const streetKeys = [addressKeys.streetLine1, ...(secondLine ? [addressKeys.streetLine2] : []), addressKeys.city];

  return (
    <Fieldset legend={translators.copy(legend)} legendSize="lg" className={cn('gap-6', className)}>
      {() => (
        <div data-slot="mailing-address" className="flex flex-col gap-6">
          {international && (
            <ModelSelect clientId={clientId} fieldKey={addressKeys.country} choices={countryChoices} autoComplete="country" />
          )}
          <ModelFields clientId={clientId} keys={streetKeys} />
          {isUS ? (
            <>
              <ModelSelect clientId={clientId} fieldKey={addressKeys.subDivision} choices={stateChoices} autoComplete="address-level1" />
              <ModelFields clientId={clientId} keys={[addressKeys.postalCode]} />
            </>
          ) : (
            <ModelFields clientId={clientId} keys={nonUsOnly} />
          )}
        </div>
      )}
    </Fieldset>
  );
}
