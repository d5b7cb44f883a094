// Where the models of a submission stand: four slots of one model each, three of lists. Pure (no
// zod), so the browser's engine can walk a payload as the server does.
import type { PayloadModel, SubmissionPayload } from './api';

/** The slots of a submission that hold one model (or null). */
export const singleModelSlots = ['signature', 'claimantInfo', 'credentials', 'claimDetails'] as const;
/** The slots of a submission that hold a list of models. */
const modelListSlots = ['prepopulatedData', 'documentContexts', 'claimTransactions'] as const;

/** A slot that holds one model. */
export type SingleModelSlot = (typeof singleModelSlots)[number];
/** A slot that holds a list of models. */
export type ModelListSlot = (typeof modelListSlots)[number];
/** Any slot of a submission that holds models. */
type PayloadSlot = SingleModelSlot | ModelListSlot;

/** A model of a payload with where it stands: its slot, and its index in a list slot (null in
 *  a single one). */
interface PlacedModel {
  readonly slot: PayloadSlot;
  readonly index: number | null;
  readonly model: PayloadModel;
}

/** Every model of a payload, single slots first, then the lists in order. */
export function placedModels(payload: SubmissionPayload): PlacedModel[] {
  const found: PlacedModel[] = [];
  for (const slot of singleModelSlots) {
    const model = payload[slot];
    if (model) found.push({ slot, index: null, model });
  }
  for (const slot of modelListSlots) payload[slot].forEach((model, index) => found.push({ slot, index, model }));
  return found;
}

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
