import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@ui/cn';
import { HeaderBlock } from '@ui/header-block';

/** Props of DataSummary. */
interface DataSummaryProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The summary's header (e.g. "Your name and address"). */
  heading: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Content beside the heading, such as a "Change" link. */
  action?: ReactNode;
  /** The display rows. */
  children: ReactNode;
}

const styleTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** The data summary block: a header and the display rows under it, as one labelled region. */
export function DataSummary({ heading, headingLevel = 2, action, className, children, ...props }: DataSummaryProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="data-summary"
      className={cn('rounded-theme border border-border bg-background p-4 text-foreground break-inside-avoid sm:p-6', className)}
      {...props}
    >
      <div
        data-slot="data-summary-header"
        className="mb-2 flex flex-wrap items-baseline justify-between gap-3 border-b-2 border-border pb-2"
      >
        <HeaderBlock styleTag={styleTags[headingLevel]} id={headingId} className="text-lg">
          {heading}
        </HeaderBlock>
        {action && <div className="print:hidden">{action}</div>}
      </div>
      <div data-slot="data-summary-rows" className="divide-y divide-border">
        {children}
      </div>
    </section>
  );
}
