import { allModels, configOf, fieldIndex, findModel, normaliseFieldValue, replaceModel, type ModelStore } from './models';
import { referencedValue } from './references';
import { asText, isEmptyValue } from './values';

// A field that asks again for something the claimant already gave ("Name to print on the
// check" after the name, a PayPal email after the email) declares the earlier answers with
// `prefillFrom` and starts with them, so nobody types the same thing twice (WCAG 2.2, 3.3.7).
// It starts with them when it is shown: by then the pages before it were answered, and a field
// a dependency hid and reset is filled again when it comes back. The claimant can still change
// the value. A field that holds a value, or that the claimant ever edited (emptied on purpose,
// say), is left alone, and the value is not an edit of the claimant's: ever-dirty stays unset.

/** The earlier answers a field declares, joined by single spaces (blanks left out), or null when
 *  it declares none or none of them has a value yet. */
function prefillValue(store: ModelStore, clientId: string, key: string): string | null {
  const found = findModel(store, clientId);
  if (!found) return null;
  const field = fieldIndex(configOf(store, found.model)).get(key);
  if (!field?.prefillFrom) return null;
  const context = { models: allModels(store) };
  const parts = field.prefillFrom
    .map((source) => asText(referencedValue(found.model, source.field, source.model, context))?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The store with a shown field filled from its earlier answers, when it is empty and was never
 *  edited by the claimant; the same store otherwise. */
export function prefillField(store: ModelStore, clientId: string, key: string): ModelStore {
  const found = findModel(store, clientId);
  if (!found) return store;
  const { model } = found;
  if (model.everDirty[key] || !isEmptyValue(model.fields[key])) return store;
  const value = prefillValue(store, clientId, key);
  if (value === null) return store;
  const field = fieldIndex(configOf(store, model)).get(key);
  return replaceModel(store, { ...model, fields: { ...model.fields, [key]: normaliseFieldValue(field, value) } });
}
