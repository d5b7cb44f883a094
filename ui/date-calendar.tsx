import './date-calendar.css';
import { use, useId, useState, type CSSProperties, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  DateLib,
  DayButton as DefaultDayButton,
  DayPicker,
  getDefaultClassNames,
  type DayButtonProps,
  type DayPickerLocale,
  type Labels,
  type Matcher,
} from 'react-day-picker';
import { buttonVariants } from './button';
import { calendarLocaleOf } from './calendar-locales';
import { cn } from './cn';

/** The first and last day the date picker ever offers (contract: years 1900-2100). */
const CALENDAR_FIRST_DAY = new Date(1900, 0, 1);
/** The last day the date picker ever offers. */
const CALENDAR_LAST_DAY = new Date(2100, 11, 31);

/** Which days a date field refuses. Weekdays count from 0 = Sunday, as Date.getDay() does. */
interface DateRules {
  min?: Date | undefined;
  max?: Date | undefined;
  disabledDates?: readonly Date[] | undefined;
  disabledWeekdays?: readonly number[] | undefined;
}

/** Midnight at the start of a date's local day. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The first and last selectable day: min and max narrowed to the 1900-2100 window. */
function calendarBounds({ min, max }: DateRules): { first: Date; last: Date } {
  const first = min && min > CALENDAR_FIRST_DAY ? startOfDay(min) : CALENDAR_FIRST_DAY;
  const last = max && max < CALENDAR_LAST_DAY ? startOfDay(max) : CALENDAR_LAST_DAY;
  return { first, last };
}

/** True when the calendar must not offer `date` under the rules. */
function isDateBlocked(date: Date, rules: DateRules): boolean {
  const day = startOfDay(date);
  const { first, last } = calendarBounds(rules);
  if (day < first || day > last) return true;
  if (rules.disabledWeekdays?.includes(day.getDay())) return true;
  return rules.disabledDates?.some((d) => startOfDay(d).getTime() === day.getTime()) ?? false;
}

/** The DayPicker matchers for the rules. */
function blockedMatchers(rules: DateRules): Matcher[] {
  const { first, last } = calendarBounds(rules);
  const matchers: Matcher[] = [{ before: first }, { after: last }];
  if (rules.disabledDates?.length) matchers.push([...rules.disabledDates]);
  if (rules.disabledWeekdays?.length) matchers.push({ dayOfWeek: [...rules.disabledWeekdays] });
  return matchers;
}

/** Clamps a date into [first, last]. */
function clamp(date: Date, first: Date, last: Date): Date {
  if (date < first) return first;
  if (date > last) return last;
  return date;
}

/** Props of DateCalendar. */
export interface DateCalendarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The date currently in the field, if it is a complete valid date. */
  selected: Date | undefined;
  /** Called with the day the user picked; the dialog closes itself afterwards. */
  onSelect: (date: Date) => void;
  rules: DateRules;
  /** Month to show when the field holds no date (contract: the field's "start" bound). */
  defaultMonth?: Date | undefined;
  /** Today's date; the real one by default. */
  today?: Date | undefined;
  title: string;
  todayLabel: string;
  cancelLabel: string;
  /** The button that picks the highlighted day (the one focus last rested on in the grid). */
  selectLabel: string;
  locale?: Partial<DayPickerLocale> | undefined;
  /** The page's culture ("es", "fr-CA"): month and weekday names and the calendar's own labels
   *  in its language, loaded with the calendar; English when it has none. `locale` wins. */
  culture?: string | undefined;
  /** Writing direction of the calendar (months run right to left in an rtl language). */
  dir?: 'ltr' | 'rtl' | undefined;
  labels?: Partial<Labels> | undefined;
  /** Where focus goes when the dialog closes (Radix's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The button that opens the calendar: pressing it while open must not close and reopen it. */
  trigger?: RefObject<HTMLElement | null> | undefined;
}

// react-day-picker's stylesheet reads these variables; pointing them at theme tokens styles the
// calendar in every theme without touching its CSS.
const calendarVars = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--secondary)',
  '--rdp-today-color': 'var(--primary)',
  '--rdp-day_button-width': 'calc(var(--rdp-day-width) - 0.125rem)',
  '--rdp-day_button-height': 'calc(var(--rdp-day-height) - 0.125rem)',
  '--rdp-day_button-border-radius': 'var(--radius-sm)',
  '--rdp-selected-border': '2px solid var(--primary)',
  // Faded weekday names and outside days would fall below AA contrast.
  '--rdp-weekday-opacity': '1',
  '--rdp-outside-opacity': '1',
  '--rdp-disabled-opacity': '0.5',
  '--rdp-nav_button-width': '2.5rem',
  '--rdp-nav_button-height': '2.5rem',
  '--rdp-nav-height': '2.75rem',
} as CSSProperties;

// A day button shows its number ("15"). Its accessible name starts with that number, then says the
// month, year and weekday ("15 March 2024, Friday", in the calendar's locale), so a voice-control
// user who says what they see reaches the button (WCAG 2.5.3, label in name); react-day-picker's
// own name ("Friday, March 15th, 2024") does not contain "15" as a word. Today and the selected
// day are states rather than words in the name: aria-current="date" on the button, and
// aria-selected on its grid cell, which screen readers announce in the user's own language.
const labelDayButton: Labels['labelDayButton'] = (date, _modifiers, options, dateLib) =>
  (dateLib ?? new DateLib(options)).format(date, 'd MMMM yyyy, EEEE');

