import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedIndicator } from '@ui/saved-indicator';

describe('SavedIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an empty status region while hidden', () => {
    render(<SavedIndicator show={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows "Saved" politely and hides it after 5 seconds', () => {
    const onHide = vi.fn();
    render(<SavedIndicator show onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(onHide).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('shows again when show turns true a second time', () => {
    const { rerender } = render(<SavedIndicator show message="All saved" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(<SavedIndicator show={false} message="All saved" />);
    rerender(<SavedIndicator show message="All saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('All saved');
  });

  it('honours a custom duration', () => {
    render(<SavedIndicator show duration={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
