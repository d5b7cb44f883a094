import { useId, type ChangeEvent, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import {
  FieldError,
  FieldHint,
  Fieldset,
  RequiredMarker,
  uniqueErrors,
  useControllableState,
  useFieldIds,
  type FieldProps,
  type FieldsetProps,
} from './field';

// The contract asks that Enter toggles a checkbox as Space does; clicking the input keeps the native
// change event, so controlled and uncontrolled use both work.
function toggleOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

/** The box itself: a native checkbox drawn with tokens, back to the system rendering in
 *  forced-colors mode where custom fills would disappear. */
function CheckboxBox({ className, onKeyDown, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span data-slot="checkbox-box" className="relative inline-flex size-6 shrink-0 items-center justify-center">
      <input
        type="checkbox"
        className={cn(
          'peer m-0 size-6 shrink-0 cursor-pointer appearance-none rounded-theme-sm border-2 border-input bg-input-bg',
          'checked:border-primary checked:bg-primary aria-invalid:border-danger',
          'disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:checked:bg-muted-fg',
          'forced-colors:appearance-auto',
          className,
        )}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) toggleOnEnter(event);
        }}
        {...props}
      />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        className="pointer-events-none absolute size-4 text-primary-fg opacity-0 peer-checked:opacity-100 forced-colors:hidden"
      >
        <path d="M4 12.5l5 5L20 6.5" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Props of Checkbox: one boolean with a label beside the box. */
interface CheckboxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'checked' | 'defaultChecked' | 'children'>,
    Omit<FieldProps, 'children' | 'suppressLabel'> {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** A single labelled checkbox: first error above it in the danger colour, hint under the label,
 *  Enter and Space both toggle it (contract: checkbox). */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disableRequiredStyling,
  errorPrefix,
  id,
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  ...props
}: CheckboxProps) {
  const errors = uniqueErrors(error).slice(0, 1);
  const { controlId, hintId, errorId, control } = useFieldIds({
    id,
    hasHint: Boolean(hint),
    hasError: errors.length > 0,
    required,
  });
  const [current, setCurrent] = useControllableState<boolean>(checked, defaultChecked, onCheckedChange);
  return (
    <div data-slot="checkbox" data-invalid={errors.length > 0 || undefined} className={cn('group/field flex flex-col gap-1.5', className)}>
      <FieldError id={errorId} messages={errors} prefix={errorPrefix} />
      <div className="flex items-start gap-3 has-disabled:text-muted-fg">
        <CheckboxBox
          {...props}
          {...control}
          checked={current}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            setCurrent(event.target.checked);
          }}
        />
        <span className="flex min-w-0 flex-col gap-0.5 pt-0.5">
          <label htmlFor={controlId} className="cursor-pointer leading-snug">
            {label}
            {required && !disableRequiredStyling && <RequiredMarker />}
          </label>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </span>
      </div>
    </div>
  );
}

/** One choice of a checkbox group. */
interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of CheckboxGroup: the fieldset props, the options and the chosen values. */
interface CheckboxGroupProps extends Omit<FieldsetProps, 'children' | 'role'> {
  options: readonly CheckboxOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  name?: string;
  disabled?: boolean;
}

/** Several checkboxes in a fieldset with legend, hint and error; the value is the checked list. */
export function CheckboxGroup({
  options,
  value,
  defaultValue = [],
  onValueChange,
  name,
  disabled,
  error,
  id,
  ...fieldset
}: CheckboxGroupProps) {
  const generated = useId();
  const baseId = id ?? `checkboxes-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const errors = uniqueErrors(error).slice(0, 1);
  const [current, setCurrent] = useControllableState<readonly string[]>(value, defaultValue, (next) => onValueChange?.([...next]));
  const toggle = (optionValue: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === optionValue ? on : current.includes(v)));
    setCurrent(next);
  };
  return (
    <Fieldset {...fieldset} id={baseId} error={errors}>
      {() => (
        <div data-slot="checkbox-group-options" className="flex flex-col gap-3">
          {options.map((option, index) => {
            const optionId = `${baseId}-${index}`;
            return (
              <div key={option.value} className="flex items-start gap-3 has-disabled:text-muted-fg">
                <CheckboxBox
                  id={optionId}
                  name={name ?? baseId}
                  value={option.value}
                  checked={current.includes(option.value)}
                  disabled={disabled || option.disabled}
                  aria-invalid={errors.length > 0 || undefined}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span className="flex min-w-0 flex-col gap-0.5 pt-0.5">
                  <label htmlFor={optionId} className="cursor-pointer leading-snug">
                    {option.label}
                  </label>
                  {option.hint && <FieldHint id={`${optionId}-hint`}>{option.hint}</FieldHint>}
                </span>
              </div>
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}
