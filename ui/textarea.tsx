import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Field, uniqueErrors, type FieldProps } from './field';
import { inputVariants } from './text-input';

/** Props of TextArea: the field props and every textarea attribute. */
export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id' | 'children' | 'className'>, Omit<FieldProps, 'children'> {
  /** Classes for the textarea itself; `className` styles the whole field. */
  textareaClassName?: string;
}

/** A labelled multi-line input, five rows by default, that lists every error it has (spec). */
export function TextArea({
  label,
  hint,
  error,
  required,
  suppressLabel,
  disableRequiredStyling,
  errorPrefix,
  id,
  className,
  textareaClassName,
  rows = 5,
  ...props
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={uniqueErrors(error)}
      required={required}
      suppressLabel={suppressLabel}
      disableRequiredStyling={disableRequiredStyling}
      errorPrefix={errorPrefix}
      id={id}
      className={className}
    >
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
