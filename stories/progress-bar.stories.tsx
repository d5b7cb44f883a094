import type { Story, StoryDefault } from '@ladle/react';
import { ProgressBar } from '@ui/progress-bar';

export default { title: 'Primitives / Progress bar' } satisfies StoryDefault;

const MB = 1024 * 1024;

/** Part way through an upload. */
export const Default: Story = () => <ProgressBar label="Uploading invoice.pdf" value={1.2 * MB} max={3.4 * MB} />;

/** Not started yet. */
export const Empty: Story = () => <ProgressBar label="Uploading receipt.jpg" value={0} max={850 * 1024} />;

/** Finished. */
export const Complete: Story = () => <ProgressBar label="Uploaded statement.pdf" value={2 * MB} max={2 * MB} />;

/** While the total is not known yet. */
export const Indeterminate: Story = () => <ProgressBar label="Preparing upload" max={1} />;

/** A custom value text (percentages). */
export const Percent: Story = () => (
  <ProgressBar label="Submitting your claim" value={40} max={100} formatValueText={(value, max) => `${Math.round((value / max) * 100)}%`} />
);
