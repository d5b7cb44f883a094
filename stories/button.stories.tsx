import type { Story, StoryDefault } from '@ladle/react';
import { Button, ButtonsUnavailable } from '@ui/button';

export default { title: 'Primitives / Button' } satisfies StoryDefault;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The default button: primary, medium. */
export const Default: Story = () => <Button label="Next" />;

/** The main action of a page. */
export const Primary: Story = () => <Button variant="primary" label="Submit claim" />;

/** A secondary action beside a primary one. */
export const Secondary: Story = () => <Button variant="secondary" label="Back" />;

/** An action that reads as a link (Change, Cancel). */
export const Link: Story = () => <Button variant="link" label="Change" />;

/** A destructive action. */
export const Danger: Story = () => <Button variant="danger" label="Delete document" icon="trash" />;

/** An icon before the label. */
export const WithIcon: Story = () => <Button label="Add another document" icon="plus" variant="secondary" />;

/** Icon only: the label becomes the accessible name. */
export const IconOnly: Story = () => (
  <div className="flex flex-wrap items-center gap-3">
    <Button icon="pen" iconOnly label="Edit claimant information" variant="secondary" size="sm" />
    <Button icon="trash" iconOnly label="Delete document" variant="danger" />
    <Button icon="x" iconOnly label="Close" variant="link" size="lg" />
  </div>
);

/** The three sizes side by side. */
export const Sizes: Story = () => (
  <div className="flex flex-wrap items-center gap-3">
    <Button size="sm" label="Small" />
    <Button size="md" label="Medium" />
    <Button size="lg" label="Large" />
  </div>
);

/** Small. */
export const Small: Story = () => <Button size="sm" label="Small" />;

/** Large. */
export const Large: Story = () => <Button size="lg" label="Submit claim" icon="paper-plane" />;

/** Disabled. */
export const Disabled: Story = () => <Button label="Next" disabled />;

/** Busy from outside (navigating, captcha in progress): disabled with a spinner. */
export const Busy: Story = () => <Button label="Submitting" busy />;

/** Unavailable while another button's action runs: announced as unavailable, still focusable, no spinner. */
export const Unavailable: Story = () => (
  <div className="flex gap-4">
    <Button variant="secondary" label="Back" unavailable />
    <Button label="Next" busy />
  </div>
);

/** The buttons of a page's blocks while the page's own action runs: every Button inside a
 *  ButtonsUnavailable that holds is unavailable, as if each had the prop. */
export const UnavailableGroup: Story = () => (
  <ButtonsUnavailable when>
    <div className="flex gap-4">
      <Button variant="secondary" label="Add a document" icon="plus" />
      <Button variant="danger" label="Delete document" icon="trash" />
    </div>
  </ButtonsUnavailable>
);

/** An async handler: the button stays disabled and spins for two seconds after a click. */
export const AsyncHandler: Story = () => <Button label="Save" icon="check" onClick={() => wait(2000)} />;

/** A long label wraps instead of overflowing a 320px screen. */
export const LongLabel: Story = () => (
  <div className="max-w-[18rem]">
    <Button label="Continue to the supporting documents you want to upload" />
  </div>
);
