import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { SavedIndicator } from '@ui/saved-indicator';

export default { title: 'Primitives / Saved indicator' } satisfies StoryDefault;

/** Shown, as right after a save; it hides itself after five seconds. */
export const Default: Story = () => <SavedIndicator show />;

/** A save button that shows the indicator again on every press. */
export const AfterSave: Story = () => {
  const [show, setShow] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => setShow(true)}
        className="min-h-10 rounded-theme-sm bg-primary px-4 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        Save
      </button>
      <SavedIndicator show={show} onHide={() => setShow(false)} />
    </div>
  );
};

/** A custom message. */
export const CustomMessage: Story = () => <SavedIndicator show message="Your answers are saved" />;
