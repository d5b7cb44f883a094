import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
// The calendar module loads with the stories (the app loads it on demand), so the open example
// renders its calendar at once, in Ladle and in the axe sweep alike.
import '@ui/date-calendar';
import { DateInput, preloadDateCalendar, type DateInputProps } from '@ui/date-input';

export default { title: 'Primitives / Date input' } satisfies StoryDefault;

void preloadDateCalendar();

/** A controlled date input, as a form would hold it. */
function ControlledDateInput(props: Partial<DateInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <DateInput label="Date of purchase" {...props} value={value} onChange={setValue} />;
}

/** Empty. */
export const Default: Story = () => <ControlledDateInput />;

/** With a hint above the format example. */
export const WithHint: Story = () => <ControlledDateInput hint="The date on your receipt." />;

/** With an error. */
export const WithError: Story = () => <ControlledDateInput defaultValue="13/45/2024" error="Enter a real date" />;

/** Required. */
export const Required: Story = () => <ControlledDateInput required />;

/** Disabled. */
export const Disabled: Story = () => <ControlledDateInput defaultValue="03/27/2024" disabled />;

/** Only weekdays in 2024 can be picked in the calendar. */
export const WithLimits: Story = () => (
  <ControlledDateInput
    hint="A weekday in 2024."
    min={new Date(2024, 0, 1)}
    max={new Date(2024, 11, 31)}
    disabledWeekdays={[0, 6]}
    disabledDates={[new Date(2024, 6, 4), new Date(2024, 11, 25)]}
    defaultMonth={new Date(2024, 2, 1)}
  />
);

/** The calendar open, with blocked weekends and a range. */
export const CalendarOpen: Story = () => (
  <div className="min-h-[34rem]">
    <ControlledDateInput
      defaultValue="03/27/2024"
      min={new Date(2024, 0, 1)}
      max={new Date(2024, 11, 31)}
      disabledWeekdays={[0, 6]}
      today={new Date(2024, 2, 15)}
      defaultOpen
    />
  </div>
);

/** The calendar open in Spanish: month and weekday names come with the culture's locale. */
export const CalendarInSpanish: Story = () => (
  <div className="min-h-[34rem]" lang="es">
    <ControlledDateInput
      label="Fecha de compra"
      formatHint="Por ejemplo, 03/27/2024 (mm/dd/aaaa)"
      openLabel="Elegir fecha"
      calendarTitle="Seleccione una fecha"
      todayLabel="Hoy"
      cancelLabel="Cancelar"
      selectLabel="Seleccionar"
      calendarCulture="es"
      defaultValue="03/27/2024"
      today={new Date(2024, 2, 15)}
      defaultOpen
    />
  </div>
);