/** The day button, marking today as the current date. */
function DayButton(props: DayButtonProps) {
  return <DefaultDayButton {...props} aria-current={props.modifiers.today ? 'date' : undefined} />;
}

const defaults = getDefaultClassNames();

const calendarClassNames = {
  // Day cells shrink on narrow screens so the week fits a 320 px viewport.
  root: cn(
    defaults.root,
    'text-foreground [--rdp-day-height:2.25rem] [--rdp-day-width:2.25rem] sm:[--rdp-day-height:2.5rem] sm:[--rdp-day-width:2.5rem]',
  ),
  month_caption: cn(defaults.month_caption, 'text-base'),
  dropdown_root: cn(
    defaults.dropdown_root,
    // The native select is transparent over its label (react-day-picker's design), so the focus
    // ring goes on the wrapper; an outline also survives forced-colours mode.
    'rounded-theme-sm has-[:focus-visible]:[outline:var(--focus-width)_solid_var(--focus)] has-[:focus-visible]:outline-offset-2',
  ),
  caption_label: cn(defaults.caption_label, 'min-h-6 px-1'),
  chevron: cn(defaults.chevron, 'forced-colors:fill-[ButtonText]'),
  button_previous: cn(defaults.button_previous, 'rounded-theme-sm enabled:hover:bg-secondary'),
  button_next: cn(defaults.button_next, 'rounded-theme-sm enabled:hover:bg-secondary'),
  weekday: cn(defaults.weekday, 'text-muted-fg'),
  day_button: cn(defaults.day_button, 'enabled:hover:bg-secondary enabled:hover:text-secondary-fg'),
  selected: cn(defaults.selected, 'text-base [&>button]:bg-primary [&>button]:text-primary-fg'),
  // Struck through as well as faded, so a blocked day does not rely on colour alone.
  disabled: cn(defaults.disabled, 'line-through'),
  today: cn(defaults.today, 'font-bold underline'),
};

/** The calendar dialog of DateInput, a non-modal dialog placed under the field. It lives in its
 *  own module so react-day-picker loads only when someone opens a calendar. */
export function DateCalendar({
  open,
  onOpenChange,
  selected,
  onSelect,
  rules,
  defaultMonth,
  today = new Date(),
  title,
  todayLabel,
  cancelLabel,
  selectLabel,
  locale,
  culture,
  dir,
  labels,
  onCloseAutoFocus,
  trigger,
}: DateCalendarProps) {
  // Suspends (DateInput renders the calendar under Suspense) until the culture's locale is here,
  // so the calendar never shows English names first.
  const atHand = calendarLocaleOf(culture ?? 'en');
  const cultureLocale = atHand instanceof Promise ? use(atHand) : atHand.locale;
  const { first, last } = calendarBounds(rules);
  const shown = selected && !isDateBlocked(selected, rules) ? selected : undefined;
  const month = clamp(shown ?? defaultMonth ?? today, first, last);
  const todayBlocked = isDateBlocked(today, rules);
  const calendarId = useId();
  // The day the claimant moved to with the arrow keys (or the field's date): Select picks it, so
  // a claimant can look around the grid, Tab away and still confirm the day they stopped on.
  const [highlighted, setHighlighted] = useState<Date | undefined>(shown);

  const pick = (date: Date) => {
    onSelect(startOfDay(date));
    onOpenChange(false);
  };

  return (
    // Non-modal: a modal dialog hides the rest of the page with aria-hidden while its inputs stay
    // focusable (axe aria-hidden-focus), and a date popover does not need to trap focus. Escape,
    // a click outside or focus leaving it close it.
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Content
        data-slot="date-calendar"
        dir={dir}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Start on the day DayPicker marks as its focus target (selected, today or the first
          // enabled day) rather than on the first button, as a date grid is entered in APG.
          const day = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');
          if (day) {
            event.preventDefault();
            day.focus();
          }
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => {
          if (trigger?.current && event.target instanceof Node && trigger.current.contains(event.target)) event.preventDefault();
        }}
        className={cn(
          'absolute top-full start-0 z-50 mt-2 w-max max-w-[calc(100vw-1rem)] overflow-auto',
          'rounded-theme border border-border bg-background p-2 text-foreground shadow-lg sm:p-4',
        )}
      >
        <Dialog.Title className="m-0 mb-2 text-lg font-bold">{title}</Dialog.Title>
        <DayPicker
          id={calendarId}
          mode="single"
          selected={shown}
          onSelect={(_value, day) => pick(day)}
          onDayFocus={(day) => setHighlighted(day)}
          defaultMonth={month}
          startMonth={first}
          endMonth={last}
          disabled={blockedMatchers(rules)}
          weekStartsOn={1}
          captionLayout="dropdown"
          navLayout="around"
          today={today}
          locale={locale ?? cultureLocale}
          dir={dir}
          labels={{ labelDayButton, ...labels }}
          components={{ DayButton }}
          classNames={calendarClassNames}
          style={calendarVars}
        />
        <div data-slot="date-calendar-actions" className="mt-3 flex flex-wrap justify-end gap-2">
          <button type="button" disabled={todayBlocked} onClick={() => pick(today)} className={buttonVariants({ variant: 'secondary' })}>
            {todayLabel}
          </button>
          <Dialog.Close className={buttonVariants({ variant: 'secondary' })}>{cancelLabel}</Dialog.Close>
          <button
            type="button"
            disabled={!highlighted}
            onClick={() => highlighted && pick(highlighted)}
            data-slot="date-calendar-select"
            className={buttonVariants({ variant: 'primary' })}
          >
            {selectLabel}
          </button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
