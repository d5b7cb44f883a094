import { catalogue } from '@/contract/copy-catalogue';
import { useMemo } from 'react';
import { DateInput } from '@ui/date-input';
import type { FieldConfig } from '@/contract/model-config';
import { parseUserDate } from '@/engine/dates';
import { storedValue, useDisplayText } from '../display-text';
import { useFieldView, type ModelFieldProps } from '../field-view';
import { useDirection } from '@/features/localization/direction';
import { useMaskedInput } from '../masked-input';
import { getMask } from '@/engine/masks';
import { maskFormatHint, withPasteRefusal } from './text-field';

/** The calendar day (local midnight, as the picker counts days) of a rule bound. */
function calendarDate(bound: string | number): Date | undefined {
  const date = parseUserDate(String(bound));
  return date ? new Date(date.year, date.month - 1, date.day) : undefined;
}

/** The calendar's bounds from the field's date range rule (contract: min and max from the between
 *  bounds), so the picker never offers a day the rule would refuse. */
function dateBounds(config: FieldConfig): { min: Date | undefined; max: Date | undefined } {
  const range = config.validations?.find((rule) => rule.type === 'range' && rule.valueType === 'date');
  if (!range || range.type !== 'range') return { min: undefined, max: undefined };
  return { min: calendarDate(range.min), max: calendarDate(range.max) };
}

/** The calendar's settings from the field's widget metadata: days and weekdays it never offers,
 *  and the month it opens on while the field is empty. */
export function datePickerOptions(config: FieldConfig): {
  disabledDates: Date[];
  disabledWeekdays: number[];
  startMonth: Date | undefined;
} {
  const metadata = config.props?.metadata;
  return {
    disabledDates: (metadata?.disabledDates ?? []).flatMap((text) => calendarDate(text) ?? []),
    disabledWeekdays: [...(metadata?.disabledWeekdays ?? [])],
    startMonth: metadata?.startDate ? calendarDate(metadata.startDate) : undefined,
  };
}

/** Date widget: typed mm/dd/yyyy under the date mask (or the config's mask), with the lazy
 *  calendar of the ui DateInput bounded by the field's range rule and its metadata's settings. */
export function DateField({ config, state }: ModelFieldProps) {
  const { field, value, shared: view, translators, change } = useFieldView(config);
  const maskName = state.maskName ?? 'date';
  const mask = getMask(maskName);
  const [text, setText] = useDisplayText(value, maskName);
  const masked = useMaskedInput(mask);
  const shared = withPasteRefusal(view, masked.pasteRefused, translators);
  const direction = useDirection();
  const { min, max } = useMemo(() => dateBounds(config), [config]);
  const picker = useMemo(() => datePickerOptions(config), [config]);
  return (
    <DateInput
      {...shared}
      name={config.key}
      value={text}
      onChange={(raw) => {
        const next = masked.edit(text, raw);
        setText(next);
        change(storedValue(next, mask));
      }}
      onPaste={(event) => {
        const next = masked.paste(event, text);
        if (next === null) return;
        setText(next);
        change(storedValue(next, mask));
      }}
      onBlur={field.handleBlur}
      maskRef={masked.ref}
      disabled={state.disabled}
      min={min}
      max={max}
      disabledDates={picker.disabledDates}
      disabledWeekdays={picker.disabledWeekdays}
      defaultMonth={picker.startMonth}
      formatHint={maskFormatHint(maskName, translators)}
      openLabel={translators.copy(catalogue.shared.datePickerOpen)}
      calendarTitle={translators.copy(catalogue.shared.datePickerTitle)}
      calendarDir={direction}
      calendarCulture={translators.language || 'en'}
      todayLabel={translators.copy(catalogue.shared.datePickerNow)}
      cancelLabel={translators.copy(catalogue.shared.datePickerCancel)}
      selectLabel={translators.copy(catalogue.shared.datePickerSelect)}
    />
  );
}
