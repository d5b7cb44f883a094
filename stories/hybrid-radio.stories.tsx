import type { Story, StoryDefault } from '@ladle/react';
import { HybridRadio } from '@ui/hybrid-radio';

export default { title: 'Primitives / Hybrid radio' } satisfies StoryDefault;

const where = [
  { value: 'online', label: 'Online store' },
  { value: 'retail', label: 'Retail shop' },
  { value: 'other', label: 'Somewhere else (please specify)', withText: true },
];

/** Choosing the last option reveals its text box. */
export const Default: Story = () => <HybridRadio legend="Where did you buy the product?" options={where} />;

/** With the text option already chosen and filled. */
export const TextRevealed: Story = () => (
  <HybridRadio legend="Where did you buy the product?" options={where} defaultValue={{ choice: 'other', text: 'Farmers market' }} />
);

/** With a hint. */
export const WithHint: Story = () => (
  <HybridRadio legend="Where did you buy the product?" hint="If you bought it more than once, pick the first time" options={where} />
);

/** With an error, which describes the text box as well. */
export const WithError: Story = () => (
  <HybridRadio
    legend="Where did you buy the product?"
    options={where}
    defaultValue={{ choice: 'other', text: null }}
    error="Value is required"
  />
);

/** Required. */
export const Required: Story = () => <HybridRadio legend="Where did you buy the product?" options={where} required />;

/** Disabled. */
export const Disabled: Story = () => (
  <HybridRadio legend="Where did you buy the product?" options={where} defaultValue={{ choice: 'other', text: 'Market' }} disabled />
);
