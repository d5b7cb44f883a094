import type { Story, StoryDefault } from '@ladle/react';
import { RadioGroup } from '@ui/radio-group';

export default { title: 'Primitives / Radio group' } satisfies StoryDefault;

const payment = [
  { value: 'check', label: 'Check by mail' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'card', label: 'Prepaid card' },
];

/** Stacked radios in a fieldset named by its legend. */
export const Default: Story = () => <RadioGroup legend="How do you want to receive your payment?" options={payment} />;

/** A group hint and hints on options. */
export const WithHint: Story = () => (
  <RadioGroup
    legend="How do you want to receive your payment?"
    hint="You can change this until the deadline"
    options={[
      { value: 'check', label: 'Check by mail', hint: 'Sent to your mailing address' },
      { value: 'paypal', label: 'PayPal', hint: 'You will log in to PayPal to confirm' },
    ]}
  />
);

/** With an error. */
export const WithError: Story = () => (
  <RadioGroup legend="How do you want to receive your payment?" options={payment} error="Value is required" />
);

/** Required. */
export const Required: Story = () => <RadioGroup legend="Did you buy the product?" options={payment} required />;

/** Disabled, with a choice made. */
export const Disabled: Story = () => (
  <RadioGroup legend="How do you want to receive your payment?" options={payment} defaultValue="paypal" disabled />
);

/** Inline layout for short answers. */
export const Inline: Story = () => (
  <RadioGroup
    legend="Did you buy the product in the United States?"
    layout="inline"
    options={[
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ]}
  />
);

/** A "none" option appended after the others. */
export const WithNoneOption: Story = () => (
  <RadioGroup
    legend="Which product did you buy?"
    options={[
      { value: 'a', label: 'Model A' },
      { value: 'b', label: 'Model B' },
    ]}
    hasNoneOption
    noneOptionLabel="None of these"
  />
);
