import { FeedbackMessage } from '@ui/feedback-message';
import { DeskCallError } from './api';

/** What a failed call says, in an alert. */
export function CallFailed({ error }: { error: unknown }) {
  const message = error instanceof DeskCallError ? error.message : 'Something went wrong on our side. Please try again.';
  return (
    <FeedbackMessage variant="warning" live>
      {message}
    </FeedbackMessage>
  );
}
