import type { Story, StoryDefault } from '@ladle/react';
import { Field, Fieldset } from '@ui/field';

export default { title: 'Primitives / Field' } satisfies StoryDefault;

const inputClass = 'min-h-10 rounded-theme border-2 border-input bg-input-bg px-3 aria-invalid:border-danger';

/** A label wired to a native control; the building block every input primitive uses. */
export const Default: Story = () => <Field label="Claim ID">{(control) => <input {...control} className={inputClass} />}</Field>;

/** Hint text joins the control's description. */
export const WithHint: Story = () => (
  <Field label="Claim ID" hint="It is on the notice we mailed you, for example BW-100200.">
    {(control) => <input {...control} className={inputClass} />}
  </Field>
);

/** An error: described by hint then error, marked invalid, with a visually hidden prefix. */
export const WithError: Story = () => (
  <Field label="Claim ID" hint="For example BW-100200." error="Value is required" required>
    {(control) => <input {...control} className={inputClass} />}
  </Field>
);

/** Required: a visible marker and aria-required on the control. */
export const Required: Story = () => (
  <Field label="Claim ID" required>
    {(control) => <input {...control} className={inputClass} />}
  </Field>
);

/** A disabled control keeps its label and description. */
export const Disabled: Story = () => (
  <Field label="Claim ID" hint="Filled in from your notice.">
    {(control) => <input {...control} disabled defaultValue="BW-100200" className={inputClass} />}
  </Field>
);

/** A group of controls in a fieldset, named by its legend. */
export const Group: Story = () => (
  <Fieldset legend="Your name" hint="As it appears on your ID." required>
    {({ describedBy }) => (
      <div className="flex flex-wrap gap-4">
        <Field label="First name">{(control) => <input {...control} aria-describedby={describedBy} className={inputClass} />}</Field>
        <Field label="Last name">{(control) => <input {...control} className={inputClass} />}</Field>
      </div>
    )}
  </Fieldset>
);
