import { useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from './button';
import { cn } from './cn';
import type { AlertDialogProps } from './alert-dialog';
import { DialogFooter, DialogOverlay, dialogPanelClass } from './dialog';

/** What AlertDialog draws once open (alert-dialog.tsx loads it then, with Radix's dialog): a modal
 *  alert (role alertdialog) that does not close on an outside click, starts with focus on its
 *  main action and returns focus on close. */
export function AlertDialogPanel({
  open,
  defaultOpen,
  onOpenChange,
  title,
  message,
  actionLabel = 'OK',
  onAction,
  secondaryActionLabel,
  onSecondaryAction,
  trigger,
  className,
}: AlertDialogProps) {
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role="alertdialog"
          data-slot="alert-dialog-content"
          className={cn(dialogPanelClass, className)}
          // An alert needs an answer: a stray click outside must not dismiss it unread.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            actionRef.current?.focus();
          }}
        >
          <DialogPrimitive.Title data-slot="alert-dialog-title" className="font-heading text-xl leading-tight font-semibold">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description asChild>
            <div data-slot="alert-dialog-message" className="flex flex-col gap-2">
              {message}
            </div>
          </DialogPrimitive.Description>
          <DialogFooter>
            {secondaryActionLabel && (
              <DialogPrimitive.Close asChild>
                <Button variant="secondary" label={secondaryActionLabel} onClick={() => onSecondaryAction?.()} />
              </DialogPrimitive.Close>
            )}
            <DialogPrimitive.Close asChild>
              <Button ref={actionRef} label={actionLabel} onClick={() => onAction?.()} />
            </DialogPrimitive.Close>
          </DialogFooter>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
