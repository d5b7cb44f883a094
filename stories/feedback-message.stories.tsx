import type { Story, StoryDefault } from '@ladle/react';
import { FeedbackMessage } from '@ui/feedback-message';

export default { title: 'Primitives / Feedback message' } satisfies StoryDefault;

/** The default (information) variant. */
export const Default: Story = () => (
  <FeedbackMessage>Claims must be submitted by 11:59 p.m. Pacific Time on December 31, 2026.</FeedbackMessage>
);

/** With a title above the message. */
export const WithTitle: Story = () => (
  <FeedbackMessage title="Before you start">You will need your claim ID and PIN from the notice you received.</FeedbackMessage>
);

/** The success variant, announced as a status. */
export const Success: Story = () => (
  <FeedbackMessage variant="success" title="Claim submitted" live>
    Your reference code is STD-7K3Q-9XWM. Keep it for your records.
  </FeedbackMessage>
);

/** The warning variant. */
export const Warning: Story = () => (
  <FeedbackMessage variant="warning" title="Your session is about to expire">
    Continue to keep your answers.
  </FeedbackMessage>
);

/** Without an icon. */
export const WithoutIcon: Story = () => (
  <FeedbackMessage icon={false}>Only documents in PDF, JPG or PNG format are accepted.</FeedbackMessage>
);
