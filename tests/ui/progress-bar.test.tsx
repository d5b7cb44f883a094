import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '@ui/progress-bar';

const MB = 1024 * 1024;

describe('ProgressBar', () => {
  it('is named by its label and reports value, range and a readable size text', () => {
    render(<ProgressBar label="Uploading invoice.pdf" value={1.2 * MB} max={3.4 * MB} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading invoice.pdf' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', String(3.4 * MB));
    expect(bar).toHaveAttribute('aria-valuenow', String(1.2 * MB));
    expect(bar).toHaveAttribute('aria-valuetext', '1.2 MB of 3.4 MB');
    expect(screen.getByText('1.2 MB of 3.4 MB')).toBeVisible();
  });

  it('clamps values outside the range', () => {
    render(<ProgressBar label="Upload" value={5000} max={1000} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '1000');
  });

  it('has no value while indeterminate', () => {
    render(<ProgressBar label="Preparing" max={1} />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('uses a custom value text', () => {
    render(<ProgressBar label="Submitting" value={40} max={100} formatValueText={(v, m) => `${(v / m) * 100}%`} />);
    expect(screen.getByRole('progressbar', { name: 'Submitting' })).toHaveAttribute('aria-valuetext', '40%');
  });
});
