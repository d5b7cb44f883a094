import type { ComponentProps } from 'react';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from './button';
import { cn } from './cn';
import { Icon } from './icon';

/** The menu's state holder (open, defaultOpen, onOpenChange, modal). Not modal by default: a
 *  modal menu hides the page, trigger included, with aria-hidden while the trigger stays
 *  focusable (axe: aria-hidden-focus), and a navigation menu needs no page-wide trap; Escape
 *  and an outside click still close it. */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

/** Props of DropdownMenuTrigger: a button's variant and size and its label as children. */
interface DropdownMenuTriggerProps
  extends ComponentProps<typeof DropdownMenuPrimitive.Trigger>,
    Omit<VariantProps<typeof buttonVariants>, 'iconOnly'> {}

/** The button that opens the menu, with a chevron that turns while the menu is open. */
export function DropdownMenuTrigger({ variant = 'secondary', size, className, children, ...props }: DropdownMenuTriggerProps) {
  return (
    <DropdownMenuPrimitive.Trigger
      data-slot="dropdown-menu-trigger"
      className={cn(buttonVariants({ variant, size }), 'group', className)}
      {...props}
    >
      {children}
      <Icon name="chevron-down" className="size-[0.8em] transition-transform group-data-[state=open]:rotate-180" />
    </DropdownMenuPrimitive.Trigger>
  );
}

/** The floating list of items, portalled above the page and kept on screen; arrow keys wrap
 *  from the last item to the first and back. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  loop = true,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        loop={loop}
        collisionPadding={8}
        className={cn(
          'z-50 flex max-h-(--radix-dropdown-menu-content-available-height) max-w-[calc(100vw-1rem)] min-w-48 flex-col gap-0.5 overflow-y-auto',
          'rounded-theme border-2 border-border bg-background p-1 text-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** One menu item; with `asChild` it can be a link (`<a href>`), as in the header's menu. */
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2 rounded-theme-sm px-3 py-2 text-foreground no-underline select-none',
        'data-highlighted:bg-secondary data-highlighted:text-secondary-fg data-highlighted:underline',
        'data-disabled:cursor-not-allowed data-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 py-1.5 text-sm font-semibold text-muted-fg', className)}
      {...props}
    />
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator data-slot="dropdown-menu-separator" className={cn('my-1 h-px bg-border', className)} {...props} />
  );
}
