import type { ComponentProps, ReactNode } from 'react';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';
import { Icon, SvgIcon } from './icon';

/** Styles of the feedback message box: each variant is one token pair (info, success, warning). */
const feedbackMessageVariants = cva(
  // A border, not only a fill, marks the box out: forced-colours mode drops backgrounds but keeps borders.
  'flex gap-3 rounded-theme border border-s-4 border-current p-4',
  {
    variants: {
      variant: {
        default: 'bg-info text-info-fg',
        success: 'bg-success text-success-fg',
        warning: 'bg-warning text-warning-fg',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** The visual variant of a feedback message. */
type FeedbackVariant = NonNullable<VariantProps<typeof feedbackMessageVariants>['variant']>;

const iconClass = 'mt-1 size-5 shrink-0';

/** The variant's decorative icon: the registered circle-info and check, and a warning triangle. */
function VariantIcon({ variant }: { variant: FeedbackVariant }) {
  if (variant === 'warning') return <SvgIcon icon={faTriangleExclamation} className={iconClass} />;
  return <Icon name={variant === 'success' ? 'check' : 'circle-info'} className={iconClass} />;
}

/** Props of FeedbackMessage. */
interface FeedbackMessageProps extends Omit<ComponentProps<'div'>, 'title' | 'role'>, VariantProps<typeof feedbackMessageVariants> {
  /** Optional bold title above the message. */
  title?: ReactNode;
  /** Element for the title, so the caller can fit it into the page's heading outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** A decorative icon; the variant's icon when omitted, none when false. */
  icon?: ReactNode | false;
  /** Announce the message when it appears: a polite status, or an alert for warnings. */
  live?: boolean;
}

/** A message box for information, success or warning feedback (contract: feedback message box). */
export function FeedbackMessage({
  variant,
  title,
  titleAs: Title = 'h2',
  icon,
  live = false,
  className,
  children,
  ...props
}: FeedbackMessageProps) {
  const tone: FeedbackVariant = variant ?? 'default';
  const role = live ? (tone === 'warning' ? 'alert' : 'status') : undefined;
  const iconNode = icon === false ? null : (icon ?? <VariantIcon variant={tone} />);
  return (
    <div
      data-slot="feedback-message"
      data-variant={tone}
      role={role}
      className={cn(feedbackMessageVariants({ variant: tone }), className)}
      {...props}
    >
      {iconNode}
      <div data-slot="feedback-message-body" className="min-w-0 flex-1 space-y-1 break-words">
        {title && (
          <Title data-slot="feedback-message-title" className="m-0 text-base font-bold">
            {title}
          </Title>
        )}
        {children && <div data-slot="feedback-message-content">{children}</div>}
      </div>
    </div>
  );
}
