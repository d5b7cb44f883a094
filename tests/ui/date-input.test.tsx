import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateInput, preloadDateCalendar } from '@ui/date-input';

// Loading react-day-picker in jsdom can outlast findBy's one second on a busy machine.
beforeAll(async () => {
  await preloadDateCalendar();
});

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateInput
      label="Date of purchase"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateInput typed entry', () => {
  it('is a numeric text input with the format hint in its description', () => {
    render(<DateInput label="Date of purchase" hint="From your receipt." />);
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('From your receipt. For example, 03/27/2024 (mm/dd/yyyy)');
  });

  it('reports typed text as it is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date of purchase' });
    await user.type(input, '03/27/2024');
    expect(input).toHaveValue('03/27/2024');
    expect(onChange).toHaveBeenLastCalledWith('03/27/2024');
  });

  it('wires error and required state', () => {
    render(<DateInput label="Date of birth" error="Enter a real date" required />);
    const input = screen.getByRole('textbox', { name: /Date of birth/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a real date/);
  });

  it('applies the mask ref and the caller ref to the same input', () => {
    const maskRef = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    render(<DateInput label="Date" maskRef={maskRef} ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(maskRef).toHaveBeenCalledWith(input);
    expect(ref.current).toBe(input);
  });

  it('offers a named calendar button that is disabled with the field', () => {
    const { rerender } = render(<DateInput label="Date" openLabel="Choose date of purchase" />);
    const button = screen.getByRole('button', { name: 'Choose date of purchase' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(<DateInput label="Date" openLabel="Choose date of purchase" disabled />);
    expect(button).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Date' })).toBeDisabled();
  });

  it.each([
    ['disabledDates', { disabledDates: new Date(2024, 2, 20) }],
    ['disabledWeekdays', { disabledWeekdays: 0 }],
  ])('throws a developer error when %s is not an array', (name, props) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DateInput label="Date" {...(props as object)} />)).toThrow(`The date picker's ${name} must be an array.`);
    vi.restoreAllMocks();
  });

  it('opens the calendar from the button', async () => {
    const user = userEvent.setup();
    render(<DateInput label="Date" defaultValue="03/27/2024" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose date' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the calendar on demand when it was not preloaded', async () => {
    vi.resetModules();
    const fresh = await import('@ui/date-input');
    const user = userEvent.setup();
    render(<fresh.DateInput label="Date" />);
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a date' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
