import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '@ui/select';

const states = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

describe('Select', () => {
  it('is a combobox named by its label with an empty placeholder first', () => {
    render(<Select label="State" options={states} placeholder="Select a state" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select a state', 'California', 'New York']);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
  });

  it('leaves the placeholder out when it is null', () => {
    render(<Select label="State" options={states} placeholder={null} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="State" options={states} onChange={(e) => onChange(e.target.value)} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York');
    expect(onChange).toHaveBeenCalledWith('NY');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
  });

  it('wires hint, error and required state', () => {
    render(<Select id="state" label="State" options={states} hint="Where you live" error={['Value is required', 'Other']} required />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-describedby', 'state-hint state-error');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.queryByText('Other')).toBeNull();
  });

  it('can be disabled', () => {
    render(<Select label="State" options={states} disabled />);
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();
  });
});
