import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { TextInput } from '@ui/text-input';
import { getMask } from '@/engine/masks';
import { useMaskedInput } from '@/features/form-engine/react/masked-input';

export default { title: 'Primitives / Text input' } satisfies StoryDefault;

/** A labelled text input. */
export const Default: Story = () => <TextInput label="First name" autoComplete="given-name" />;

/** With a hint under the label. */
export const WithHint: Story = () => <TextInput label="Claim ID" hint="The 10-character code on the notice you received" fieldWidth="10" />;

/** With an error: only the first message shows. */
export const WithError: Story = () => (
  <TextInput
    label="Email address"
    type="email"
    autoComplete="email"
    defaultValue="name@"
    error={['Enter a valid email address', 'The maximum length allowed is 50']}
  />
);

/** Required: a marker beside the label and aria-required on the input. */
export const Required: Story = () => <TextInput label="Last name" autoComplete="family-name" required />;

/** Required for screen readers only (disableRequiredStyling). */
export const RequiredWithoutMarker: Story = () => <TextInput label="City" required disableRequiredStyling />;

/** Disabled. */
export const Disabled: Story = () => <TextInput label="Reference code" defaultValue="STD-7K3Q-9XWM" disabled />;

/** A label hidden visually that still names the input. */
export const SuppressedLabel: Story = () => (
  <div className="flex items-end gap-2">
    <TextInput label="Middle initial" suppressLabel fieldWidth="2" maxLength={1} />
  </div>
);

/** Width variants hint at the expected answer and still fit a 320px screen. */
export const Widths: Story = () => (
  <div className="flex flex-col gap-4">
    <TextInput label="Full width" />
    <TextInput label="30 characters" fieldWidth="30" />
    <TextInput label="20 characters" fieldWidth="20" />
    <TextInput label="10 characters" fieldWidth="10" />
    <TextInput label="5 characters" fieldWidth="5" />
    <TextInput label="2 characters" fieldWidth="2" />
  </div>
);

/** A mask of the form engine, passed in through the mask slot (contract: US phone). */
export const MaskedPhone: Story = () => {
  const mask = getMask('usPhone');
  const masked = useMaskedInput(mask);
  const [text, setText] = useState('');
  return (
    <TextInput
      label="Phone number"
      hint="For example, (123) 456-7890"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      fieldWidth="20"
      value={text}
      onChange={(event) => setText(masked.edit(text, event.target.value))}
      mask={masked.ref}
    />
  );
};
