import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HybridRadio } from '@ui/hybrid-radio';

const options = [
  { value: 'online', label: 'Online store' },
  { value: 'retail', label: 'Retail shop' },
  { value: 'other', label: 'Somewhere else', withText: true },
];

describe('HybridRadio', () => {
  it('reveals a text box named by its option only when that option is chosen', async () => {
    const user = userEvent.setup();
    render(<HybridRadio legend="Where did you buy it?" options={options} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    expect(screen.getByRole('textbox', { name: 'Somewhere else' })).toBeEnabled();
  });

  it('reports {choice, text} as the claimant chooses and types', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<HybridRadio legend="Where did you buy it?" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ choice: 'other', text: null });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Somewhere else' })).toHaveFocus();
    await user.keyboard('Market');
    expect(onValueChange).toHaveBeenLastCalledWith({ choice: 'other', text: 'Market' });
  });

  it('clears the text and hides the box when another option is chosen', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <HybridRadio
        legend="Where did you buy it?"
        options={options}
        defaultValue={{ choice: 'other', text: 'Market' }}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Somewhere else' })).toHaveValue('Market');
    await user.click(screen.getByRole('radio', { name: 'Retail shop' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ choice: 'retail', text: null });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('moves between options with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<HybridRadio legend="Where did you buy it?" options={options} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Somewhere else' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Somewhere else' })).toBeInTheDocument();
  });

  it('wires the group error to the group and to the text box', () => {
    render(
      <HybridRadio
        id="where"
        legend="Where did you buy it?"
        error="Value is required"
        required
        options={options}
        value={{ choice: 'other', text: null }}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Where did you buy it\?/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    const text = screen.getByRole('textbox', { name: 'Somewhere else' });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Error: Value is required');
  });

  it('offers the none option too', () => {
    render(<HybridRadio legend="Where?" options={options} hasNoneOption noneOptionLabel="I don't remember" />);
    expect(screen.getByRole('radio', { name: "I don't remember" })).toHaveAttribute('value', 'none');
  });
});
