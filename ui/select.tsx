import type { ComponentProps } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from './cn';
import { Field, splitFieldProps, uniqueErrors, type FieldProps } from './field';
import { inputVariants } from './text-input';

/** One choice of a select. */
interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of Select: the field props, the options, and every select attribute. */
interface SelectProps
  extends Omit<ComponentProps<'select'>, 'id' | 'children' | 'className'>,
    Omit<FieldProps, 'children'>,
    VariantProps<typeof inputVariants> {
  options: readonly SelectOption[];
  /** The first, empty choice (value ''); `null` leaves it out. */
  placeholder?: string | null;
  /** Classes for the select itself; `className` styles the whole field. */
  selectClassName?: string;
}

/** A labelled native select: the platform picker is the most usable on phones and with
 *  screen readers. Shows its first error, like a text field. */
export function Select({ selectClassName, fieldWidth, options, placeholder = 'Select an option', ...allProps }: SelectProps) {
  const [field, props] = splitFieldProps(allProps);
  return (
    <Field {...field} error={uniqueErrors(field.error).slice(0, 1)}>
      {(control) => (
        <select data-slot="select" className={cn(inputVariants({ fieldWidth }), 'pe-2', selectClassName)} {...props} {...control}>
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
