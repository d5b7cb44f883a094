import type { Story, StoryDefault } from '@ladle/react';
import { ErrorSummary } from '@ui/error-summary';

export default { title: 'Primitives / Error summary' } satisfies StoryDefault;

const fieldClass = 'min-h-10 rounded-theme-sm border-2 border-input bg-input-bg px-3 text-foreground';

/** Two errors linked to the fields below; following a link focuses its field. */
export const Default: Story = () => (
  <div className="space-y-6">
    <ErrorSummary
      errors={[
        { fieldId: 'story-first-name', message: 'Enter your first name' },
        { fieldId: 'story-email', message: 'Enter an email address in the correct format, like name@example.com' },
      ]}
    />
    <div className="flex flex-col gap-1.5">
      <label htmlFor="story-first-name" className="font-semibold">
        First name
      </label>
      <input id="story-first-name" className={fieldClass} aria-invalid="true" />
    </div>
    <div className="flex flex-col gap-1.5">
      <label htmlFor="story-email" className="font-semibold">
        Email address
      </label>
      <input id="story-email" type="email" className={fieldClass} aria-invalid="true" />
    </div>
  </div>
);

/** A custom title and an introduction. */
export const WithDescription: Story = () => (
  <ErrorSummary
    title="Your claim could not be submitted"
    description="Check the answers below."
    errors={[{ fieldId: 'story-missing', message: 'Select a payment method' }]}
    focusOnChange={false}
  />
);

/** No errors: renders nothing. */
export const Empty: Story = () => (
  <div>
    <p>There are no errors, so no summary shows.</p>
    <ErrorSummary errors={[]} />
  </div>
);
