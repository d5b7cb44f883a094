// The case file as the claimant reads it: the claim's states with their dates and the reasons the
// administrator wrote for them, what a deficiency asks (each named field with the answer on file),
// a denial's appeal window, and what the claimant may do now. Never the screening's flags or
// score, nor who made a change: those are the administrators'.
import type { CaseEvent, CaseFile } from '../../src/contract/case-file';
import { payloadKeyOf, type DtoMapping } from '../../src/contract/form-type-names';
import { listCaseEvents, type CaseClaim } from '../db/case-file';
import { claimantMessage } from '../claimant-messages';
import type { Queryable } from '../db/database';
import type { Settlement } from '../settlement/settlement';
import { deficiencyTarget, openDeficiency } from './guards';

/** The answer on file of a single model's field (null when none). */
function answerOnFile(payload: unknown, mapping: string, key: string): unknown {
  const model = (payload as Record<string, unknown> | null)?.[payloadKeyOf(mapping as DtoMapping)];
  if (!model || typeof model !== 'object' || Array.isArray(model)) return null;
  const fields = (model as { fields?: Record<string, unknown> }).fields;
  return fields && Object.hasOwn(fields, key) ? fields[key] : null;
}

/** The claimant's view of a claim's case file at `now`. */
export async function caseFileOf(db: Queryable, settlement: Settlement, claim: CaseClaim, now: number): Promise<CaseFile> {
  const events = await listCaseEvents(db, claim.id);
  const history: CaseEvent[] = [
    { state: 'received', at: claim.createdAt.toISOString(), reason: null },
    ...events.map((e) => ({ state: e.toState, at: e.createdAt.toISOString(), reason: reasonOf(e) })),
  ];
  const deficiency = openDeficiency(claim.state, events);
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
    actions: {
      cure: deficiency !== null && Date.parse(deficiency.cureBy) > now,
      appeal: appealBy !== null && Date.parse(appealBy) > now,
    },
  };
}
