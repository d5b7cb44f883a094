import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ComponentProps, type DragEvent } from 'react';
import { faFile } from '@fortawesome/free-solid-svg-icons/faFile';
import { Button } from './button';
import { cn } from './cn';
import { composeRefs, Field, useControllableState, type FieldProps, splitFieldProps } from './field';
import { formatBytes } from '@/engine/format-bytes';
import { SvgIcon } from './icon';

/** True when a file matches an `accept` list such as ".pdf,image/*,application/msword". */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** Props of FileInput. */
interface FileInputProps
  extends Omit<FieldProps, 'children'>,
    Omit<
      ComponentProps<'input'>,
      'type' | 'multiple' | 'value' | 'defaultValue' | 'onChange' | 'onError' | 'id' | 'className' | 'children'
    > {
  /** The chosen file (controlled); omit to let the input keep its own. */
  value?: File | null;
  /** Called with the chosen file, or null after the remove button. */
  onChange?: (file: File | null) => void;
  /** Called with a message when a selection or drop is refused. */
  onError?: (message: string) => void;
  /** Message when more than one file is selected or dropped. */
  multipleFilesMessage?: string;
  /** Message when a dropped file does not match `accept` (the picker already filters). */
  fileTypeMessage?: string;
  /** Accessible name of the remove button, given the file name. */
  removeLabel?: (fileName: string) => string;
  /** Visible text of the remove button. */
  removeText?: string;
}

/** A single-file upload field: shows the chosen file's name and size with a remove button
 *  (contract: "file input exactly one file, clearing unsupported"). */
export function FileInput({
  value,
  onChange,
  onError,
  multipleFilesMessage = 'Select only one file.',
  fileTypeMessage = 'The selected file type is not allowed.',
  removeLabel = (fileName) => `Remove ${fileName}`,
  removeText = 'Remove',
  accept,
  disabled,
  ref,
  ...allProps
}: FileInputProps) {
  const [field, inputProps] = splitFieldProps(allProps);
  const [file, setFile] = useControllableState<File | null>(value, null, onChange);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const removeRef = useRef<HTMLButtonElement | null>(null);
  const setInputRef = useMemo(() => composeRefs(inputRef, ref), [ref]);
  // Where focus goes once the file row or the input has rendered after a change.
  const focusNext = useRef<'remove' | 'input' | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'remove') removeRef.current?.focus();
    if (next === 'input') inputRef.current?.focus();
  }, [file]);

  const choose = (files: FileList | readonly File[] | null) => {
    const list = files ? Array.from(files) : [];
    // Chrome reports an empty list when the picker is cancelled; the contract does not allow clearing
    // through the native input, so only the remove button clears the file.
    if (list.length === 0) return;
    if (list.length > 1) {
      onError?.(multipleFilesMessage);
      return;
    }
    const [chosen] = list as [File];
    if (!fileMatchesAccept(chosen, accept)) {
      onError?.(fileTypeMessage);
      return;
    }
    setFile(chosen);
    // The native input is hidden once a file is chosen; focus moves to the remove button, whose
    // name includes the file name, so keyboard and screen reader users land on the result.
    focusNext.current = 'remove';
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files);
    // Clearing the native value lets the same file be chosen again after a removal.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLInputElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || file) return;
    choose(event.dataTransfer.files);
  };

  const onDragOver = (event: DragEvent<HTMLInputElement>) => {
    if (disabled || file) return;
    event.preventDefault();
    setDragging(true);
  };

  const remove = () => {
    setFile(null);
    // The input returns in place of the file row; send focus back to it so it is not lost.
    focusNext.current = 'input';
  };

  return (
    <Field {...field}>
      {(control) => (
        <div data-slot="file-input" data-disabled={disabled || undefined}>
          {/* The input itself is the drop target, so dropping stays a shortcut on the one control
              keyboard and screen reader users already reach. */}
          <input
            {...inputProps}
            {...control}
            ref={setInputRef}
            type="file"
            accept={accept}
            disabled={disabled}
            hidden={Boolean(file)}
            onChange={onInputChange}
            // Browsers (and user-event) return focus to a file input when its picker closes, which
            // can land after the move to the remove button; a hidden input passes focus on instead.
            onFocus={() => {
              if (file) removeRef.current?.focus();
            }}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-dragging={dragging || undefined}
            className={cn(
              'block w-full max-w-full rounded-theme border-2 border-dashed border-input bg-input-bg p-3 text-foreground',
              'aria-invalid:border-danger data-[dragging]:border-solid data-[dragging]:border-primary',
              'disabled:cursor-not-allowed disabled:opacity-60',
              'file:me-3 file:min-h-10 file:cursor-pointer file:rounded-theme-sm file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-fg',
              'hover:file:bg-primary-hover forced-colors:file:border forced-colors:file:border-solid',
            )}
          />
          {file && (
            <div
              data-slot="file-input-file"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-theme border border-border bg-surface p-3 text-surface-fg"
            >
              <SvgIcon icon={faFile} className="size-5 shrink-0" />
              <span className="min-w-0 flex-[1_1_10rem] [overflow-wrap:anywhere]">
                <span data-slot="file-input-name" className="font-semibold">
                  {file.name}
                </span>{' '}
                <span data-slot="file-input-size">({formatBytes(file.size)})</span>
              </span>
              <Button ref={removeRef} variant="secondary" icon="x" disabled={disabled} aria-label={removeLabel(file.name)} onClick={remove}>
                {removeText}
              </Button>
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
