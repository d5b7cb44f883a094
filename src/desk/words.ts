// How the desk words the server's names for states, transitions and roles. The desk is a staff
// tool in English; the claimant's site words the same states in each culture in its own copy.
import type { CaseState } from '@/contract/case-file';
import type { DeskRoleName } from '@/contract/desk';

export const stateWords: Record<CaseState, string> = {
  received: 'Received',
  inReview: 'In review',
  deficient: 'Deficient',
  approved: 'Approved',
  denied: 'Denied',
  appealed: 'Appealed',
  paid: 'Paid',
};

/** What each decision button says. */
export const transitionWords: Record<string, string> = {
  startReview: 'Start review',
  approve: 'Approve',
  deny: 'Deny',
  markDeficient: 'Mark deficient',
  markPaid: 'Mark paid',
};

export const roleWords: Record<DeskRoleName, string> = { reviewer: 'Reviewer', supervisor: 'Supervisor', auditor: 'Auditor' };

/** The decisions whose reason the claimant reads, so the form asks for one. */
export const reasonRequired = new Set(['deny', 'markDeficient']);

/** A date and time as staff read them, in their own zone. */
export function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
