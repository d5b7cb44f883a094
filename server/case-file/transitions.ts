// The case file's state machine: every change a claim's state may take, one definition each, with
// the states it may leave, the state it reaches, who may make it, and whether the claimant must be
// told why. Typed as a table over the transition names, so a new transition is decided in one
// place and the compiler finds every switch that must learn it. The rules a definition cannot say
// (how many deficiency rounds, whether an appeal is still open) are in guards.ts.
import type { CaseState } from '../../src/contract/case-file';

/** Who makes a change: an administrator (API, CLI), the claimant (their case file), or the server
 *  itself (the sweep that closes an uncured deficiency). */
type CaseActor = 'administrator' | 'claimant' | 'system';

interface TransitionDefinition {
  readonly from: readonly CaseState[];
  readonly to: CaseState;
  readonly by: CaseActor;
  /** `required`: the change carries a reason the claimant reads (a denial's, a deficiency's). */
  readonly reason: 'required' | 'optional' | 'none';
}

export const transitions = {
  startReview: { from: ['received'], to: 'inReview', by: 'administrator', reason: 'none' },
  markDeficient: { from: ['received', 'inReview'], to: 'deficient', by: 'administrator', reason: 'required' },
  cure: { from: ['deficient'], to: 'inReview', by: 'claimant', reason: 'none' },
  closeUncured: { from: ['deficient'], to: 'denied', by: 'system', reason: 'none' },
  approve: { from: ['received', 'inReview', 'appealed'], to: 'approved', by: 'administrator', reason: 'optional' },
  deny: { from: ['received', 'inReview', 'appealed'], to: 'denied', by: 'administrator', reason: 'required' },
  appeal: { from: ['denied'], to: 'appealed', by: 'claimant', reason: 'none' },
  markPaid: { from: ['approved'], to: 'paid', by: 'administrator', reason: 'none' },
} as const satisfies Record<string, TransitionDefinition>;

/** The name of one transition. */
export type TransitionName = keyof typeof transitions;

const transitionNames = Object.keys(transitions) as TransitionName[];

/** The transitions an administrator makes (the admin API and CLI offer these). */
export const administratorTransitions = transitionNames.filter((name) => transitions[name].by === 'administrator');
