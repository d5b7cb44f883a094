import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedIndicator } from '@ui/saved-indicator';
import { useSavedIndicator } from '@/features/app-state/use-saved-indicator';

function Record() {
  const { indicator, markSaved } = useSavedIndicator();
  return (
    <main>
      <button type="button" onClick={markSaved}>
        Upload
      </button>
      <SavedIndicator {...indicator} />
    </main>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSavedIndicator', () => {
  // fireEvent rather than userEvent: Testing Library's async wrapper waits on a setTimeout that
  // only Jest's fake timers advance by themselves, and this test fakes setTimeout.
  it('shows "Saved" for 5 seconds after a save, and again after the next one', () => {
    render(<Record />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(status).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(status).toHaveTextContent('Saved');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(status).toHaveTextContent('Saved');
  });
});
