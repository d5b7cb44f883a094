// Checks of a parsed submission that go beyond its zod shape: every model belongs to this form
// and sits under the key of its mapping, client ids are unique, and the files that arrived are
// exactly the documents the payload announces, one per document-context model.
import { fieldWithRole, payPalOptionValue } from '../../src/contract/field-roles';
import type { PayloadModel, SubmissionPayload } from '../../src/contract/api';
import { payloadKeyOf, type FormType } from '../../src/contract/form-type-names';
import { singleModelSlots, type ModelListSlot } from '../../src/contract/payload-slots';
import { verifyCode } from '../paypal/stand-in';
import type { Settlement } from '../settlement/settlement';
import type { ReceivedFile } from '../storage/multipart';

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** A model field by its camelCase key, tolerating a PascalCase spelling. */
export function fieldOf(model: PayloadModel | null | undefined, key: string): unknown {
  if (!model) return undefined;
  return Object.hasOwn(model.fields, key) ? model.fields[key] : model.fields[pascal(key)];
}

function metaOf(model: PayloadModel, key: string): unknown {
  return Object.hasOwn(model.metadata, key) ? model.metadata[key] : model.metadata[pascal(key)];
}

/** The dtoMappings each list slot accepts (the PascalCase spellings share the camelCase slot). */
const listKeys: { readonly [S in ModelListSlot]: readonly string[] } = {
  prepopulatedData: ['prepopulatedData'],
  documentContexts: ['documentContexts', 'DocumentContexts'],
  claimTransactions: ['claimTransactions', 'ClaimTransactions'],
} as const;

/** Why the models do not fit the form (for the log), or null when they do. */
export function modelProblem(settlement: Settlement, formType: FormType, payload: SubmissionPayload): string | null {
  const configured = settlement.mappingsOf(formType);
  const seen = new Set<string>();
  const check = (model: PayloadModel, key: string, mappings: readonly string[]): string | null => {
    const mapping = metaOf(model, 'dtoMapping');
    if (typeof mapping !== 'string' || !mappings.includes(mapping)) return `${key} holds a model with dtoMapping ${String(mapping)}`;
    if (!configured.has(mapping)) return `${formType} has no ${mapping} model`;
    const modelForm = metaOf(model, 'formType');
    if (modelForm !== undefined && modelForm !== formType) return `${key} model ${model.clientId} belongs to ${String(modelForm)}`;
    if (seen.has(model.clientId)) return `client id ${model.clientId} is used twice`;
    seen.add(model.clientId);
    return null;
  };
  for (const key of singleModelSlots) {
    const model = payload[key];
    const problem = model ? check(model, key, [key]) : null;
    if (problem) return problem;
  }
  for (const [key, mappings] of Object.entries(listKeys) as [keyof typeof listKeys, readonly string[]][]) {
    for (const model of payload[key]) {
      const problem = check(model, key, mappings);
      if (problem) return problem;
    }
  }
  const transactions = new Set(payload.claimTransactions.map((m) => m.clientId));
  const linked = [...payload.documentContexts, ...payload.prepopulatedData].find(
    (m) => m.claimTransactionId && !transactions.has(m.claimTransactionId),
  );
  if (linked) return `model ${linked.clientId} links to unknown transaction ${String(linked.claimTransactionId)}`;
  return null;
}

/** What is wrong between the announced documents and the files received, if anything. */
export type DocumentProblem =
  | { kind: 'fileWithoutDocument' | 'documentWithoutFile' }
  | { kind: 'fileMismatch'; name: string }
  | { kind: 'minimumDocuments'; minimum: number };

/** Matches files to documents: each file belongs to a document-context model and is announced
 *  with its name and size; each document-context model has its file. */
export function documentProblem(
  settlement: Settlement,
  formType: FormType,
  payload: SubmissionPayload,
  files: readonly ReceivedFile[],
): DocumentProblem | null {
  const contexts = new Set(payload.documentContexts.map((m) => m.clientId));
  const announced = new Map<string, { name: string; size: number }>();
  for (const doc of payload.documents ?? []) {
    if (announced.has(doc.clientId) || !contexts.has(doc.clientId)) return { kind: 'fileWithoutDocument' };
    announced.set(doc.clientId, doc);
  }
  for (const file of files) {
    const doc = announced.get(file.modelClientId);
    if (!contexts.has(file.modelClientId) || !doc) return { kind: 'fileWithoutDocument' };
    if (doc.name !== file.originalName || doc.size !== file.staged.size) return { kind: 'fileMismatch', name: file.originalName };
  }
  const withFile = new Set(files.map((f) => f.modelClientId));
  if ([...contexts].some((id) => !withFile.has(id)) || announced.size !== files.length) return { kind: 'documentWithoutFile' };
  const config = settlement.configs.find(
    (c) =>
      c.metadata.formType === formType && (c.metadata.dtoMapping === 'documentContexts' || c.metadata.dtoMapping === 'DocumentContexts'),
  );
  const minimum = typeof config?.metadata.minimumRecordCount === 'number' ? config.metadata.minimumRecordCount : 0;
  if (files.length < minimum) return { kind: 'minimumDocuments', minimum };
  return null;
}

/** False when PayPal is chosen without a valid, unexpired authorization code from the PayPal
 *  login (the stand-in's, see paypal/stand-in.ts), or with a PayPal email other than the account
 *  the claimant logged in with. The election's fields are the form's fields with the roles
 *  paymentElection, payPalEmail and payPalAuthCode, whatever the package called them. */
export function paymentElectionMatches(
  settlement: Settlement,
  formType: FormType,
  payload: SubmissionPayload,
  secret: Buffer,
  now: number = Date.now(),
): boolean {
  const election = fieldWithRole(settlement.configs, formType, 'paymentElection');
  if (!election) return true;
  const modelOf = (config: (typeof settlement.configs)[number]): PayloadModel | null => {
    const value = payload[payloadKeyOf(config.metadata.dtoMapping)];
    // The settlement check keeps roles on single-instance models, so a list here is a bad payload.
    return Array.isArray(value) ? null : (value ?? null);
  };
  if (fieldOf(modelOf(election.config), election.key) !== payPalOptionValue) return true;
  const emailField = fieldWithRole(settlement.configs, formType, 'payPalEmail');
  const codeField = fieldWithRole(settlement.configs, formType, 'payPalAuthCode');
  if (!emailField || !codeField) return false;
  const email = fieldOf(modelOf(emailField.config), emailField.key);
  const verified = verifyCode(secret, fieldOf(modelOf(codeField.config), codeField.key), now);
  return verified !== null && typeof email === 'string' && email.trim().toLowerCase() === verified.email;
}
