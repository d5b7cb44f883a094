import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from '@/features/wizard/use-leave-warning';

function Page({ active }: { active: boolean }) {
  useLeaveWarning(active);
  return <h1>Tell us about yourself</h1>;
}

/** Dispatches what the browser fires on reload or close, and says whether the page asked to warn. */
function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveWarning', () => {
  it('asks the browser to warn only while active', () => {
    const view = render(<Page active={false} />);
    expect(leave()).toBe(false);
    view.rerender(<Page active />);
    expect(leave()).toBe(true);
    view.rerender(<Page active={false} />);
    expect(leave()).toBe(false);
    view.rerender(<Page active />);
    expect(leave()).toBe(true);
  });

  it('stops warning once the page is gone', () => {
    const view = render(<Page active />);
    expect(leave()).toBe(true);
    view.unmount();
    expect(leave()).toBe(false);
  });

  it('sets returnValue for browsers that ask only when it is assigned', () => {
    render(<Page active />);
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    Object.defineProperty(event, 'returnValue', { value: 'unset', writable: true });
    window.dispatchEvent(event);
    expect(event.returnValue).toBe('');
  });
});
