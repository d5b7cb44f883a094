import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DateInput, preloadDateCalendar, type DateInputProps } from '@ui/date-input';
import { axeViolations } from '../support/axe';

function Harness(props: Partial<DateInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <DateInput label="Date of purchase" {...props} value={value} onChange={setValue} />;
}

/** Opens the calendar with the button and waits for the lazy module to render it. */
async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.findByRole('dialog', { name: 'Choose a date' });
}

const limits: Partial<DateInputProps> = {
  min: new Date(2024, 2, 10),
  max: new Date(2024, 11, 31),
  disabledWeekdays: [0, 6],
  disabledDates: [new Date(2024, 2, 20)],
  today: new Date(2024, 2, 15),
};

beforeAll(async () => {
  document.documentElement.dataset.brand = 'jnd-7';
  await preloadDateCalendar();
});

describe('DateInput calendar', () => {
  // First in the file: a lazy component that has not rendered before would suspend here.
  it('opens at once, without a loading pause, once the calendar module is loaded', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
  });

  it('starts the week on Monday and focuses the selected day', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    // react-day-picker hides the weekday header row from assistive technology (each day's name
    // says its weekday), so check the visible header and the days under it.
    const headers = within(dialog).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveAccessibleName('Monday');
    expect(headers[6]).toHaveAccessibleName('Sunday');
    const secondWeek = within(within(dialog).getByRole('grid', { name: 'March 2024' })).getAllByRole('row')[1]!;
    const days = within(secondWeek).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName('4 March 2024, Monday');
    expect(days[6]).toHaveAccessibleName('10 March 2024, Sunday');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '27 March 2024, Wednesday' })).toHaveFocus());
  });

  it('names each day by the number it shows first, and marks the selected day and today as states', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    const grid = within(dialog).getByRole('grid', { name: 'March 2024' });
    for (const button of within(grid).getAllByRole('button')) {
      // WCAG 2.5.3: the visible text ("27") begins the accessible name, as a word of its own.
      expect(button.getAttribute('aria-label')?.split(' ')[0]).toBe(button.textContent);
    }
    const selected = within(grid).getByRole('gridcell', { selected: true });
    expect(within(selected).getByRole('button')).toHaveAccessibleName('27 March 2024, Wednesday');
    expect(within(grid).getByRole('button', { name: '15 March 2024, Friday' })).toHaveAttribute('aria-current', 'date');
    expect(within(grid).getByRole('button', { name: '14 March 2024, Thursday' })).not.toHaveAttribute('aria-current');
  });

  it('disables days before min, disabled weekdays and disabled dates', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: '9 March 2024, Saturday' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '11 March 2024, Monday' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '23 March 2024, Saturday' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '24 March 2024, Sunday' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '20 March 2024, Wednesday' })).toBeDisabled();
    // Nothing before the month of min can be reached.
    expect(within(dialog).getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables days after max', async () => {
    render(<Harness defaultValue="12/30/2024" max={new Date(2024, 11, 30)} />);
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: '30 December 2024, Monday' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '31 December 2024, Tuesday' })).toBeDisabled();
  });

  it('picking a day fills mm/dd/yyyy, closes and returns focus to the input', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: '28 March 2024, Thursday' }));
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    expect(input).toHaveValue('03/28/2024');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('picks a day with the keyboard', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    screen.getByRole('button', { name: 'Choose date' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^27 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('04/03/2024');
  });

  it('Select picks the day the arrow keys reached, also after Tab has left the grid', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^27 March 2024/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const select = within(dialog).getByRole('button', { name: 'Select' });
    expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    expect(input).toHaveValue('03/28/2024');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('Select on an empty field picks the day the calendar opened on', async () => {
    render(<Harness {...limits} />);
    const dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('03/15/2024');
  });

  it('Cancel and Escape close without a change and return focus to the button', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    let dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();

    dialog = await openCalendar();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('03/27/2024');
  });

  it('closes when another control is clicked and leaves focus there', async () => {
    render(
      <>
        <label>
          Previous question <input />
        </label>
        <Harness defaultValue="03/27/2024" {...limits} />
      </>,
    );
    await openCalendar();
    await userEvent.click(screen.getByRole('textbox', { name: 'Previous question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Previous question' })).toHaveFocus();
  });

  it('keeps Tab inside the open calendar', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^27 March 2024/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('Today picks today, and is disabled when today is blocked', async () => {
    const { unmount } = render(<Harness {...limits} />);
    let dialog = await openCalendar();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('textbox', { name: 'Date of purchase' })).toHaveValue('03/15/2024');
    unmount();

    render(<Harness {...limits} today={new Date(2024, 2, 16)} />);
    dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('offers only the years 1900 to 2100', async () => {
    render(<Harness defaultValue="06/15/2000" />);
    const dialog = await openCalendar();
    const years = within(within(dialog).getByRole('combobox', { name: 'Choose the Year' })).getAllByRole('option');
    expect(years[0]).toHaveTextContent('1900');
    expect(years.at(-1)).toHaveTextContent('2100');
    expect(years).toHaveLength(201);
  });

  it('narrows the years to min and max', async () => {
    render(<Harness defaultValue="03/27/2024" {...limits} />);
    const dialog = await openCalendar();
    const years = within(within(dialog).getByRole('combobox', { name: 'Choose the Year' })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['2024']);
  });

  it('opens on a month inside the limits when the field is empty', async () => {
    render(<Harness min={new Date(2030, 4, 1)} today={new Date(2024, 2, 15)} />);
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('grid', { name: 'May 2030' })).toBeInTheDocument();
  });

  it('uses custom labels', async () => {
    render(<Harness openLabel="Open calendar" calendarTitle="Pick a day" todayLabel="Now" cancelLabel="Close" selectLabel="Seleccionar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick a day' });
    expect(within(dialog).getByRole('button', { name: 'Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Seleccionar' })).toBeInTheDocument();
  });

  it('passes axe with the calendar open', async () => {
    render(
      <main>
        <Harness defaultValue="03/27/2024" {...limits} />
      </main>,
    );
    await openCalendar();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('DateInput calendar in the page culture', () => {
  it('names the months and weekdays in Spanish', async () => {
    render(<Harness defaultValue="03/27/2024" calendarCulture="es" />);
    const dialog = await openCalendar();
    // The month's grid and the month list say "marzo", not "March".
    const grid = await within(dialog).findByRole('grid', { name: /^marzo/ });
    expect(within(dialog).queryByText(/March/)).toBeNull();
    const month = within(dialog).getByRole('combobox', { name: 'Elegir el mes' });
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent(/^mar/);
    const headers = within(dialog).getAllByRole('columnheader', { hidden: true });
    expect(headers[0]).toHaveAccessibleName('lunes');
    // The day's name still starts with the number it shows (WCAG 2.5.3).
    expect(within(grid).getByRole('button', { name: /^27 marzo 2024, miércoles/ })).toBeInTheDocument();
  });

  it('names them in French and in Arabic, and in English for a culture it has no names for', async () => {
    const { unmount } = render(<Harness defaultValue="03/27/2024" calendarCulture="fr-CA" />);
    expect(await within(await openCalendar()).findByRole('grid', { name: /^mars 2024/ })).toBeInTheDocument();
    unmount();
    const arabic = render(<Harness defaultValue="03/27/2024" calendarCulture="ar" calendarDir="rtl" />);
    expect(await within(await openCalendar()).findByRole('grid', { name: /مارس/ })).toBeInTheDocument();
    arabic.unmount();
    render(<Harness defaultValue="03/27/2024" calendarCulture="tlh" />);
    expect(await within(await openCalendar()).findByRole('grid', { name: 'March 2024' })).toBeInTheDocument();
  });
});
