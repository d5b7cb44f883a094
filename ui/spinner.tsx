import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

/** Sizes of the spinner graphic. */
const spinnerVariants = cva('inline-block shrink-0 animate-spin motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

/** The spinning ring alone, hidden from assistive technology (a busy button uses it beside its
 *  own label). With reduced motion it stays still and reads as a progress ring. */
export function SpinnerGraphic({ size, className }: VariantProps<typeof spinnerVariants> & { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      data-slot="spinner-graphic"
      className={cn(spinnerVariants({ size }), className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Props of Spinner. */
interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What is loading, read by screen readers (the status role announces it politely). */
  label?: string;
}

/** A loading indicator with a status role and a visually hidden label. */
export function Spinner({ label = 'Loading', size, className, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center', className)} {...props}>
      <SpinnerGraphic size={size} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
