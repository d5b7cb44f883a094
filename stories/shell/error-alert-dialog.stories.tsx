import type { Story, StoryDefault } from '@ladle/react';
import { REQUEST_FAILED } from '@/contract/messages';
import { errorCopy } from '@/contract/copy-keys';
import { ErrorAlertDialog } from '@/features/app-state/error-alert-dialog';
import { ShellStory } from './support';

export default { title: 'Shell / Error alert dialog' } satisfies StoryDefault;

/** A start-up failure with the contract's message, under the default title. */
export const RequestFailed: Story = () => (
  <ShellStory state={{ errorInfo: { showError: true, header: null, message: REQUEST_FAILED } }}>
    <ErrorAlertDialog />
  </ShellStory>
);

/** A submit that returned no reference code: the message is a copy key, shown translated. */
export const SubmissionDefault: Story = () => (
  <ShellStory state={{ errorInfo: { showError: true, header: null, message: errorCopy.submissionDefault } }}>
    <ErrorAlertDialog />
  </ShellStory>
);

/** The same in Spanish. */
export const Spanish: Story = () => (
  <ShellStory culture="es" state={{ errorInfo: { showError: true, header: null, message: errorCopy.submissionDefault } }}>
    <ErrorAlertDialog />
  </ShellStory>
);
