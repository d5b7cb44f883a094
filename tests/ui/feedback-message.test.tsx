import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackMessage } from '@ui/feedback-message';

describe('FeedbackMessage', () => {
  it('shows its title and message', () => {
    render(<FeedbackMessage title="Before you start">Have your notice at hand.</FeedbackMessage>);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toBeInTheDocument();
    expect(screen.getByText('Have your notice at hand.')).toBeInTheDocument();
  });

  it('is not a live region unless asked', () => {
    render(<FeedbackMessage variant="success">Saved.</FeedbackMessage>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['default', 'status', 'bg-info'],
    ['success', 'status', 'bg-success'],
    ['warning', 'alert', 'bg-warning'],
  ] as const)('the %s variant is announced as %s and uses its token pair', (variant, role, fill) => {
    render(
      <FeedbackMessage variant={variant} live>
        Message
      </FeedbackMessage>,
    );
    const box = screen.getByRole(role);
    expect(box).toHaveTextContent('Message');
    expect(box).toHaveClass(fill);
  });

  it('hides the icon from assistive technology and can drop it', () => {
    const { container, rerender } = render(<FeedbackMessage>Message</FeedbackMessage>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<FeedbackMessage icon={false}>Message</FeedbackMessage>);
    expect(container.querySelector('svg')).toBeNull();
  });

  it('uses the requested title element', () => {
    render(
      <FeedbackMessage title="Heads up" titleAs="h3">
        Message
      </FeedbackMessage>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Heads up' })).toBeInTheDocument();
  });
});
