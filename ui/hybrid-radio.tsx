import { useId, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { Fieldset, uniqueErrors, useControllableState, type FieldsetProps } from './field';
import { Radio, radioOptions, type RadioOption } from './radio-group';
import { inputVariants } from './text-input';

/** The value of a hybrid radio: the chosen option and the text typed for it (when it has one). */
export interface HybridRadioValue {
  choice: string | null;
  text: string | null;
}

/** One choice of a hybrid radio; `withText` gives it a text box (e.g. "Other, please specify"). */
interface HybridRadioOption extends RadioOption {
  withText?: boolean;
}

/** Props of HybridRadio: the fieldset props, the options and a {choice, text} value. */
interface HybridRadioProps extends Omit<FieldsetProps, 'children' | 'role'> {
  options: readonly HybridRadioOption[];
  value?: HybridRadioValue;
  defaultValue?: HybridRadioValue;
  onValueChange?: (value: HybridRadioValue) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  disabled?: boolean;
  hasNoneOption?: boolean;
  noneOptionLabel?: ReactNode;
  noneOptionValue?: string;
  /** Attributes of the text box (maxLength, autoComplete, inputMode ...). */
  textInputProps?: Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'disabled'>;
}

const empty: HybridRadioValue = { choice: null, text: null };

/** A radio group in which an option can carry a text box: choosing that option reveals the box,
 *  which is named by the option's own label and keeps the group's hint and error. */
export function HybridRadio({
  options,
  value,
  defaultValue = empty,
  onValueChange,
  onBlur,
  name,
  disabled,
  hasNoneOption,
  noneOptionLabel,
  noneOptionValue,
  textInputProps,
  error,
  id,
  ...fieldset
}: HybridRadioProps) {
  const generated = useId();
  const baseId = id ?? `hybrid-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [current, setCurrent] = useControllableState<HybridRadioValue>(value, defaultValue, onValueChange);
  const errors = uniqueErrors(error).slice(0, 1);
  const all: readonly HybridRadioOption[] = radioOptions({ options, hasNoneOption, noneOptionLabel, noneOptionValue });

  const choose = (choice: string) => {
    const option = all.find((o) => o.value === choice);
    // Text belongs to the option it was typed for; another choice clears it.
    setCurrent({ choice, text: option?.withText && current.choice === choice ? current.text : null });
  };

  return (
    <Fieldset {...fieldset} id={baseId} error={errors} role="radiogroup">
      {({ describedBy }) => (
        <div data-slot="hybrid-radio-options" className="flex flex-col gap-3">
          {all.map((option, index) => {
            const optionId = `${baseId}-${index}`;
            const chosen = current.choice === option.value;
            return (
              <div key={option.value} className="flex flex-col gap-2">
                <Radio
                  id={optionId}
                  labelId={`${optionId}-label`}
                  name={name ?? baseId}
                  value={option.value}
                  label={option.label}
                  hint={option.hint}
                  checked={chosen}
                  disabled={disabled || option.disabled}
                  onChange={(event) => choose(event.target.value)}
                  onBlur={onBlur}
                />
                {option.withText && chosen && (
                  <div data-slot="hybrid-radio-text" className="ms-3 border-s-4 border-border ps-6">
                    <input
                      type="text"
                      id={`${optionId}-text`}
                      aria-labelledby={`${optionId}-label`}
                      aria-describedby={describedBy}
                      aria-invalid={errors.length > 0 || undefined}
                      {...textInputProps}
                      value={current.text ?? ''}
                      disabled={disabled}
                      onChange={(event) =>
                        setCurrent({ choice: option.value, text: event.target.value === '' ? null : event.target.value })
                      }
                      className={cn(inputVariants({ fieldWidth: '30' }), textInputProps?.className)}
                    />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}
