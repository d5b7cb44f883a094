// Where the models of a submission stand: four slots of one model each, three of lists. Pure (no
// zod), so the browser's engine can walk a payload as the server does.
import type { PayloadModel, SubmissionPayload } from './api';

/** The slots of a submission that hold one model (or null). */
export const singleModelSlots = ['signature', 'claimantInfo', 'credentials', 'claimDetails'] as const;
/** The slots of a submission that hold a list of models. */
export const modelListSlots = ['prepopulatedData', 'documentContexts', 'claimTransactions'] as const;

/** The payload with each of its models replaced by `change` of it, in its place. */
export function mapPayloadModels(payload: SubmissionPayload, change: (model: PayloadModel) => PayloadModel): SubmissionPayload {
  const next: SubmissionPayload = { ...payload };
  for (const slot of singleModelSlots) {
    const model = payload[slot];
    if (model) next[slot] = change(model);
  }
  for (const slot of modelListSlots) next[slot] = payload[slot].map(change);
  return next;
}
