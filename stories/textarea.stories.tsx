import type { Story, StoryDefault } from '@ladle/react';
import { TextArea } from '@ui/textarea';

export default { title: 'Primitives / Text area' } satisfies StoryDefault;

/** Five rows by default. */
export const Default: Story = () => <TextArea label="Describe your purchase" />;

/** With a hint. */
export const WithHint: Story = () => <TextArea label="Additional information" hint="Up to 500 characters" maxLength={500} />;

/** With errors: a text area lists every one. */
export const WithError: Story = () => (
  <TextArea
    label="Describe your purchase"
    defaultValue="<script>"
    error={['The value contains characters that are not allowed: < >', 'The maximum length allowed is 5']}
  />
);

/** Required. */
export const Required: Story = () => <TextArea label="Reason for your claim" required />;

/** Disabled. */
export const Disabled: Story = () => <TextArea label="Notes" defaultValue="Submitted on 03/14/2026" disabled />;
