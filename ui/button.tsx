import { createContext, use, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';
import { Icon, type IconName } from './icon';
import { SpinnerGraphic } from './spinner';

/** Button styles. Every variant keeps a 2px border (transparent where the design has none) so
 *  forced-colors mode, which drops backgrounds, still draws the button's edge. */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-theme border-2 font-semibold leading-tight',
    'text-center whitespace-normal break-words select-none transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed',
  ],
  {
    variants: {
      variant: {
        primary: 'border-transparent bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'border-primary bg-background text-primary hover:bg-secondary hover:text-secondary-fg',
        link: 'border-transparent bg-transparent text-link underline underline-offset-4 hover:no-underline',
        danger: 'border-transparent bg-danger text-danger-fg hover:underline hover:underline-offset-4',
      },
      size: {
        sm: 'min-h-8 px-3 py-1 text-sm',
        md: 'min-h-10 px-4 py-1.5 text-base',
        lg: 'min-h-12 px-6 py-2 text-lg',
      },
      iconOnly: {
        true: 'shrink-0 px-0 py-0',
        false: '',
      },
    },
    compoundVariants: [
      // A link-styled button keeps text-link spacing but still offers a 24px target (WCAG 2.5.8).
      { variant: 'link', iconOnly: false, className: 'min-h-6 px-1 py-0' },
      { size: 'sm', iconOnly: true, className: 'size-8' },
      { size: 'md', iconOnly: true, className: 'size-10' },
      { size: 'lg', iconOnly: true, className: 'size-12' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
  },
);

type ClickResult = void | Promise<unknown>;

const UnavailableContext = createContext(false);

/** Makes every Button inside unavailable while `when` holds, as its own `unavailable` prop does:
 *  the buttons of a page's blocks (add, edit, remove a record) wait while the page's action runs. */
export function ButtonsUnavailable({ when, children }: { when: boolean; children: ReactNode }) {
  return <UnavailableContext value={when}>{children}</UnavailableContext>;
}

/** Props of Button: a visible label (or children), an optional icon, and an optional async handler. */
interface ButtonProps extends Omit<ComponentProps<'button'>, 'onClick'>, Omit<VariantProps<typeof buttonVariants>, 'iconOnly'> {
  /** The button's text; for an icon-only button it becomes the accessible name (aria-label). */
  label?: string;
  /** A registered icon shown before the label, or alone when `iconOnly`. */
  icon?: IconName;
  /** Show only the icon; `label` then names the button for assistive technology. */
  iconOnly?: boolean;
  /** Busy from outside (navigating, captcha in progress): aria-disabled with a spinner. */
  busy?: boolean;
  /** Unavailable while another button's action runs: aria-disabled and presses ignored, no
   *  spinner (also inside a ButtonsUnavailable that holds). */
  unavailable?: boolean;
  /** A handler that returns a promise keeps the button aria-disabled and spinning until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => ClickResult;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Promise<unknown>).then === 'function';
}

/** An accessible button with variants, sizes, an optional icon and a busy state. */
export function Button({
  label,
  icon,
  iconOnly = false,
  busy = false,
  unavailable = false,
  variant,
  size,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  'aria-label': ariaLabel,
  ...props
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  const unavailableAround = use(UnavailableContext);
  const waits = unavailable || unavailableAround;
  const hasContent = children !== undefined && children !== null && children !== false && children !== '';

  if (!label && !icon && !hasContent) {
    throw new Error('Either label or icon must have a value.');
  }
  const showsIconOnly = Boolean(icon) && (iconOnly || (!label && !hasContent));
  const accessibleName = ariaLabel ?? (showsIconOnly ? label : undefined);
  if (showsIconOnly && !accessibleName) {
    throw new Error(`The icon-only button "${icon}" needs a label: it is the button's accessible name.`);
  }

  const working = busy || pending;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (working || waits) {
      // Busy, but still focusable: a press does nothing (not even submit a form).
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (isPromise(result)) {
      setPending(true);
      // A rejection is not swallowed: it stays visible to the caller's error reporting.
      void result.finally(() => setPending(false));
    }
  };

  const glyph = working ? <SpinnerGraphic size="sm" className="size-[1em]" /> : icon ? <Icon name={icon} className="size-[1em]" /> : null;

  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-busy={working || undefined}
      // Busy is aria-disabled, never disabled: a disabled button drops focus to <body>, and a
      // keyboard or screen reader user whose Submit was refused would start over at the top.
      disabled={disabled}
      aria-disabled={working || waits || undefined}
      aria-label={accessibleName}
      className={cn(buttonVariants({ variant, size, iconOnly: showsIconOnly }), className)}
      onClick={handleClick}
      {...props}
    >
      {glyph}
      {!showsIconOnly && (hasContent ? children : label)}
    </button>
  );
}
