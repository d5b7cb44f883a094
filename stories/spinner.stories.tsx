import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from '@ui/spinner';

export default { title: 'Primitives / Spinner' } satisfies StoryDefault;

/** The default size, announced as "Loading". */
export const Default: Story = () => <Spinner />;

/** Small, for inline use. */
export const Small: Story = () => <Spinner size="sm" />;

/** Large, as while a layout loads. */
export const Large: Story = () => <Spinner size="lg" label="Loading the claim form" />;

/** Beside visible text, in the primary colour. */
export const WithText: Story = () => (
  <p className="flex items-center gap-2 text-primary">
    <Spinner size="sm" label="Uploading" />
    <span aria-hidden="true">Uploading your documents…</span>
  </p>
);
