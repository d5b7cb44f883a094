import type { CaseState } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';

/** The copy key of each state's name, as the claimant reads it. */
export const caseStateCopy: Readonly<Record<CaseState, string>> = {
  received: caseFileCopy.stateReceived,
  inReview: caseFileCopy.stateInReview,
  deficient: caseFileCopy.stateDeficient,
  approved: caseFileCopy.stateApproved,
  denied: caseFileCopy.stateDenied,
  appealed: caseFileCopy.stateAppealed,
  paid: caseFileCopy.statePaid,
};
