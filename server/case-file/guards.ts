// The rules of a transition that its definition in transitions.ts cannot say: a reason where the
// claimant must be told why, the package's deficiency rounds and cure period, the appeal window
// and its one appeal. Each passed transition gets the detail it records (what to fix and by when,
// until when an appeal is taken).
import type { CaseState, DeficiencyItem } from '../../src/contract/case-file';
import type { FieldConfig, ModelConfig } from '../../src/contract/model-config';
import { payloadKeyOf, singleInstanceMappings, type DtoMapping } from '../../src/contract/form-type-names';
import { widgetOf } from '../../src/contract/widgets';
import { listCaseEvents, type CaseClaim } from '../db/case-file';
import type { Queryable } from '../db/database';
import type { Settlement } from '../settlement/settlement';
import { transitions, type TransitionName } from './transitions';

/** What an actor gives with a transition. */
export interface TransitionInput {
  /** The reason the claimant reads (a denial's, a deficiency's). */
  reason?: string | undefined;
  /** A deficiency's items: the fields and documents to fix. */
  items?: readonly DeficiencyItem[] | undefined;
  /** An appeal's statement, in the claimant's words. */
  statement?: string | undefined;
}

type Guarded = { kind: 'passed'; detail: Record<string, unknown> } | { kind: 'refused'; reason: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A field a deficiency may name, with whether the claimant fixes it by answering or by sending a
 *  document; null when the claim's form has no such field or it is not the claimant's to answer. */
export function deficiencyTarget(
  settlement: Settlement,
  formType: string,
  item: DeficiencyItem,
): { kind: 'field' | 'document'; config: ModelConfig; field: FieldConfig } | null {
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType) continue;
    if (payloadKeyOf(config.metadata.dtoMapping) !== payloadKeyOf(item.dtoMapping as DtoMapping)) continue;
    const field = config.fields.find((f) => f.key === item.key);
    if (!field) continue;
    const widget = widgetOf(field);
    if (widget.valueKind === 'file') return { kind: 'document', config, field };
    // Answers are corrected in a model the claim has once; a list's rows are not named one by one.
    if (!widget.seen || !singleInstanceMappings.includes(config.metadata.dtoMapping)) return null;
    if (config.metadata.dtoMapping === 'credentials') return null;
    return { kind: 'field', config, field };
  }
  return null;
}

/** Checks a transition's rules for a claim (already in the transition's `from` state). */
export async function refusalOf(
  tx: Queryable,
  settlement: Settlement,
  claim: CaseClaim,
  name: TransitionName,
  input: TransitionInput,
  now: number,
): Promise<Guarded> {
  const settings = settlement.info.caseFile;
  if (transitions[name].reason === 'required' && !input.reason?.trim()) {
    return { kind: 'refused', reason: `"${name}" needs a reason the claimant will read.` };
  }
  if (input.reason && input.reason.length > 2000) return { kind: 'refused', reason: 'A reason is at most 2000 characters.' };
  const events = await listCaseEvents(tx, claim.id);
  const newest = events.at(-1);
  const appealed = events.some((e) => e.transition === 'appeal');
  const appealBy = () => (appealed ? null : new Date(now + settings.appealDays * DAY_MS).toISOString());
  switch (name) {
    case 'markDeficient': {
      const items = input.items ?? [];
      if (items.length === 0) return { kind: 'refused', reason: 'A deficiency names at least one field or document to fix.' };
      if (items.length > 50) return { kind: 'refused', reason: 'A deficiency names at most 50 fields and documents.' };
      const unknown = items.filter((item) => !deficiencyTarget(settlement, claim.formType, item));
      if (unknown.length > 0) {
        const named = unknown.map((i) => `${i.dtoMapping}.${i.key}`).join(', ');
        return { kind: 'refused', reason: `The ${claim.formType} form has no field a claimant can fix named ${named}.` };
      }
      const rounds = events.filter((e) => e.transition === 'markDeficient').length;
      if (rounds >= settings.cureRounds) {
        return { kind: 'refused', reason: `This claim has had its ${settings.cureRounds} deficiency round(s): approve or deny it.` };
      }
      const distinct = [...new Map(items.map((i) => [`${i.dtoMapping}.${i.key}`, { dtoMapping: i.dtoMapping, key: i.key }])).values()];
      return { kind: 'passed', detail: { items: distinct, cureBy: new Date(now + settings.cureDays * DAY_MS).toISOString() } };
    }
    case 'cure': {
      const cureBy = newest?.detail.cureBy;
      if (typeof cureBy !== 'string' || Date.parse(cureBy) <= now)
        return { kind: 'refused', reason: 'The time to fix this claim has passed.' };
      return { kind: 'passed', detail: {} };
    }
    case 'closeUncured': {
      const cureBy = newest?.detail.cureBy;
      if (typeof cureBy === 'string' && Date.parse(cureBy) > now) return { kind: 'refused', reason: 'The cure period has not ended.' };
      return { kind: 'passed', detail: { appealBy: appealBy() } };
    }
    case 'deny':
      return { kind: 'passed', detail: { appealBy: appealBy() } };
    case 'appeal': {
      const until = newest?.detail.appealBy;
      if (appealed || typeof until !== 'string') return { kind: 'refused', reason: 'This denial cannot be appealed.' };
      if (Date.parse(until) <= now) return { kind: 'refused', reason: 'The time to appeal has passed.' };
      return { kind: 'passed', detail: { statement: input.statement ?? '' } };
    }
    case 'startReview':
    case 'approve':
    case 'markPaid':
      return { kind: 'passed', detail: {} };
  }
}

/** The deficiency in force (items and cure deadline) when the claim is deficient. */
export function openDeficiency(
  state: CaseState,
  events: readonly { transition: string; reason: string | null; detail: Record<string, unknown> }[],
): { items: DeficiencyItem[]; reason: string; cureBy: string } | null {
  if (state !== 'deficient') return null;
  const marked = events.findLast((e) => e.transition === 'markDeficient');
  if (!marked || typeof marked.detail.cureBy !== 'string' || !Array.isArray(marked.detail.items)) return null;
  return { items: marked.detail.items as DeficiencyItem[], reason: marked.reason ?? '', cureBy: marked.detail.cureBy };
}
