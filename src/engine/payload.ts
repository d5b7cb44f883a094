import { catalogue } from '@/contract/copy-catalogue';
import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import { payloadKeyOf, type FormType } from '@/contract/form-type-names';
import { singleModelSlots, type ModelListSlot, type SingleModelSlot } from '@/contract/payload-slots';
import { widgetOf } from '@/contract/widgets';
import { messageOf, type MessageDescriptor } from './message-descriptors';
import { configOf, filesOf, isDocumentContext, isSingleInstance, modelKey, type FileLike, type FormModel, type ModelStore } from './models';
import { fileNameKey } from './file-name-key';

// The submission payload of contract.md §Data (contract submissionPayloadSchema) from the saved
// models of one form type. Drafts are never sent. Files travel as multipart parts named after
// their document-context model's clientId; in the JSON a file field is null and the model's
// name, size and type fields describe the file.

/** What the caller adds to the models. */
interface PayloadInput {
  readonly formType: FormType;
  readonly userPreferredCulture: string;
  readonly reCaptchaResponse: string | null;
  readonly captchaRawValue: string | null;
}

/** One file to append to the multipart body, under its model's clientId. */
export interface PayloadFile {
  readonly clientId: string;
  readonly file: FileLike;
}

/** A reason the payload cannot be sent, with the model it concerns. */
interface PayloadProblem {
  readonly clientId: string | null;
  readonly message: MessageDescriptor;
}

/** The payload and its files, or the problems that stop the submission. */
type PayloadResult =
  | { readonly ok: true; readonly payload: SubmissionPayload; readonly files: readonly PayloadFile[] }
  | { readonly ok: false; readonly problems: readonly PayloadProblem[] };

/** A model as it travels: file lists replaced by null, ever-dirty marks left behind. */
export function toPayloadModel(model: FormModel, fileFields: ReadonlySet<string>): PayloadModel {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(model.fields)) fields[key] = fileFields.has(key) ? null : value;
  return {
    clientId: model.clientId,
    id: model.id,
    metadataHash: model.metadataHash,
    metadata: model.metadata,
    claimTransactionId: model.claimTransactionId,
    fields,
  };
}

/** Builds the submission payload of a form type from the store's saved models. */
export function buildSubmissionPayload(store: ModelStore, input: PayloadInput): PayloadResult {
  const problems: PayloadProblem[] = [];
  if (input.userPreferredCulture.trim() === '') problems.push({ clientId: null, message: messageOf(catalogue.validation.cultureRequired) });

  const singles: Record<SingleModelSlot, PayloadModel | null> = {
    signature: null,
    claimantInfo: null,
    credentials: null,
    claimDetails: null,
  };
  const lists: Record<ModelListSlot, PayloadModel[]> = { prepopulatedData: [], documentContexts: [], claimTransactions: [] };
  const files: PayloadFile[] = [];
  const documents: SubmissionPayload['documents'] = [];
  const perKey = new Map<string, number>();
  const names = new Set<string>();

  for (const model of store.saved) {
    if (model.metadata.formType !== input.formType) continue;
    const config = configOf(store, model);
    const key = payloadKeyOf(model.metadata.dtoMapping);
    const fileFields = new Set(config.fields.filter((field) => widgetOf(field).valueKind === 'file').map((field) => field.key));
    const payloadModel = toPayloadModel(model, fileFields);

    if (isSingleInstance(model.metadata)) {
      const count = (perKey.get(modelKey(model.metadata)) ?? 0) + 1;
      perKey.set(modelKey(model.metadata), count);
      if (count > 1) {
        problems.push({
          clientId: model.clientId,
          message: messageOf(catalogue.validation.singleInstance, { mapping: model.metadata.dtoMapping }),
        });
        continue;
      }
    }
    if ((singleModelSlots as readonly string[]).includes(key)) singles[key as SingleModelSlot] = payloadModel;
    else lists[key as ModelListSlot].push(payloadModel);

    const held = filesOf(model, config);
    if (held.length > 1) {
      problems.push({ clientId: model.clientId, message: messageOf(catalogue.validation.fileOnePerRecord) });
      continue;
    }
    const only = held[0];
    if (!only) continue;
    const name = typeof model.fields.name === 'string' && model.fields.name !== '' ? model.fields.name : only.file.name;
    if (isDocumentContext(model.metadata.dtoMapping)) {
      if (names.has(fileNameKey(name))) {
        problems.push({ clientId: model.clientId, message: messageOf(catalogue.validation.fileDuplicate, { name }) });
        continue;
      }
      names.add(fileNameKey(name));
    }
    const type = only.file.type === '' ? 'unknown' : only.file.type;
    documents.push({ clientId: model.clientId, name, size: only.file.size, type });
    files.push({ clientId: model.clientId, file: only.file });
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    files,
    payload: {
      reCaptchaResponse: input.reCaptchaResponse,
      userPreferredCulture: input.userPreferredCulture,
      captchaRawValue: input.captchaRawValue,
      documents: documents.length > 0 ? documents : null,
      ...singles,
      ...lists,
    },
  };
}

/** The saved document name that clashes with a new record's (compared by fileNameKey); the records
 *  manager refuses such an upload with the "file already exists" message. */
export function findDuplicateDocumentName(store: ModelStore, candidate: FormModel): string | null {
  const name = typeof candidate.fields.name === 'string' ? fileNameKey(candidate.fields.name) : null;
  if (!name) return null;
  const clash = store.saved.find(
    (model) =>
      model.clientId !== candidate.clientId &&
      model.metadata.formType === candidate.metadata.formType &&
      isDocumentContext(model.metadata.dtoMapping) &&
      typeof model.fields.name === 'string' &&
      fileNameKey(model.fields.name) === name,
  );
  return clash ? (clash.fields.name as string) : null;
}
