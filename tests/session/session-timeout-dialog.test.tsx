import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionTimeoutDialog } from '@/features/session/session-timeout-dialog';
import type { UseSessionTimerOptions } from '@/features/session/use-session-timer';
import { demoI18n } from '../support/demo-i18n';

const SECOND = 1_000;
const MINUTE = 60_000;
const TITLE = 'Your session is about to expire';

let i18n: I18n;

beforeEach(async () => {
  i18n = await demoI18n();
  // Only the clock and the tick are fake: Testing Library's async wrapper waits on a real
  // setTimeout, which it advances by itself only under Jest's fake timers.
  vi.useFakeTimers({ now: Date.parse('2026-03-02T15:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderDialog(options: Partial<UseSessionTimerOptions> = {}, instance: I18n = i18n) {
  const onExpire = vi.fn();
  const user = userEvent.setup();
  const props: UseSessionTimerOptions = { enabled: true, onExpire, ...options };
  const tree = (current: UseSessionTimerOptions) => (
    <I18nextProvider i18n={instance}>
      <main>
        <label>
          Name <input />
        </label>
        <SessionTimeoutDialog {...current} />
      </main>
    </I18nextProvider>
  );
  const view = render(tree(props));
  const update = (changes: Partial<UseSessionTimerOptions>) => view.rerender(tree({ ...props, ...changes }));
  return { ...view, onExpire, user, update };
}

const dialog = () => screen.queryByRole('alertdialog', { name: TITLE });

describe('SessionTimeoutDialog', () => {
  it('opens one minute before the 30-minute session ends, with the time left as m:ss', () => {
    renderDialog();
    advance(29 * MINUTE - SECOND);
    expect(dialog()).toBeNull();
    advance(SECOND);
    const alert = screen.getByRole('alertdialog', { name: TITLE });
    expect(alert).toHaveTextContent('Time remaining: 1:00');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    advance(15 * SECOND);
    expect(alert).toHaveTextContent('Time remaining: 0:45');
    advance(44 * SECOND);
    expect(alert).toHaveTextContent('Time remaining: 0:01');
  });

  it('describes the warning once: the ticking countdown is hidden from screen readers', () => {
    renderDialog();
    advance(29 * MINUTE);
    const alert = screen.getByRole('alertdialog', { name: TITLE });
    const described = /no activity\. Select Continue to keep working on your claim\. ?Time remaining: 1:00$/;
    expect(alert).toHaveAccessibleDescription(described);
    advance(20 * SECOND);
    expect(alert).toHaveTextContent('Time remaining: 0:40');
    expect(alert).toHaveAccessibleDescription(described);
    // Nothing in the dialog is a live region that would repeat the countdown every second.
    expect(alert.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
  });

  it('Continue closes the dialog, returns focus and renews the session for another 30 minutes', async () => {
    const { user, onExpire } = renderDialog();
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    advance(29 * MINUTE + 30 * SECOND);
    expect(name).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dialog()).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());
    advance(29 * MINUTE - SECOND);
    expect(dialog()).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
    advance(SECOND);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toHaveTextContent('Time remaining: 1:00');
  });

  it('Escape also renews the session', async () => {
    const { user, onExpire } = renderDialog();
    advance(29 * MINUTE + 50 * SECOND);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    advance(20 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('typing, scrolling, clicking or touching before the warning moves the deadline', async () => {
    const { user, onExpire } = renderDialog();
    advance(10 * MINUTE);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
    advance(20 * MINUTE);
    fireEvent.wheel(window);
    advance(20 * MINUTE);
    fireEvent.mouseDown(document.body);
    advance(20 * MINUTE);
    fireEvent.touchStart(document.body);
    advance(28 * MINUTE);
    expect(dialog()).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
    // The opening dialog takes focus from the box typed into, and user-event answers that blur
    // with a change event inside an act of its own, nested in this one: awaited, React finishes
    // that nested work here instead of warning that it was left over.
    await act(async () => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(dialog()).not.toBeNull();
  });

  it.each([
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['the wheel', () => fireEvent.wheel(window)],
    ['the mouse', () => fireEvent.mouseMove(document.body, { movementX: 3, movementY: 1 })],
    [
      'a touch',
      () => fireEvent.touchStart(document.body, { touches: [{ clientX: 0, clientY: 0 }], changedTouches: [{ clientX: 0, clientY: 0 }] }),
    ],
  ])('%s during the countdown renews the session and closes the warning', (_name, activity) => {
    const { onExpire } = renderDialog();
    advance(29 * MINUTE + 5 * SECOND);
    expect(dialog()).not.toBeNull();
    act(activity);
    expect(dialog()).toBeNull();
    advance(28 * MINUTE);
    expect(dialog()).toBeNull();
    advance(MINUTE);
    expect(dialog()).not.toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('a mousemove of no movement (the page moving under a still pointer) leaves the warning open', () => {
    renderDialog();
    advance(29 * MINUTE + 5 * SECOND);
    act(() => {
      fireEvent.mouseMove(document.body, { movementX: 0, movementY: 0 });
    });
    advance(2 * SECOND);
    expect(screen.getByRole('alertdialog', { name: TITLE })).toHaveTextContent('Time remaining: 0:53');
  });

  it('at expiry the dialog closes, onExpire runs once and a fresh session starts', () => {
    const { onExpire } = renderDialog();
    advance(30 * MINUTE - SECOND);
    expect(dialog()).not.toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
    advance(SECOND);
    expect(dialog()).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(29 * MINUTE);
    expect(dialog()).not.toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('recomputes when a tab that slept past the deadline becomes visible again', () => {
    const { onExpire } = renderDialog();
    advance(5 * MINUTE);
    // A sleeping tab runs no timers: the clock jumps without a tick.
    vi.setSystemTime(Date.now() + 40 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('on a page without the timeout there is no warning and the session never ends', () => {
    const { onExpire, update } = renderDialog({ enabled: false });
    advance(29 * MINUTE + 30 * SECOND);
    expect(dialog()).toBeNull();
    advance(2 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
    // Moving on to a timeout-enabled page starts a full session there, with its warning.
    update({ enabled: true });
    advance(29 * MINUTE - SECOND);
    expect(dialog()).toBeNull();
    advance(SECOND);
    expect(dialog()).not.toBeNull();
    advance(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('a tab that slept on a page without the timeout wakes with its session intact', () => {
    const { onExpire } = renderDialog({ enabled: false });
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    advance(SECOND);
    expect(onExpire).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('leaving a timeout-enabled page for one without the timeout closes the warning', () => {
    const { onExpire, update } = renderDialog();
    advance(29 * MINUTE + 30 * SECOND);
    expect(dialog()).not.toBeNull();
    update({ enabled: false });
    expect(dialog()).toBeNull();
    advance(60 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('does nothing while stopped, and starts a fresh session when running again', () => {
    const { onExpire, update } = renderDialog({ running: false });
    advance(45 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    update({ running: true });
    advance(29 * MINUTE - SECOND);
    expect(dialog()).toBeNull();
    advance(SECOND);
    expect(dialog()).not.toBeNull();
  });

  it('takes the session length from minSessionDuration', () => {
    const { onExpire } = renderDialog({ minSessionDuration: 5 });
    advance(4 * MINUTE);
    expect(dialog()).not.toBeNull();
    advance(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('speaks the claimant’s language', async () => {
    renderDialog({}, await demoI18n('es'));
    advance(29 * MINUTE + 30 * SECOND);
    const alert = screen.getByRole('alertdialog', { name: 'Su sesión está por vencer' });
    expect(alert).toHaveTextContent('Tiempo restante: 0:30');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});
