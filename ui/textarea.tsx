import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Field, splitFieldProps, uniqueErrors, type FieldProps } from './field';
import { inputVariants } from './text-input';

/** Props of TextArea: the field props and every textarea attribute. */
interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id' | 'children' | 'className'>, Omit<FieldProps, 'children'> {
  /** Classes for the textarea itself; `className` styles the whole field. */
  textareaClassName?: string;
}

/** A labelled multi-line input, five rows by default, that lists every error it has (contract). */
export function TextArea({ textareaClassName, rows = 5, ...allProps }: TextAreaProps) {
  const [field, props] = splitFieldProps(allProps);
  return (
    <Field {...field} error={uniqueErrors(field.error)}>
      {(control) => (
        <textarea
          rows={rows}
          data-slot="textarea"
          className={cn(inputVariants(), 'min-h-20 resize-y', textareaClassName)}
          {...props}
          {...control}
        />
      )}
    </Field>
  );
}
