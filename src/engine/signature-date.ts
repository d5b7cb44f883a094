// The signature date is the server's today, written into the field that declares the
// signatureDate role just before a claim is sent, whatever the package called that field.
import { fieldWithRole } from '@/contract/field-roles';
import type { FormType } from '@/contract/form-type-names';
import { mappingNameOf, savedModels, updateField, type ModelStore } from './models';

/** The store with the server's signature date in the form's signatureDate field; the same store
 *  when the form has no such field or already holds that date. */
export function withSignatureDate(store: ModelStore, formType: FormType, signatureDate: string): ModelStore {
  const target = fieldWithRole(Object.values(store.configs), formType, 'signatureDate');
  if (!target) return store;
  const model = savedModels(store, formType, mappingNameOf(target.config.metadata))[0];
  if (!model || model.fields[target.key] === signatureDate) return store;
  return updateField(store, model.clientId, target.key, signatureDate);
}
