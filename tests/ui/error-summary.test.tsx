import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from '@ui/error-summary';

function Form({ errors }: { errors: readonly ErrorSummaryItem[] }) {
  return (
    <>
      <ErrorSummary errors={errors} />
      <label htmlFor="first-name">First name</label>
      <input id="first-name" />
      <fieldset id="payment">
        <legend>Payment method</legend>
        <input type="radio" id="paypal" name="payment" />
        <label htmlFor="paypal">PayPal</label>
        <input type="radio" id="check" name="payment" />
        <label htmlFor="check">Check</label>
      </fieldset>
    </>
  );
}

const errors = [
  { fieldId: 'first-name', message: 'Enter your first name' },
  { fieldId: 'payment', message: 'Select a payment method' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    render(<Form errors={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes focus and is named by its title', () => {
    render(<Form errors={errors} />);
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
  });

  it('links each error to its field', () => {
    render(<Form errors={errors} />);
    expect(screen.getByRole('link', { name: 'Enter your first name' })).toHaveAttribute('href', '#first-name');
    expect(screen.getByRole('link', { name: 'Select a payment method' })).toHaveAttribute('href', '#payment');
  });

  it('moves focus to the field when a link is followed', async () => {
    const user = userEvent.setup();
    render(<Form errors={errors} />);
    await user.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('focuses the first control of a group', async () => {
    const user = userEvent.setup();
    render(<Form errors={errors} />);
    await user.click(screen.getByRole('link', { name: 'Select a payment method' }));
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveFocus();
  });

  it('follows a link with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Form errors={errors} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Enter your first name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('takes focus again when the errors change', async () => {
    const user = userEvent.setup();
    function Changing() {
      const [list, setList] = useState<ErrorSummaryItem[]>([errors[0]!]);
      return (
        <>
          <ErrorSummary errors={list} title="Fix these" />
          <button type="button" onClick={() => setList(errors)}>
            Next
          </button>
        </>
      );
    }
    render(<Changing />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Fix these' })).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
