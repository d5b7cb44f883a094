import {
  lazy,
  Suspense,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import type { DayPickerLocale, Labels } from 'react-day-picker';
import { faCalendarDays } from '@fortawesome/free-solid-svg-icons/faCalendarDays';
import { buttonVariants } from './button';
import type { DateCalendarProps } from './date-calendar';
import { cn } from './cn';
import { composeRefs, Field, useControllableState, type FieldProps, splitFieldProps } from './field';
import { formatDateMDY, parseDateMDY } from './format';
import { inputVariants } from './text-input';
import { SvgIcon } from './icon';

type DateCalendarComponent = ComponentType<DateCalendarProps>;

/** The calendar component once its module has loaded; rendering it directly from then on avoids
 *  a Suspense round trip, which React 19 throttles by about 300 ms before showing content. */
let loadedCalendar: DateCalendarComponent | undefined;

/** Starts loading the calendar module (react-day-picker and its styles) ahead of the first open,
 *  e.g. when the pointer reaches the calendar button. Safe to call repeatedly. */
export function preloadDateCalendar(): Promise<DateCalendarComponent> {
  return import('./date-calendar').then((module) => (loadedCalendar = module.DateCalendar));
}

const LazyDateCalendar = lazy(() => preloadDateCalendar().then((DateCalendar) => ({ default: DateCalendar })));

/** The calendar to render: the loaded component when available, else the lazy one. */
function calendarComponent(): DateCalendarComponent {
  return loadedCalendar ?? LazyDateCalendar;
}

/** Props of DateInput. */
export interface DateInputProps
  extends Omit<FieldProps, 'children'>,
    Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'id' | 'className' | 'children' | 'min' | 'max'> {
  /** The typed text, MM/dd/yyyy when complete (controlled). */
  value?: string;
  /** The initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text, typed or picked. */
  onChange?: (value: string) => void;
  /** Ref for an input-mask helper, applied beside `ref`; ui depends on no mask. */
  maskRef?: Ref<HTMLInputElement>;
  /** The earliest day the calendar offers. */
  min?: Date | undefined;
  /** The latest day the calendar offers. */
  max?: Date | undefined;
  /** Days the calendar never offers. */
  disabledDates?: readonly Date[] | undefined;
  /** Weekdays the calendar never offers, 0 = Sunday to 6 = Saturday. */
  disabledWeekdays?: readonly number[] | undefined;
  /** Month the calendar opens on while the field is empty. */
  defaultMonth?: Date | undefined;
  /** Today's date for the calendar and its Today button; the real one by default. */
  today?: Date | undefined;
  /** The format hint shown under the label, after any `hint`. */
  formatHint?: ReactNode;
  /** Accessible name of the button that opens the calendar. */
  openLabel?: string;
  /** Heading of the calendar dialog. */
  calendarTitle?: string;
  /** The calendar's button that picks today's date (contract label "Now"). */
  todayLabel?: string;
  /** The calendar's button that closes it without a change. */
  cancelLabel?: string;
  /** The calendar's button that picks the highlighted day (contract label "Select"). */
  selectLabel?: string;
  /** react-day-picker locale for month and day names; en-US by default. */
  calendarLocale?: Partial<DayPickerLocale>;
  /** The page's culture: the calendar loads its month and day names (English when unknown). */
  calendarCulture?: string;
  /** Writing direction of the calendar; the typed date itself always reads left to right. */
  calendarDir?: 'ltr' | 'rtl';
  /** react-day-picker aria-labels (navigation, dropdowns, days) for other languages. */
  calendarLabels?: Partial<Labels>;
  /** Open the calendar on first render (stories and tests). */
  defaultOpen?: boolean;
}

/** A date field: typed entry in mm/dd/yyyy plus a calendar button (contract: date picker).
 *  The calendar never offers a blocked day; typed text is checked by the caller's rules. */
export function DateInput({
  value,
  defaultValue = '',
  onChange,
  maskRef,
  ref,
  min,
  max,
  disabledDates,
  disabledWeekdays,
  defaultMonth,
  today,
  formatHint = 'For example, 03/27/2024 (mm/dd/yyyy)',
  openLabel = 'Choose date',
  calendarTitle = 'Choose a date',
  todayLabel = 'Today',
  cancelLabel = 'Cancel',
  selectLabel = 'Select',
  calendarLocale,
  calendarCulture,
  calendarLabels,
  calendarDir,
  defaultOpen = false,
  disabled,
  readOnly,
  ...allProps
}: DateInputProps) {
  // A developer error, as a button without label or icon is: the calendar reads these as lists.
  for (const [name, list] of [
    ['disabledDates', disabledDates],
    ['disabledWeekdays', disabledWeekdays],
  ] as const) {
    if (list !== undefined && !Array.isArray(list)) throw new Error(`The date picker's ${name} must be an array.`);
  }
  const [field, inputProps] = splitFieldProps(allProps);
  const { hint } = field;
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const [open, setOpen] = useState(defaultOpen);
  // Chosen once, at the first open, and kept: the calendar stays mounted so closing can run
  // Radix's focus return, and a stable component type never remounts it.
  const [Calendar, setCalendar] = useState<DateCalendarComponent | null>(() => (defaultOpen ? calendarComponent() : null));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const picked = useRef(false);
  const setInputRef = useMemo(() => composeRefs(inputRef, ref, maskRef), [ref, maskRef]);

  const openCalendar = () => {
    if (!Calendar) setCalendar(() => calendarComponent());
    setOpen(true);
  };

  const hintNode = (
    <>
      {hint && <span className="block">{hint}</span>}
      {hint && formatHint && ' '}
      {formatHint && <span className="block">{formatHint}</span>}
    </>
  );

  return (
    <Field {...field} hint={hint || formatHint ? hintNode : undefined}>
      {(control) => (
        <div data-slot="date-input" className="relative flex max-w-[calc(10ch+1.75rem+3rem)] items-stretch gap-2">
          <input
            autoComplete="off"
            {...inputProps}
            {...control}
            ref={setInputRef}
            type="text"
            dir="ltr"
            inputMode="numeric"
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
            data-slot="date-input-text"
            className={cn(inputVariants({ fieldWidth: '10' }), 'min-w-0 flex-1')}
          />
          <button
            ref={buttonRef}
            type="button"
            aria-label={openLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled || readOnly}
            onPointerEnter={() => void preloadDateCalendar()}
            onFocus={() => void preloadDateCalendar()}
            onClick={openCalendar}
            data-slot="date-input-calendar-button"
            className={buttonVariants({ variant: 'secondary', iconOnly: true })}
          >
            <SvgIcon icon={faCalendarDays} className="size-5" />
          </button>
          {Calendar && (
            <Suspense fallback={null}>
              <Calendar
                open={open}
                onOpenChange={setOpen}
                selected={parseDateMDY(text) ?? undefined}
                onSelect={(date) => {
                  picked.current = true;
                  setText(formatDateMDY(date));
                }}
                rules={{ min, max, disabledDates, disabledWeekdays }}
                defaultMonth={defaultMonth}
                today={today}
                title={calendarTitle}
                todayLabel={todayLabel}
                cancelLabel={cancelLabel}
                selectLabel={selectLabel}
                locale={calendarLocale}
                culture={calendarCulture}
                dir={calendarDir}
                labels={calendarLabels}
                trigger={buttonRef}
                onCloseAutoFocus={(event) => {
                  // After a pick, focus lands on the filled input so its new value is read out;
                  // after Cancel or Escape, back on the button that opened the calendar. When the
                  // user closed it by moving focus to another control, focus stays there.
                  event.preventDefault();
                  const active = document.activeElement;
                  const movedAway = active !== null && active !== document.body;
                  if (picked.current) inputRef.current?.focus();
                  else if (!movedAway) buttonRef.current?.focus();
                  picked.current = false;
                }}
              />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  );
}
