// The payment method a claim chose, as the dashboard counts it: the answer of its form's
// paymentElection field (in a slot of one model) when it is stored in the clear, "sealed" when the
// package seals that answer, "none" when the form asks none or the claim gave none. Kept in the
// claims table's payment_method column, written with the claim, so the dashboard's count reads no
// payload; db/desk-figures.ts fills the column the same way for rows written without it.
import { fieldWithRole } from '../../src/contract/field-roles';
import { singleModelSlots } from '../../src/contract/payload-slots';
import type { Settlement } from '../settlement/settlement';

/** Where a form keeps its payment election: the payload's slot and the field's key. */
interface ElectionPlace {
  formType: string;
  slot: string;
  key: string;
}

const places = new WeakMap<Settlement, ElectionPlace[]>();

/** Each form type's election; a form that asks none has an empty slot and key (read as "none").
 *  Worked out once a settlement: every claim filed asks. */
export function electionPlaces(settlement: Settlement): ElectionPlace[] {
  let known = places.get(settlement);
  if (!known) {
    known = placesOf(settlement);
    places.set(settlement, known);
  }
  return known;
}

function placesOf(settlement: Settlement): ElectionPlace[] {
  return settlement.formTypes.map((formType) => {
    const field = fieldWithRole(settlement.configs, formType, 'paymentElection');
    const slot = field?.config.metadata.dtoMapping ?? '';
    return (singleModelSlots as readonly string[]).includes(slot) ? { formType, slot, key: field!.key } : { formType, slot: '', key: '' };
  });
}

/** The payment method of a claim as it is stored (sensitive answers sealed). */
export function paymentMethodOf(settlement: Settlement, formType: string, storedPayload: unknown): string {
  const place = electionPlaces(settlement).find((p) => p.formType === formType);
  if (!place?.slot) return 'none';
  const model = (storedPayload as Record<string, { fields?: Record<string, unknown> } | null> | null)?.[place.slot];
  const answer = model?.fields?.[place.key];
  if (typeof answer === 'string') return answer;
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? 'sealed' : 'none';
}
