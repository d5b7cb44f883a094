import { useId, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldHint, Fieldset, uniqueErrors, useControllableState, type FieldsetProps } from './field';

/** One choice of a radio group. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of one Radio: a native radio input plus its label and hint. */
interface RadioProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Id given to the label, so related controls (a hybrid option's text box) can point at it. */
  labelId?: string;
}

/** A native radio drawn with tokens. It keeps the native input (keyboard, forms, screen readers)
 *  and returns to the system rendering in forced-colors mode, where custom fills would vanish. */
export function Radio({ id, label, hint, labelId, className, 'aria-describedby': describedBy, ...props }: RadioProps) {
  const hintId = `${id}-hint`;
  return (
    <div data-slot="radio" className={cn('flex items-start gap-3 has-disabled:text-muted-fg', className)}>
      <span className="relative inline-flex size-6 shrink-0 items-center justify-center">
        <input
          type="radio"
          id={id}
          aria-describedby={[hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined}
          className={cn(
            'peer m-0 size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-input bg-input-bg',
            'checked:border-primary group-data-invalid/field:border-danger',
            'disabled:cursor-not-allowed disabled:border-border disabled:bg-muted',
            'forced-colors:appearance-auto',
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-3 rounded-full bg-primary opacity-0 peer-checked:opacity-100 peer-disabled:bg-muted-fg forced-colors:hidden"
        />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5 pt-0.5">
        <label id={labelId} htmlFor={id} className="cursor-pointer leading-snug">
          {label}
        </label>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      </span>
    </div>
  );
}

/** Props of RadioGroup: the fieldset props and the options. */
interface RadioGroupProps extends Omit<FieldsetProps, 'children' | 'role'> {
  options: readonly RadioOption[];
  /** The chosen value (controlled); null or '' when nothing is chosen. */
  value?: string | null;
  /** The first chosen value when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The radios' shared name; one is generated when absent. */
  name?: string;
  disabled?: boolean;
  /** Add a last option that means "none of these" (contract: hasNoneOption). */
  hasNoneOption?: boolean;
  noneOptionLabel?: ReactNode;
  noneOptionValue?: string;
  /** Stacked (one per line) or inline (wrapping row, for short labels such as Yes / No). */
  layout?: 'stacked' | 'inline';
}

/** The options to show, with the "none" option appended when asked for. */
export function radioOptions({
  options,
  hasNoneOption,
  noneOptionLabel = 'None',
  noneOptionValue = 'none',
}: Pick<RadioGroupProps, 'options' | 'hasNoneOption' | 'noneOptionLabel' | 'noneOptionValue'>): readonly RadioOption[] {
  return hasNoneOption ? [...options, { value: noneOptionValue, label: noneOptionLabel }] : options;
}

/** A set of native radios in a fieldset with legend, hint and error (contract: radio widget). */
export function RadioGroup({
  options,
  value,
  defaultValue = null,
  onValueChange,
  onBlur,
  name,
  disabled,
  hasNoneOption,
  noneOptionLabel,
  noneOptionValue,
  layout = 'stacked',
  error,
  id,
  ...fieldset
}: RadioGroupProps) {
  const generated = useId();
  const baseId = id ?? `radio-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [current, setCurrent] = useControllableState<string | null>(value, defaultValue, (next) => {
    if (next !== null) onValueChange?.(next);
  });
  const all = radioOptions({ options, hasNoneOption, noneOptionLabel, noneOptionValue });
  return (
    <Fieldset {...fieldset} id={baseId} error={uniqueErrors(error).slice(0, 1)} role="radiogroup">
      {() => (
        <div
          data-slot="radio-group-options"
          data-layout={layout}
          className={cn(layout === 'inline' ? 'flex flex-wrap gap-x-6 gap-y-3' : 'flex flex-col gap-3')}
        >
          {all.map((option, index) => (
            <Radio
              key={option.value}
              id={`${baseId}-${index}`}
              name={name ?? baseId}
              value={option.value}
              label={option.label}
              hint={option.hint}
              checked={current === option.value}
              disabled={disabled || option.disabled}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setCurrent(event.target.value)}
              onBlur={onBlur}
            />
          ))}
        </div>
      )}
    </Fieldset>
  );
}
