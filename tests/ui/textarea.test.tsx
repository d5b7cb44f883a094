import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from '@ui/textarea';

describe('TextArea', () => {
  it('is a multi-line textbox of five rows named by its label', () => {
    render(<TextArea label="Describe your purchase" />);
    const area = screen.getByRole('textbox', { name: 'Describe your purchase' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
  });

  it('lists all of its errors, each once, and describes the control with them', () => {
    render(
      <TextArea
        id="details"
        label="Details"
        hint="Up to 500 characters"
        error={['Value is required', 'The maximum length allowed is 500', 'Value is required']}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(screen.getAllByText('Value is required')).toHaveLength(1);
    expect(screen.getByText('The maximum length allowed is 500')).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-describedby', 'details-hint details-error');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Up to 500 characters Error: Value is required Error: The maximum length allowed is 500');
  });

  it('marks required and takes typing', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Details" required rows={3} />);
    const area = screen.getByRole('textbox', { name: 'Details' });
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('rows', '3');
    await user.type(area, 'Line one{Enter}Line two');
    expect(area).toHaveValue('Line one\nLine two');
  });
});
