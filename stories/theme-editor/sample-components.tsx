import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { FeedbackMessage } from '@ui/feedback-message';
import { ProgressBar } from '@ui/progress-bar';
import { RadioGroup } from '@ui/radio-group';
import { TextInput } from '@ui/text-input';

/** Props of SampleComponents. */
interface SampleComponentsProps {
  /** The heading level of the sample's own heading, to fit the page around it. */
  headingLevel?: 2 | 3;
}

/** One of each component a token reaches (text, panels, buttons, fields, messages, progress),
 *  so a token change shows everywhere it lands. Every id comes from useId: several samples can
 *  share a page. */
export function SampleComponents({ headingLevel = 3 }: SampleComponentsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="sample-components" className="space-y-4">
      <Heading className="font-heading text-xl font-bold">File your claim</Heading>
      <p>
        Body text on the page background, with{' '}
        <a href="#sample-link" className="text-link underline underline-offset-4 hover:no-underline">
          a link to the notice
        </a>
        .
      </p>
      <p className="text-muted-fg">A hint in the muted colour.</p>
      <div className="flex flex-wrap gap-3">
        <Button label="Submit claim" />
        <Button variant="secondary" label="Back" />
        <Button variant="danger" label="Delete document" icon="trash" />
        <Button variant="link" label="Change" />
      </div>
      <TextInput label="Claim ID" hint="The code on the notice you received" fieldWidth="20" defaultValue="JND-4821" />
      <TextInput label="Email address" type="email" defaultValue="name@" error="Enter a valid email address" />
      <Checkbox label="I confirm the information is true" defaultChecked />
      <RadioGroup
        legend="Payment method"
        options={[
          { value: 'check', label: 'Check by mail' },
          { value: 'paypal', label: 'PayPal' },
        ]}
        defaultValue="check"
      />
      <FeedbackMessage>Claims must be filed by December 31, 2026.</FeedbackMessage>
      <FeedbackMessage variant="success">Your document was uploaded.</FeedbackMessage>
      <FeedbackMessage variant="warning">Your session is about to expire.</FeedbackMessage>
      <div className="rounded-theme bg-surface p-page text-surface-fg">A panel on the surface colour.</div>
      <div className="rounded-theme bg-muted p-4 text-muted-fg">A muted panel.</div>
      <ProgressBar label="Uploading invoice.pdf" value={40} max={100} formatValueText={(v, max) => `${Math.round((v / max) * 100)}%`} />
    </div>
  );
}
