import type { ChangeEvent, ClipboardEvent, ComponentProps } from 'react';
import { cn } from '@ui/cn';
import { Field } from '@ui/field';
import { inputVariants, TextInput } from '@ui/text-input';
import { TextArea } from '@ui/textarea';
import { catalogue } from '@/contract/copy-catalogue';
import type { MaskName } from '@/contract/field-kinds';
import { inputPurpose } from '@/engine/input-purpose';
import { getMask } from '@/engine/masks';
import { displayText, storedValue, useDisplayText } from '../display-text';
import { useFieldView, type ModelFieldProps } from '../field-view';
import { fieldWidthOf } from '../field-width';
import { hintLines } from '../hint-lines';
import { useMaskedInput } from '../masked-input';
import type { Translators } from '../translate';

/** The expected-format text of a mask, translated (what a screen reader hears instead of the
 *  mask's placeholder characters). */
export function maskFormatHint(maskName: MaskName | undefined, translators: Translators): string | undefined {
  if (!maskName) return undefined;
  const { hint } = getMask(maskName);
  return translators.copy({ key: hint.key, defaultText: hint.defaultText });
}

/** A field's shared props with the refused-paste message first among its errors, while it stands. */
export function withPasteRefusal<T extends { error: string[] }>(shared: T, refused: boolean, translators: Translators): T {
  return refused ? { ...shared, error: [translators.copy(catalogue.error.maskPasteRefused), ...shared.error] } : shared;
}

/** Keyboard and autofill hints for masked input: phones get the phone keypad, numbers digits. */
function inputKind(maskName: MaskName | undefined): Pick<ComponentProps<'input'>, 'type' | 'inputMode'> {
  switch (maskName) {
    case 'usPhone':
    case 'internationalPhone':
      return { type: 'tel', inputMode: 'tel' };
    case 'currency':
    case 'usZip':
    case 'date':
      return { type: 'text', inputMode: 'numeric' };
    case 'currencyDecimal':
    case 'decimal':
      return { type: 'text', inputMode: 'decimal' };
    case 'nonUsPostal':
    case 'vin':
    case undefined:
      return { type: 'text' };
  }
}

/** Text widget: TextInput with the mask in force, prefix/suffix from inputGroupConfig, first
 *  error only. Stores null for an empty text and the engine's stored form of masked text. */
export function TextField({ config, state }: ModelFieldProps) {
  const { field, value, shared: view, ownHint, requirementHints, translators, change } = useFieldView(config);
  const purpose = inputPurpose(config);
  const mask = state.maskName ? getMask(state.maskName) : undefined;
  const [text, setText] = useDisplayText(value, state.maskName);
  const masked = useMaskedInput(mask);
  const maskRef = mask ? masked.ref : undefined;
  const shared = withPasteRefusal(view, masked.pasteRefused, translators);
  // A masked field's own hint says what to type in the package's words, so it takes the place of
  // the mask's generic format line rather than being read beside it ("digits only, up to 16" twice).
  const hintTexts = [ownHint ?? maskFormatHint(state.maskName, translators), ...requirementHints];
  const hint = hintLines(hintTexts);
  // A placeholder the hint already shows would be read a second time by screen readers.
  const placeholderText = config.props?.placeholderText ? translators.key(config.props.placeholderText) : undefined;
  const placeholder = placeholderText && !hintTexts.some((text) => text?.includes(placeholderText)) ? placeholderText : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = masked.edit(text, event.target.value);
    setText(next);
    change(storedValue(next, mask));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const next = masked.paste(event, text);
    if (next === null) return;
    setText(next);
    change(storedValue(next, mask));
  };
  // Once the claimant moves on, the box shows the stored value in full: an amount padded
  // ("1250" -> "1,250.00"), a postal code without the spaces around it. The value is unchanged.
  const onBlur = () => {
    if (mask) setText(displayText(storedValue(text, mask), mask));
    field.handleBlur();
  };
  const inputProps = {
    ...inputKind(state.maskName),
    // An email field gets the email keyboard; a masked field keeps its mask's own kind.
    ...(purpose.type && !(state.maskName && purpose.type === 'email') ? { type: purpose.type } : {}),
    autoComplete: purpose.autoComplete,
    name: config.key,
    value: text,
    onChange,
    onPaste: mask ? onPaste : undefined,
    onBlur,
    // Masked answers (amounts, phones, ZIP codes, VINs, dates) and email addresses read left to
    // right in every language.
    dir: mask || purpose.type === 'email' ? ('ltr' as const) : undefined,
    disabled: state.disabled,
    placeholder,
  };
  const group = config.props?.inputGroupConfig;
  if (!group?.prefix && !group?.suffix)
    return <TextInput {...shared} hint={hint} {...inputProps} mask={maskRef} fieldWidth={fieldWidthOf(config, mask)} />;

  const prefix = group.prefix ? translators.key(group.prefix) : undefined;
  const suffix = group.suffix ? translators.key(group.suffix) : undefined;
  const { error, ...fieldProps } = shared;
  // GOV.UK's input prefix pattern: the unit is shown beside the box and hidden from screen
  // readers, which hear the label and the format hint instead.
  const affix =
    'inline-flex min-w-10 shrink-0 items-center justify-center border-2 border-input bg-surface px-3 font-semibold text-surface-fg';
  return (
    <Field {...fieldProps} hint={hint} error={[...new Set(error)].slice(0, 1)}>
      {(control) => (
        <div data-slot="input-group" dir={mask ? 'ltr' : undefined} className="flex max-w-full items-stretch">
          {prefix && (
            <span aria-hidden="true" data-slot="input-group-prefix" className={cn(affix, 'rounded-s-theme-sm border-e-0')}>
              {prefix}
            </span>
          )}
          <input
            ref={maskRef}
            data-slot="text-input"
            className={cn(inputVariants({ fieldWidth: '20' }), 'min-w-0 flex-1', prefix && 'rounded-s-none', suffix && 'rounded-e-none')}
            {...inputProps}
            {...control}
          />
          {suffix && (
            <span aria-hidden="true" data-slot="input-group-suffix" className={cn(affix, 'rounded-e-theme-sm border-s-0')}>
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

/** Text area widget: five rows, every error listed. */
export function TextAreaField({ config, state }: ModelFieldProps) {
  const { field, value, shared, translators, change } = useFieldView(config);
  const [text, setText] = useDisplayText(value, undefined);
  return (
    <TextArea
      {...shared}
      name={config.key}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        change(storedValue(event.target.value, undefined));
      }}
      onBlur={field.handleBlur}
      disabled={state.disabled}
      placeholder={config.props?.placeholderText ? translators.key(config.props.placeholderText) : undefined}
    />
  );
}
