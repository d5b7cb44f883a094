import { useEffect, useId, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cn } from './cn';

/** One error in the summary: the id of the field it belongs to and its message. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

/** Props of ErrorSummary. */
interface ErrorSummaryProps extends Omit<ComponentProps<'section'>, 'title' | 'children'> {
  /** The errors to list; the summary renders nothing when there are none. */
  errors: readonly ErrorSummaryItem[];
  /** The summary's heading. */
  title?: ReactNode;
  /** Optional text between the heading and the list. */
  description?: ReactNode;
  /** Move focus to the summary when it appears and whenever the errors change. */
  focusOnChange?: boolean;
}

const focusableSelector =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Focuses the field an error link points at and scrolls its label or legend into view, because
 *  a focused input at the top edge of the screen would hide the question it answers. */
export function focusField(fieldId: string, doc: Document = document): boolean {
  const target = doc.getElementById(fieldId);
  if (!target) return false;
  // A group (fieldset) is not focusable itself; its first control is what the user should reach.
  const control = target.matches(focusableSelector) ? target : (target.querySelector<HTMLElement>(focusableSelector) ?? target);
  const caption =
    (control.id ? doc.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null) ??
    control.closest('fieldset')?.querySelector(':scope > legend') ??
    control;
  if (!control.matches(focusableSelector) && !control.hasAttribute('tabindex')) control.setAttribute('tabindex', '-1');
  control.focus({ preventScroll: true });
  caption.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** The page-level error summary (GOV.UK pattern): takes focus, links each error to its field,
 *  and is read out in full by screen readers when it appears or changes. */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  focusOnChange = true,
  className,
  ...props
}: ErrorSummaryProps) {
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLElement>(null);
  // Focus follows the content of the list, not the identity of the array the caller passes.
  const errorsKey = errors.map((e) => `${e.fieldId}\u0000${e.message}`).join('\u0001');

  useEffect(() => {
    if (focusOnChange && errorsKey) ref.current?.focus();
  }, [errorsKey, focusOnChange]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  const summary = (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-slot="error-summary"
      className={cn('rounded-theme border-4 border-danger bg-background p-4 text-foreground sm:p-6', className)}
      {...props}
    >
      <h2 id={titleId} data-slot="error-summary-title" className="m-0 mb-3 text-xl font-bold">
        {title}
      </h2>
      {description && <div className="mb-3">{description}</div>}
      <ul data-slot="error-summary-list" className="m-0 list-none space-y-1 p-0">
        {errors.map((error, i) => (
          <li key={`${error.fieldId}-${i}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(e) => onLinkClick(e, error.fieldId)}
              className="inline-flex min-h-6 items-center font-semibold break-words text-danger underline hover:no-underline"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );

  // Focus on the summary alone makes a screen reader say "region, There is a problem" and stop.
  // The summary therefore sits in an alert that is always there (a live region must exist before
  // its content for every screen reader to read it out); empty, it takes no room.
  return (
    <div role="alert" data-slot="error-summary-alert" className={errors.length === 0 ? 'absolute' : undefined}>
      {errors.length > 0 && summary}
    </div>
  );
}
