import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '@ui/spinner';

describe('Spinner', () => {
  it('is a status whose visually hidden label says what is loading', () => {
    render(<Spinner label="Uploading documents" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Uploading documents');
    expect(screen.getByText('Uploading documents')).toHaveClass('sr-only');
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-6'],
    ['lg', 'size-10'],
  ] as const)('sizes its ring for size %s', (size, className) => {
    render(<Spinner size={size} />);
    expect(screen.getByRole('status').querySelector('svg')).toHaveClass(className);
  });
});
