import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from '@ui/radio-group';

const options = [
  { value: 'check', label: 'Check by mail' },
  { value: 'paypal', label: 'PayPal', hint: 'Paid to your PayPal account' },
  { value: 'card', label: 'Prepaid card' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with one radio per option', () => {
    render(<RadioGroup legend="How do you want to be paid?" options={options} />);
    const group = screen.getByRole('radiogroup', { name: 'How do you want to be paid?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['check', 'paypal', 'card']);
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription('Paid to your PayPal account');
  });

  it('moves and selects with the arrow keys after Tab', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Payment" options={options} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Check by mail' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Prepaid card' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('paypal');
  });

  it('selects with Space and by clicking the label', async () => {
    const user = userEvent.setup();
    render(<RadioGroup legend="Payment" options={options} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Check by mail' })).toBeChecked();
    await user.click(screen.getByText('Prepaid card'));
    expect(screen.getByRole('radio', { name: 'Prepaid card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Check by mail' })).not.toBeChecked();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>('card');
      return (
        <>
          <RadioGroup legend="Payment" options={options} value={value} onValueChange={setValue} />
          <output>chosen: {value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Prepaid card' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByText('chosen: paypal')).toBeInTheDocument();
  });

  it('wires hint, first error and required state onto the group', () => {
    render(
      <RadioGroup
        id="payment"
        legend="Payment"
        hint="Choose one"
        error={['Value is required', 'Something else']}
        required
        options={options}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Payment/ });
    expect(group).toHaveAttribute('aria-describedby', 'payment-hint payment-error');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Choose one Error: Value is required');
    expect(screen.queryByText('Something else')).toBeNull();
  });

  it('adds a "none" option when asked, with a configurable label and value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        legend="Other claims"
        options={options}
        hasNoneOption
        noneOptionLabel="None of these"
        noneOptionValue="no-claims"
        onValueChange={onValueChange}
      />,
    );
    const none = screen.getByRole('radio', { name: 'None of these' });
    expect(screen.getAllByRole('radio').at(-1)).toBe(none);
    await user.click(none);
    expect(onValueChange).toHaveBeenCalledWith('no-claims');
  });

  it('defaults the none option to "None" with value none', () => {
    render(<RadioGroup legend="Other claims" options={options} hasNoneOption />);
    expect(screen.getByRole('radio', { name: 'None' })).toHaveAttribute('value', 'none');
  });

  it('disables every radio when disabled', () => {
    render(<RadioGroup legend="Payment" options={options} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('stacks options by default and lays them in a row when inline', () => {
    const { container, rerender } = render(<RadioGroup legend="Agree?" options={options.slice(0, 2)} />);
    const list = container.querySelector('[data-slot="radio-group-options"]');
    expect(list).toHaveAttribute('data-layout', 'stacked');
    rerender(<RadioGroup legend="Agree?" layout="inline" options={options.slice(0, 2)} />);
    expect(list).toHaveAttribute('data-layout', 'inline');
  });
});
