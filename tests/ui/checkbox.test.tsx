import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from '@ui/checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by the label beside it', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
  });

  it('toggles with Space and with Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send me updates" onCheckedChange={onCheckedChange} />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'Send me updates' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('does not submit its form when Enter toggles it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Checkbox label="Confirm" />
        <button type="submit">Send</button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Confirm' })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its first error in the danger colour and wires hint, error and required', () => {
    render(
      <Checkbox
        id="attest"
        label="I declare this is true"
        hint="You must agree to continue"
        error={['You must agree', 'Second message']}
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I declare this is true' });
    expect(box).toHaveAttribute('aria-describedby', 'attest-hint attest-error');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('You must agree to continue Error: You must agree');
    expect(screen.getByText('You must agree').closest('[data-slot="field-error"]')).toHaveClass('text-danger');
    expect(screen.queryByText('Second message')).toBeNull();
  });

  it('follows a controlled checked value', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Agree" checked onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(box).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Agree" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 'receipt', label: 'Receipt' },
    { value: 'statement', label: 'Bank statement', hint: 'Showing the purchase' },
    { value: 'photo', label: 'Photo of the product' },
  ];

  it('is a group named by its legend whose value is the checked list, in option order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CheckboxGroup legend="What proof do you have?" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'What proof do you have?' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Photo of the product' }));
    await user.click(screen.getByRole('checkbox', { name: 'Receipt' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['receipt', 'photo']);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(['receipt', 'statement', 'photo']);
    expect(screen.getByRole('checkbox', { name: 'Bank statement' })).toHaveAccessibleDescription('Showing the purchase');
  });

  it('describes the group with its hint and error and marks its boxes invalid', () => {
    render(
      <CheckboxGroup id="proof" legend="Proof" hint="Choose all that apply" error="At least one option is required" options={options} />,
    );
    const group = screen.getByRole('group', { name: 'Proof' });
    expect(group).toHaveAttribute('aria-describedby', 'proof-hint proof-error');
    expect(group).toHaveAccessibleDescription('Choose all that apply Error: At least one option is required');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
