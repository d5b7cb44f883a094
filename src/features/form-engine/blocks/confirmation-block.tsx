import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@ui/button';
import { cn } from '@ui/cn';
import { catalogue, type CopyText } from '@/contract/copy-catalogue';
import { useTranslators } from '../react/translate';

/** Props of ConfirmationBlock. */
interface ConfirmationBlockProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The claim's reference code from the submit answer (e.g. STD-7K3Q-9XWM). */
  referenceCode: string;
  /** The heading's copy; the claim confirmation's ("Thank you, your claim was submitted") when absent. */
  heading?: CopyText;
  /** The introduction's copy, which may name the {referenceCode}; the claim confirmation's when absent. */
  intro?: CopyText;
  /** The heading level that fits the page's outline. */
  headingLevel?: 1 | 2 | 3;
  /** Extra content after the next steps (links, contact details). */
  children?: ReactNode;
}

type CopyState = 'idle' | 'copied' | 'failed';

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** The confirmation block: a heading, the reference code large under its own label, a copy and
 *  a print button, and the next steps. The code selects with one click (so it can be copied by
 *  hand too) and the printed page keeps everything but the buttons. */
export function ConfirmationBlock({
  referenceCode,
  heading = catalogue.page.confirmationHeading,
  intro = catalogue.page.confirmationIntro,
  headingLevel = 2,
  className,
  children,
  ...props
}: ConfirmationBlockProps) {
  const translators = useTranslators();
  const headingId = `${useId()}-heading`;
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const Heading = headingTags[headingLevel];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referenceCode);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="confirmation-block"
      className={cn(
        'flex flex-col gap-4 rounded-theme border-2 border-border bg-background p-4 text-foreground break-inside-avoid sm:p-6',
        className,
      )}
      {...props}
    >
      <Heading id={headingId} className="m-0 text-2xl font-bold">
        {translators.copy(heading)}
      </Heading>
      <p className="m-0">{translators.copy(intro, { referenceCode })}</p>
      <dl data-slot="reference-code" className="m-0 flex flex-col gap-1">
        <dt className="font-semibold">{translators.copy(catalogue.shared.referenceCodeLabel)}</dt>
        <dd className="m-0">
          <code
            data-slot="reference-code-value"
            className="inline-block rounded-theme-sm border-2 border-dashed border-input px-3 py-2 font-mono text-3xl font-bold tracking-wider break-all select-all"
          >
            {referenceCode}
          </code>
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="secondary" onClick={copy}>
          {translators.copy(catalogue.button.copyReferenceCode)}
        </Button>
        <Button variant="secondary" onClick={() => globalThis.print?.()}>
          {translators.copy(catalogue.button.print)}
        </Button>
        <p role="status" data-slot="reference-code-status" className="m-0 font-semibold">
          {copyState === 'copied' && translators.copy(catalogue.shared.referenceCodeCopied)}
          {copyState === 'failed' && translators.copy(catalogue.shared.referenceCodeCopyFailed)}
        </p>
      </div>
      <p className="m-0">{translators.copy(catalogue.page.confirmationNextSteps)}</p>
      {children}
    </section>
  );
}
