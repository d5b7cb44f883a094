// What the claimant cannot see, the claimant cannot have typed: a hidden field the form fills from
// the claimant's record at authorize (it declares a `prepopulatedDataKey`; DocumentsUpload's
// claimant name is one) is the server's to fill, never the client's. Each such field of every
// model of a claim is set here from the record on file for the claim ID the session authorized,
// or emptied when there is none, whatever the client sent. Fields the claimant sees and may
// correct (an address prefilled at authorize) are the claimant's answers and are left alone.
import type { PayloadModel, SubmissionPayload } from '../../src/contract/api';
import { mapPayloadModels } from '../../src/contract/payload-slots';
import type { FormType } from '../../src/contract/form-type-names';
import { widgetOf } from '../../src/contract/widgets';
import { sameMapping } from '../../src/engine/models';
import type { PrepopulatedValues } from '../db/claimants';
import type { Settlement } from '../settlement/settlement';

function mappingOf(model: PayloadModel): string | null {
  const mapping = model.metadata.dtoMapping ?? model.metadata.DtoMapping;
  return typeof mapping === 'string' ? mapping : null;
}

/** The model with its hidden prepopulated fields taken from the record. */
function recorded(model: PayloadModel, settlement: Settlement, formType: FormType, record: PrepopulatedValues): PayloadModel {
  const mapping = mappingOf(model);
  if (mapping === null) return model;
  const config = settlement.configs.find((c) => c.metadata.formType === formType && sameMapping(c.metadata.dtoMapping, mapping));
  const filled = config?.fields.filter((field) => field.prepopulatedDataKey && !widgetOf(field).seen) ?? [];
  if (filled.length === 0) return model;
  const values = Object.entries(record).find(([name]) => sameMapping(name, mapping))?.[1] ?? {};
  const fields = { ...model.fields };
  for (const field of filled) {
    const key = field.prepopulatedDataKey!;
    // Any spelling of the field's key or of its record key (the app keeps both) is the client's
    // claim to a value: each is replaced by the one the record gives.
    const spellings = new Set([field.key.toLowerCase(), key.toLowerCase()]);
    for (const name of Object.keys(fields)) if (spellings.has(name.toLowerCase())) delete fields[name];
    fields[field.key] = values[key] ?? null;
  }
  return { ...model, fields };
}

/** The payload with every hidden field the form fills from the claimant's record set from
 *  `record` (the authorized claimant's; empty when the form needs no authorize). */
export function withRecordedFields(
  payload: SubmissionPayload,
  settlement: Settlement,
  formType: FormType,
  record: PrepopulatedValues,
): SubmissionPayload {
  return mapPayloadModels(payload, (model) => recorded(model, settlement, formType, record));
}
