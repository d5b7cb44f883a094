import type { Story, StoryDefault } from '@ladle/react';
import { Checkbox, CheckboxGroup } from '@ui/checkbox';

export default { title: 'Primitives / Checkbox' } satisfies StoryDefault;

const proof = [
  { value: 'receipt', label: 'Receipt' },
  { value: 'statement', label: 'Bank or card statement', hint: 'Showing the purchase' },
  { value: 'photo', label: 'Photo of the product' },
];

/** One checkbox with its label beside it; Enter toggles it as well as Space. */
export const Default: Story = () => <Checkbox label="Send me updates about this settlement by email" />;

/** With a hint under the label. */
export const WithHint: Story = () => (
  <Checkbox label="I want to be paid by PayPal" hint="You will confirm your PayPal account on the next page" />
);

/** With an error: the first message, in the danger colour, above the box. */
export const WithError: Story = () => (
  <Checkbox
    label="I declare under penalty of perjury that the information in this claim is true and correct"
    error="You must agree before you submit"
    required
  />
);

/** Required. */
export const Required: Story = () => <Checkbox label="I have read the notice" required />;

/** Checked. */
export const Checked: Story = () => <Checkbox label="I have read the notice" defaultChecked />;

/** Disabled, unchecked and checked. */
export const Disabled: Story = () => (
  <div className="flex flex-col gap-3">
    <Checkbox label="Not available" disabled />
    <Checkbox label="Already confirmed" defaultChecked disabled />
  </div>
);

/** Several checkboxes in a fieldset. */
export const Group: Story = () => (
  <CheckboxGroup legend="What proof of purchase do you have?" hint="Choose all that apply" options={proof} defaultValue={['receipt']} />
);

/** A group with an error. */
export const GroupWithError: Story = () => (
  <CheckboxGroup legend="What proof of purchase do you have?" options={proof} error="At least one option is required" required />
);
