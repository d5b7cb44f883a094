// What each role of the desk may do. Reviewers work the queue: they start reviews and decide
// claims that are received or in review (approve, deny, mark deficient). Supervisors do that too,
// and decide what a reviewer may not: appeals, and marking approved claims paid. Auditors read
// everything and change nothing; they, and supervisors, run the audit log's check.
import type { CaseState } from '../../src/contract/case-file';
import { administratorTransitions, transitions, type TransitionName } from '../case-file/transitions';

export const deskRoles = ['reviewer', 'supervisor', 'auditor'] as const;
/** One role of the desk. */
export type DeskRole = (typeof deskRoles)[number];

/** The transitions a reviewer makes, from the states a reviewer works in. */
const reviewerTransitions: readonly TransitionName[] = ['startReview', 'approve', 'deny', 'markDeficient'];
const reviewerStates: readonly CaseState[] = ['received', 'inReview'];

/** Whether a person of `role` may make `transition` on a claim in state `from`. */
export function mayTransition(role: DeskRole, transition: TransitionName, from: CaseState): boolean {
  if (role === 'auditor' || !administratorTransitions.includes(transition)) return false;
  if (role === 'supervisor') return true;
  if (!reviewerTransitions.includes(transition)) return false;
  // A state the transition cannot leave at all is the state machine's to refuse (409), for anyone.
  return !(transitions[transition].from as readonly CaseState[]).includes(from) || reviewerStates.includes(from);
}

/** The transitions a person of `role` may make on a claim in state `from` (the desk's buttons). */
export function transitionsFor(role: DeskRole, from: CaseState): TransitionName[] {
  return administratorTransitions.filter(
    (name) => (transitions[name].from as readonly CaseState[]).includes(from) && mayTransition(role, name, from),
  );
}

/** Whether a person of `role` may run the audit log's check. */
export function mayVerifyAudit(role: DeskRole): boolean {
  return role === 'auditor' || role === 'supervisor';
}
