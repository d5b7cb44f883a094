import type { Story, StoryDefault } from '@ladle/react';
import { Select } from '@ui/select';

export default { title: 'Primitives / Select' } satisfies StoryDefault;

const states = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'AE', label: 'Armed Forces Europe' },
];

/** A native select with an empty placeholder choice. */
export const Default: Story = () => <Select label="State" options={states} autoComplete="address-level1" fieldWidth="20" />;

/** With a hint. */
export const WithHint: Story = () => (
  <Select label="State" hint="Where you lived when you made the purchase" options={states} placeholder="Select a state" />
);

/** With an error. */
export const WithError: Story = () => <Select label="State" options={states} error="Value is required" fieldWidth="20" />;

/** Required. */
export const Required: Story = () => <Select label="State" options={states} required fieldWidth="20" />;

/** Disabled. */
export const Disabled: Story = () => (
  <Select label="Country" options={[{ value: 'US', label: 'United States' }]} placeholder={null} disabled />
);
