import { catalogue } from '@/contract/copy-catalogue';
import type { SubmissionPayload } from '@/contract/api';
import { payloadKeyOf, type FormType } from '@/contract/form-type-names';
import { placedModels } from '@/contract/payload-slots';
import type { ModelConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { fileNameKey } from './file-name-key';
import { messageOf, type MessageDescriptor } from './message-descriptors';
import { createModel, sameMapping, type FileLike, type FormModel } from './models';
import type { ValidationContext } from './rules/context';
import { validateModel, type FieldErrors } from './rules/validate';

// The server's re-check of a submission with exactly the client's rules: the payload's models
// are rebuilt against the server's own configs (metadata from the config, never from the
// client), then validated on the server side, where requiredOnClientOnly is skipped.

/** What the server knows beyond the payload: its whitelist, the time and the uploaded files. */
interface SubmissionCheckOptions {
  readonly whitelist: ValidationContext['whitelist'];
  readonly now?: Date;
  /** Files received per model clientId (multipart part name), so required file fields pass. */
  readonly filesByClientId?: Readonly<Record<string, readonly FileLike[]>>;
}

/** The rebuilt models, field errors per model clientId, and structural problems. */
interface SubmissionCheck {
  readonly models: readonly FormModel[];
  readonly errors: Readonly<Record<string, FieldErrors>>;
  readonly problems: readonly { readonly clientId: string | null; readonly problem: string; readonly message?: MessageDescriptor }[];
}

/** Rebuilds and validates every model of a submission against the server's configs. */
export function checkSubmission(
  payload: SubmissionPayload,
  configs: readonly ModelConfig[],
  formType: FormType,
  options: SubmissionCheckOptions,
): SubmissionCheck {
  const problems: SubmissionCheck['problems'][number][] = [];
  const rebuilt: Array<{ model: FormModel; config: ModelConfig }> = [];
  for (const { slot, model: sent } of placedModels(payload)) {
    const config = configs.find(
      (candidate) =>
        candidate.metadata.formType === formType &&
        candidate.metadataHash === sent.metadataHash &&
        sameMapping(payloadKeyOf(candidate.metadata.dtoMapping), slot),
    );
    if (!config) {
      problems.push({ clientId: sent.clientId, problem: `no ${formType} ${slot} config with metadataHash "${sent.metadataHash}"` });
      continue;
    }
    const base = createModel(config, { clientId: sent.clientId });
    const fields: Record<string, unknown> = { ...base.fields };
    for (const key of Object.keys(fields)) if (key in sent.fields) fields[key] = sent.fields[key];
    const files = options.filesByClientId?.[sent.clientId];
    for (const field of config.fields) {
      if (widgetOf(field).valueKind === 'file') fields[field.key] = files && files.length > 0 ? [...files] : null;
    }
    rebuilt.push({
      config,
      model: { ...base, clientId: sent.clientId, id: sent.id, claimTransactionId: sent.claimTransactionId ?? null, fields },
    });
  }

  const names = new Set<string>();
  for (const document of payload.documents ?? []) {
    const owner = rebuilt.find(({ model }) => model.clientId === document.clientId);
    if (!owner) {
      problems.push({ clientId: document.clientId, problem: 'document without a model' });
      continue;
    }
    if (!sameMapping(owner.model.metadata.dtoMapping, 'documentContexts')) continue;
    const name = fileNameKey(document.name);
    if (names.has(name)) {
      problems.push({
        clientId: document.clientId,
        problem: `duplicate file name "${document.name}"`,
        message: messageOf(catalogue.validation.fileDuplicate, { name: document.name }),
      });
    }
    names.add(name);
  }

  const models = rebuilt.map(({ model }) => model);
  const context: ValidationContext = { models, whitelist: options.whitelist, now: options.now ?? new Date() };
  const errors: Record<string, FieldErrors> = {};
  for (const { model, config } of rebuilt) {
    const found = validateModel(model, config, context, { side: 'server' });
    if (Object.keys(found).length > 0) errors[model.clientId] = found;
  }
  return { models, errors, problems };
}
