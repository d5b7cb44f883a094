import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from '@ui/banner';

describe('Banner', () => {
  it('is a region named by its heading, with its copy', () => {
    render(<Banner header="Important update" copy={<p>The deadline has been extended.</p>} />);
    const region = screen.getByRole('region', { name: 'Important update' });
    expect(region).toHaveTextContent('The deadline has been extended.');
    expect(screen.getByRole('heading', { level: 2, name: 'Important update' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<Banner header="Important update" open={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Important update')).not.toBeInTheDocument();
  });

  it('puts the background image on the banner and keeps text on the token panel', () => {
    render(<Banner header="File online" backgroundImage="/images/hero.jpg" />);
    const region = screen.getByRole('region', { name: 'File online' });
    expect(region.style.backgroundImage).toContain('/images/hero.jpg');
    expect(screen.getByRole('heading', { name: 'File online' }).closest('[data-slot="banner-panel"]')).toHaveClass(
      'bg-banner',
      'text-banner-fg',
    );
  });

  it('offers a close button, named by the caller, only when it can be closed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner header="Important update" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Banner header="Important update" onDismiss={onDismiss} dismissLabel="Close this notice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close this notice' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('escapes quotes in the image URL so it cannot break out of url()', () => {
    render(<Banner header="Quoted" backgroundImage={'a.jpg") ; color: red; x("'} />);
    const region = screen.getByRole('region', { name: 'Quoted' });
    expect(region.style.color).toBe('');
  });
});
