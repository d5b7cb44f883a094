import { useEffect, useRef } from 'react';
import { FeedbackMessage } from '@ui/feedback-message';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import type { CaseFile } from '@/contract/case-file';
import type { CaseActionResult } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';

/** What a failed case call tells the claimant: its catalogue message (the retry message for a
 *  network failure or a 5xx), or the same message for anything unforeseen. */
export function failureMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  console.error(error);
  return PROBLEM_OCCURRED;
}

/** A refused or failed call's message. Each new failure takes focus, so the next Tab goes on from
 *  the message; the alert role announces it as well. The alert stays mounted (empty, it takes no
 *  room) because a live region inserted with its text is not read by every screen reader. */
export function CallFailure({ message, count }: { message: string | null; count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (count > 0 && message !== null) ref.current?.focus();
  }, [count, message]);
  return (
    <div role="alert" data-slot="case-failure">
      {message && (
        <FeedbackMessage ref={ref} tabIndex={-1} variant="warning">
          {message}
        </FeedbackMessage>
      )}
    </div>
  );
}

/** The failure state of a form of the case file: the message and how many times one was shown. */
interface FailureState {
  readonly message: string | null;
  readonly count: number;
}

/** No failure yet. */
export const noFailure: FailureState = { message: null, count: 0 };

/** The next failure state after a message (null clears it without counting). */
export function nextFailure(state: FailureState, message: string | null): FailureState {
  return message === null ? { message, count: state.count } : { message, count: state.count + 1 };
}

/** Sends a cure, an appeal or a change of address: the new case file on success, else the
 *  server's message (or the retry message) as the form's next failure; what was typed stays. */
export async function sendCaseAction(
  send: () => Promise<CaseActionResult>,
  onDone: (caseFile: CaseFile) => void,
  setFailure: (update: (state: FailureState) => FailureState) => void,
): Promise<void> {
  try {
    const answer = await send();
    if (answer.caseFile && !answer.error) onDone(answer.caseFile);
    else setFailure((state) => nextFailure(state, answer.error ?? PROBLEM_OCCURRED));
  } catch (error) {
    setFailure((state) => nextFailure(state, failureMessageOf(error)));
  }
}
