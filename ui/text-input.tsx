import { useMemo, type ComponentProps, type Ref } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';
import { composeRefs, Field, splitFieldProps, uniqueErrors, type FieldProps } from './field';

/** The look shared by text inputs, text areas and selects: token border that turns danger when
 *  invalid, 16px text so phones do not zoom on focus, and a muted fill when disabled. */
export const inputVariants = cva(
  [
    'block w-full min-h-10 rounded-theme-sm border-2 border-input bg-input-bg px-3 py-1.5 text-base text-foreground',
    'placeholder:text-muted-fg aria-invalid:border-danger',
    'disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:text-muted-fg',
  ],
  {
    variants: {
      // Widths in characters (plus padding and border) hint at the expected answer, as GOV.UK
      // does; each still shrinks to the column on a 320px screen.
      fieldWidth: {
        full: 'max-w-full',
        '30': 'max-w-[calc(30ch+1.75rem)]',
        '20': 'max-w-[calc(20ch+1.75rem)]',
        '10': 'max-w-[calc(10ch+1.75rem)]',
        '5': 'max-w-[calc(5ch+1.75rem)]',
        '4': 'max-w-[calc(4ch+1.75rem)]',
        '3': 'max-w-[calc(3ch+1.75rem)]',
        '2': 'max-w-[calc(2ch+1.75rem)]',
      },
    },
    defaultVariants: { fieldWidth: 'full' },
  },
);

/** Props of TextInput: the field props, every input attribute, and an optional mask ref. */
interface TextInputProps
  extends Omit<ComponentProps<'input'>, 'id' | 'children' | 'className'>,
    Omit<FieldProps, 'children'>,
    VariantProps<typeof inputVariants> {
  /** A callback ref from an input-mask helper, applied beside `ref`. */
  mask?: Ref<HTMLInputElement> | undefined;
  /** Classes for the input itself; `className` styles the whole field. */
  inputClassName?: string;
}

/** A labelled text input that shows its first error only (contract: text fields show one error). */
export function TextInput({ inputClassName, fieldWidth, mask, ref, type = 'text', ...allProps }: TextInputProps) {
  const [field, props] = splitFieldProps(allProps);
  const inputRef = useMemo(() => composeRefs(ref, mask), [ref, mask]);
  return (
    <Field {...field} error={uniqueErrors(field.error).slice(0, 1)}>
      {(control) => (
        <input
          ref={inputRef}
          type={type}
          data-slot="text-input"
          className={cn(inputVariants({ fieldWidth }), inputClassName)}
          {...props}
          {...control}
        />
      )}
    </Field>
  );
}
