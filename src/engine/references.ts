import { camelCaseKey } from '@/contract/camel-case-key';
import { sameMapping, type FormModel } from './models';

// Rules and dependencies may point at a field of another model (rule.model is that model's
// dtoMapping). Resolution stays inside the same form type and prefers the models linked to the
// current one through claimTransactionId, so a document record reads its own transaction.

/** Every model a rule or dependency may read, usually the whole store (saved and drafts). */
export interface ModelContext {
  readonly models: readonly FormModel[];
}

/** The model a reference points at: the current one when no other mapping is named. */
function resolveModel(current: FormModel, mapping: string | undefined, context: ModelContext): FormModel | undefined {
  if (mapping === undefined || sameMapping(mapping, current.metadata.dtoMapping)) return current;
  const candidates = context.models.filter(
    (model) => model.metadata.formType === current.metadata.formType && sameMapping(model.metadata.dtoMapping, mapping),
  );
  return (
    candidates.find((model) => model.clientId === current.claimTransactionId) ??
    candidates.find((model) => current.claimTransactionId !== null && model.claimTransactionId === current.claimTransactionId) ??
    candidates[0]
  );
}

/** The value of a referenced field (keys may arrive PascalCase); undefined when the model is missing. */
export function referencedValue(current: FormModel, field: string, mapping: string | undefined, context: ModelContext): unknown {
  const model = resolveModel(current, mapping, context);
  return model?.fields[camelCaseKey(field)];
}
