// The case file as the claimant reads it: the claim's states with their dates and the reasons the
// administrator wrote for them, what a deficiency asks (each named field with the answer on file),
// a denial's appeal window, and what the claimant may do now. Never the screening's flags or
// score, nor who made a change: those are the administrators'.
import type { CaseEvent, CaseFile, CaseState } from '../../src/contract/case-file';
import { payloadKeyOf, type DtoMapping, type FormType } from '../../src/contract/form-type-names';
import { addressKeys } from '../../src/contract/form-pages';
import { listCaseEvents, type CaseClaim } from '../db/case-file';
import { claimantMessage } from '../claimant-messages';
import type { Queryable } from '../db/database';
import { closedDeadline } from '../claims/deadline-gate';
import { amendable } from './amend';
import type { DeadlineKey } from '../../src/contract/api';
import type { Settlement } from '../settlement/settlement';
import { deficiencyTarget, openDeficiency } from './guards';
import { currentPayout, payoutCutoff, payoutOpen, payoutSectionOf } from './payout-section';

/** The answer on file of a single model's field (null when none). */
function answerOnFile(payload: unknown, mapping: string, key: string): unknown {
  const model = (payload as Record<string, unknown> | null)?.[payloadKeyOf(mapping as DtoMapping)];
  if (!model || typeof model !== 'object' || Array.isArray(model)) return null;
  const fields = (model as { fields?: Record<string, unknown> }).fields;
  return fields && Object.hasOwn(fields, key) ? fields[key] : null;
}

/** The states in which the claimant may still change the mailing address: until the claim is paid. */
export const addressOpen = (state: CaseState) => state !== 'paid';

/** The form's mailing address block (its first address section): the model and the fields it
 *  shows that the model has; null when the form shows none. */
export function addressBlockOf(settlement: Settlement, formType: string): { dtoMapping: string; keys: string[] } | null {
  for (const page of settlement.pages[formType as FormType] ?? []) {
    for (const section of page.sections) {
      if (section.kind !== 'address') continue;
      const config = settlement.sectionConfigOf(formType as FormType, section.mapping);
      if (!config) continue;
      const keys = Object.values(addressKeys).filter((key) => config.fields.some((f) => f.key === key));
      return { dtoMapping: config.metadata.dtoMapping, keys };
    }
  }
  return null;
}

/** The claimant's view of a claim's case file at `now`. */
export async function caseFileOf(
  db: Queryable,
  settlement: Settlement,
  claim: CaseClaim,
  now: number,
  passed: ReadonlySet<DeadlineKey> = new Set(),
): Promise<CaseFile> {
  const events = await listCaseEvents(db, claim.id);
  const history: CaseEvent[] = [
    { state: 'received', at: claim.createdAt.toISOString(), reason: null },
    ...events.map((e) => ({ state: e.toState, at: e.createdAt.toISOString(), reason: reasonOf(e) })),
  ];
  const deficiency = openDeficiency(claim.state, events);
  const address = addressBlockOf(settlement, claim.formType);
  const payout = payoutSectionOf(settlement, claim.formType);
  const newest = events.at(-1);
  // The server's own changes carry no administrator's words: theirs are the package's copy.
  function reasonOf(event: { transition: string; reason: string | null }): string | null {
    return event.transition === 'closeUncured' ? claimantMessage(settlement, claim.culture, 'caseUncured') : event.reason;
  }
  const appealBy = claim.state === 'denied' && typeof newest?.detail.appealBy === 'string' ? newest.detail.appealBy : null;
  return {
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    state: claim.state,
    history,
    deficiency: deficiency && {
      reason: deficiency.reason,
      cureBy: deficiency.cureBy,
      items: deficiency.items.flatMap((item) => {
        const target = deficiencyTarget(settlement, claim.formType, item);
        if (!target) return [];
        const value = target.kind === 'field' ? answerOnFile(claim.payload, item.dtoMapping, item.key) : null;
        return [{ dtoMapping: item.dtoMapping, key: item.key, kind: target.kind, value }];
      }),
    },
    denial: claim.state === 'denied' && newest ? { reason: reasonOf(newest) ?? '', appealBy } : null,
    address: address && {
      dtoMapping: address.dtoMapping,
      fields: address.keys.map((key) => ({ key, value: answerOnFile(claim.payload, address.dtoMapping, key) })),
    },
    payout: payout && {
      dtoMapping: payout.dtoMapping,
      legend: payout.section.legend,
      election: payout.election,
      methods: payout.methods.map((m) => ({ option: m.option, keys: [...m.keys] })),
      current: currentPayout(payout, claim.payload),
      until: payoutCutoff(settlement)?.toISOString() ?? null,
    },
    actions: {
      changeAddress: address !== null && addressOpen(claim.state),
      changePayout: payout !== null && payoutOpen(settlement, claim.state, now),
      // A form filed after the notice's sign-in reopens behind that sign-in's guard: not offered.
      amend:
        !settlement.needsAuthorization(claim.formType as FormType) &&
        amendable.includes(claim.state) &&
        closedDeadline(settlement, claim.formType as FormType, { passed, now, began: null }) === null,
      cure: deficiency !== null && Date.parse(deficiency.cureBy) > now,
      appeal: appealBy !== null && Date.parse(appealBy) > now,
    },
  };
}
