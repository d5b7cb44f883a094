// The server's own deadline check: submit, authorize and the documents upload of a form are
// refused once the deadline that closes that form, or the global one, has passed. The dates are
// read from the settlement's deadlines.json with the same parser and zone the pages use, and a
// deadline moved into the past by DEADLINE_PASSED or the admin call counts as passed, as it does
// for the pages. A deadline's `graceMinutes` keeps it open that much longer for claimants whose
// began-stamp (began-stamp.ts) predates it. Refusing a request after its deadline (410, with the
// deadline's key) is the HTTP layer's: http/deadline-refusal.ts.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DeadlineKey, DeadlinesResponse } from '../../src/contract/api';
import { formDeadlineKey } from '../../src/contract/form-pages';
import type { FormType } from '../../src/contract/form-type-names';
import { parseDeadlineDateTime } from '../../src/engine/deadlines/parse-deadline';
import { ianaZoneOf } from '../../src/engine/deadlines/time-zones';
import type { Settlement } from '../settlement/settlement';

/** One deadline as the server enforces it. */
interface EnforcedDeadline {
  readonly key: DeadlineKey;
  /** The instant it passes, epoch ms. */
  readonly at: number;
  /** How long it stays open for claimants who began before it, in ms (0: no grace). */
  readonly graceMs: number;
}

// A reload replaces the deadlines object, so the parsed form is kept per object.
const parsed = new WeakMap<Settlement['deadlines'], Map<DeadlineKey, EnforcedDeadline>>();

function enforcedDeadlines(deadlines: Settlement['deadlines']): Map<DeadlineKey, EnforcedDeadline> {
  let byKey = parsed.get(deadlines);
  if (!byKey) {
    byKey = new Map();
    for (const [key, entry] of Object.entries(deadlines.deadlines) as [DeadlineKey, (typeof deadlines.deadlines)[DeadlineKey]][]) {
      byKey.set(key, {
        key,
        at: parseDeadlineDateTime(entry.date, deadlines.timeZone, key),
        graceMs: (entry.graceMinutes ?? 0) * 60_000,
      });
    }
    parsed.set(deadlines, byKey);
  }
  return byKey;
}

/** What the check needs besides the settlement. */
interface DeadlineGateInput {
  /** Deadlines moved into the past (DEADLINE_PASSED, the admin call): passed, without grace. */
  readonly passed: ReadonlySet<DeadlineKey>;
  /** Now, epoch ms. */
  readonly now: number;
  /** When this claimant began (their verified began-stamp), epoch ms, or null without one. */
  readonly began: number | null;
}

/** The instant a deadline closes for this claimant: its date, plus its grace when they began before it. */
function closingTime(settlement: Settlement, key: DeadlineKey, began: number | null): number {
  const deadline = enforcedDeadlines(settlement.deadlines).get(key);
  if (!deadline) return Number.POSITIVE_INFINITY;
  const graced = deadline.graceMs > 0 && began !== null && began <= deadline.at;
  return graced ? deadline.at + deadline.graceMs : deadline.at;
}

/** The key of the deadline that closes `formType` for this claimant (the form's own first, as the
 *  pages look at it first), or null while both are open. Passed means strictly after the instant,
 *  as on the pages. */
export function closedDeadline(settlement: Settlement, formType: FormType, input: DeadlineGateInput): DeadlineKey | null {
  for (const key of [formDeadlineKey[formType], 'globalDeadline'] as const) {
    if (input.passed.has(key)) return key;
    if (input.now > closingTime(settlement, key, input.began)) return key;
  }
  return null;
}

/** The instant `formType` closes for a claimant who has not begun yet (epoch ms; Infinity when no
 *  deadline closes it): the earlier of its own deadline and the global one. */
export function formClosesAt(settlement: Settlement, formType: FormType): number {
  return Math.min(closingTime(settlement, formDeadlineKey[formType], null), closingTime(settlement, 'globalDeadline', null));
}

/** The deadlines answer as this claimant's pages must apply it: a deadline whose grace they
 *  qualify for (began before it, not moved into the past) is given as its date plus the grace, so
 *  the pages let them finish exactly as long as the server accepts their claim. */
export function deadlinesAnswerFor(
  settlement: Settlement,
  answer: DeadlinesResponse,
  passed: ReadonlySet<DeadlineKey>,
  began: number | null,
): DeadlinesResponse {
  if (began === null) return answer;
  const zone = tz(ianaZoneOf(settlement.deadlines.timeZone, 'globalDeadline'));
  const shifted = new Map<string, string>();
  for (const [key, deadline] of enforcedDeadlines(settlement.deadlines)) {
    const closes = closingTime(settlement, key, began);
    if (passed.has(key) || closes === deadline.at) continue;
    shifted.set(key, format(closes, 'MM/dd/yyyy hh:mm:ss a', { in: zone }));
  }
  if (shifted.size === 0) return answer;
  if ('en' in answer) {
    const deadlines = Object.fromEntries(
      Object.entries(answer.en.deadlines).map(([key, entry]) => [
        key,
        { ...entry, deadlineDateTime: shifted.get(key) ?? entry.deadlineDateTime },
      ]),
    );
    return { ...answer, en: { ...answer.en, deadlines } };
  }
  const deadlines = Object.fromEntries(
    Object.entries(answer.deadlines).map(([key, entry]) => [key, { ...entry, deadline: shifted.get(key) ?? entry.deadline }]),
  );
  return { ...answer, deadlines };
}
