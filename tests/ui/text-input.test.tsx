import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '@ui/text-input';

describe('TextInput', () => {
  it('is a textbox named by its label', () => {
    render(<TextInput label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('joins hint then error into aria-describedby and marks the input invalid', () => {
    render(<TextInput id="email" label="Email address" hint="We send the confirmation here" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the confirmation here Error: Enter a valid email');
  });

  it('shows only the first error, once', () => {
    render(<TextInput label="Claim amount" error={['Value is required', 'Value is required', 'The maximum length allowed is 10']} />);
    expect(screen.getAllByText('Value is required')).toHaveLength(1);
    expect(screen.queryByText('The maximum length allowed is 10')).toBeNull();
  });

  it('marks a required field with aria-required and a visible marker', () => {
    const { container } = render(<TextInput label="City" required />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('[data-slot="required-marker"]')).toHaveTextContent('*');
  });

  it('keeps aria-required but hides the marker with disableRequiredStyling', () => {
    const { container } = render(<TextInput label="City" required disableRequiredStyling />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('[data-slot="required-marker"]')).toBeNull();
  });

  it('still names the input when the label is visually suppressed', () => {
    render(<TextInput label="Search" suppressLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('sr-only');
  });

  it('takes typing and passes input attributes through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <TextInput label="Phone" inputMode="tel" autoComplete="tel" onChange={onChange} />
        <TextInput label="Zip" />
      </>,
    );
    await user.tab();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveFocus();
    await user.keyboard('555');
    expect(phone).toHaveValue('555');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Zip' })).toHaveFocus();
  });

  it('hands the element to both the ref and the mask ref', () => {
    const ref = createRef<HTMLInputElement>();
    const mask = vi.fn();
    render(<TextInput label="Phone" ref={ref} mask={mask} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(ref.current).toBe(input);
    expect(mask).toHaveBeenCalledWith(input);
  });

  it('cannot be typed in when disabled', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Reference code" disabled defaultValue="STD-1" />);
    const input = screen.getByRole('textbox', { name: 'Reference code' });
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(input).toHaveValue('STD-1');
  });
});
