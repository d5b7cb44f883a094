import { useRef, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Button } from './button';
import { cn } from './cn';
import { DialogFooter, DialogOverlay, dialogPanelClass } from './dialog';

/** Props of AlertDialog: a title, a message and one action, with an optional second one. */
export interface AlertDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** The main action's label; it closes the dialog. */
  actionLabel?: string;
  onAction?: () => void;
  /** An optional second action, shown before the main one; it closes the dialog too. */
  secondaryActionLabel?: string;
  onSecondaryAction?: () => void;
  /** An element that opens the dialog (rendered as is, so it must be a button). */
  trigger?: ReactNode;
  className?: string;
}

/** A modal alert (role alertdialog) for errors and the session-timeout countdown: it does not
 *  close on an outside click, starts with focus on its main action and returns focus on close. */
export function AlertDialog({
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
