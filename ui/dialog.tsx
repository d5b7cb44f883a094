import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from './button';
import { cn } from './cn';

/** The dialog's state holder (open, defaultOpen, onOpenChange, modal). */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog; focus returns to it when the dialog closes. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; use `asChild` to make a Button close it. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop behind a modal dialog. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn('fixed inset-0 z-50 bg-foreground/60', className)} {...props} />;
}

/** The panel's classes, shared with the alert dialog. It stays inside small and zoomed
 *  viewports (320px, 200%) and scrolls rather than clipping its content. */
export const dialogPanelClass = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
  'flex-col gap-4 overflow-y-auto rounded-theme border-2 border-border bg-background p-6 text-foreground shadow-xl',
  'focus-visible:outline-none',
);

/** Props of DialogContent: a visible title, an optional description and the close button's name. */
interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close (X) button. */
  closeLabel?: string;
  showCloseButton?: boolean;
}

/** A modal panel with overlay: named by its title, described by its description, focus kept
 *  inside while open and returned to the trigger on close; Escape closes it. */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  showCloseButton = true,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogPanelClass, className)} {...props}>
        <div data-slot="dialog-header" className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title data-slot="dialog-title" className="font-heading text-xl leading-tight font-semibold">
            {title}
          </DialogPrimitive.Title>
          {showCloseButton && (
            <DialogPrimitive.Close asChild>
              <Button variant="link" size="sm" icon="x" iconOnly label={closeLabel} className="-mt-1 -me-2" />
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description data-slot="dialog-description" className="text-muted-fg">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of actions at the foot of a dialog; it wraps on narrow screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-wrap justify-end gap-3', className)} {...props} />;
}
