import { describe, expect, it } from 'vitest';
import {
  createSessionTimer,
  formatCountdown,
  sessionTimerReducer,
  startSession,
  TICK_MS,
  type SessionTimerState,
  type TimerClock,
} from '@/features/session/timer';

const MIN = 60_000;
const T0 = Date.parse('2025-07-01T12:00:00Z');

describe('sessionTimerReducer', () => {
  it('starts 30 minutes long', () => {
    expect(startSession(T0)).toEqual({ phase: 'active', expiresAt: T0 + 30 * MIN, remainingMs: 30 * MIN, durationMinutes: 30 });
  });

  it.each<[elapsed: number, timeoutEnabled: boolean, phase: SessionTimerState['phase'], remainingMs: number]>([
    [0, true, 'active', 30 * MIN],
    [28 * MIN + 59_000, true, 'active', 61_000],
    [29 * MIN - 1, true, 'active', MIN + 1],
    [29 * MIN, true, 'warning', MIN],
    [29 * MIN + 30_000, true, 'warning', 30_000],
    [30 * MIN - 1, true, 'warning', 1],
    [30 * MIN, true, 'expired', 0],
    // On pages with the timeout off there is no dialog and the session never ends: it is renewed.
    [29 * MIN, false, 'active', 30 * MIN],
    [30 * MIN, false, 'active', 30 * MIN],
    [3 * 60 * MIN, false, 'active', 30 * MIN],
    // A tick after the tab slept far past the deadline goes straight to expired.
    [3 * 60 * MIN, true, 'expired', 0],
  ])('a tick %i ms in (timeout %s) is %s', (elapsed, timeoutEnabled, phase, remainingMs) => {
    const state = sessionTimerReducer(startSession(T0), { type: 'tick', now: T0 + elapsed, timeoutEnabled });
    expect(state).toMatchObject({ phase, remainingMs });
  });

  it('activity resets the deadline to now plus 30 minutes, also from the warning', () => {
    let state = startSession(T0);
    state = sessionTimerReducer(state, { type: 'tick', now: T0 + 29 * MIN + 10_000, timeoutEnabled: true });
    expect(state.phase).toBe('warning');
    state = sessionTimerReducer(state, { type: 'activity', now: T0 + 29 * MIN + 20_000, timeoutEnabled: true });
    expect(state).toEqual(startSession(T0 + 29 * MIN + 20_000));
    state = sessionTimerReducer(state, { type: 'tick', now: T0 + 30 * MIN, timeoutEnabled: true });
    expect(state).toMatchObject({ phase: 'active', remainingMs: 29 * MIN + 20_000 });
  });

  it('activity after the tab slept past the deadline cannot revive the session', () => {
    const state = sessionTimerReducer(startSession(T0), { type: 'activity', now: T0 + 45 * MIN, timeoutEnabled: true });
    expect(state).toMatchObject({ phase: 'expired', remainingMs: 0, expiresAt: T0 + 30 * MIN });
  });

  it('activity after a sleep on a page with the timeout off renews the session', () => {
    const state = sessionTimerReducer(startSession(T0), { type: 'activity', now: T0 + 45 * MIN, timeoutEnabled: false });
    expect(state).toEqual(startSession(T0 + 45 * MIN));
  });

  it('a page with the timeout off gives the next timeout-enabled page a full session', () => {
    let state = sessionTimerReducer(startSession(T0), { type: 'tick', now: T0 + 50 * MIN, timeoutEnabled: false });
    state = sessionTimerReducer(state, { type: 'tick', now: T0 + 50 * MIN + 1_000, timeoutEnabled: true });
    expect(state).toMatchObject({ phase: 'active', remainingMs: 30 * MIN - 1_000 });
  });

  it('stays expired until restarted', () => {
    const expired = sessionTimerReducer(startSession(T0), { type: 'tick', now: T0 + 30 * MIN, timeoutEnabled: true });
    expect(sessionTimerReducer(expired, { type: 'activity', now: T0 + 31 * MIN, timeoutEnabled: true })).toBe(expired);
    expect(sessionTimerReducer(expired, { type: 'tick', now: T0 + 31 * MIN, timeoutEnabled: false })).toBe(expired);
    expect(sessionTimerReducer(expired, { type: 'tick', now: T0 + 31 * MIN, timeoutEnabled: true })).toBe(expired);
    expect(sessionTimerReducer(expired, { type: 'restart', now: T0 + 31 * MIN })).toEqual(startSession(T0 + 31 * MIN));
  });

  it('honours another session length', () => {
    const state = sessionTimerReducer(startSession(T0, 5), { type: 'tick', now: T0 + 4 * MIN, timeoutEnabled: true });
    expect(state).toMatchObject({ phase: 'warning', remainingMs: MIN, durationMinutes: 5 });
  });
});

describe('formatCountdown (m:ss)', () => {
  it.each([
    [MIN, '1:00'],
    [59_000, '0:59'],
    [59_001, '1:00'],
    [10_000, '0:10'],
    [9_500, '0:10'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
    [30 * MIN, '30:00'],
  ])('%i ms -> %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

// A hand-driven clock: advancing runs the interval callback once per elapsed tick, or once after a
// sleep, as a browser does for a tab it throttled.
function fakeClock(start: number) {
  let now = start;
  let callback: (() => void) | null = null;
  const clock: TimerClock = {
    now: () => now,
    setInterval: (run, ms) => {
      expect(ms).toBe(TICK_MS);
      callback = run;
      return 1;
    },
    clearInterval: () => {
      callback = null;
    },
  };
  return {
    clock,
    tick(ms = TICK_MS) {
      for (let step = 0; step < ms / TICK_MS; step += 1) {
        now += TICK_MS;
        callback?.();
      }
    },
    sleep(ms: number) {
      now += ms;
      callback?.();
    },
    get running() {
      return callback !== null;
    },
  };
}

describe('createSessionTimer with a fake clock', () => {
  it('warns at 29:00, counts down, and expires at 30:00', () => {
    const fake = fakeClock(T0);
    const timer = createSessionTimer({ clock: fake.clock, timeoutEnabled: true });
    const phases: string[] = [];
    timer.subscribe(() => {
      const { phase } = timer.getState();
      if (phases.at(-1) !== phase) phases.push(phase);
    });

    fake.tick(29 * MIN - TICK_MS);
    expect(timer.getState().phase).toBe('active');
    fake.tick();
    expect(timer.getState().phase).toBe('warning');
    expect(formatCountdown(timer.getState().remainingMs)).toBe('1:00');
    fake.tick(15_000);
    expect(formatCountdown(timer.getState().remainingMs)).toBe('0:45');
    fake.tick(45_000);
    expect(timer.getState().phase).toBe('expired');
    expect(phases).toEqual(['active', 'warning', 'expired']);
  });

  it('activity (or Continue) resets the countdown', () => {
    const fake = fakeClock(T0);
    const timer = createSessionTimer({ clock: fake.clock, timeoutEnabled: true });
    fake.tick(29 * MIN + 30_000);
    expect(timer.getState().phase).toBe('warning');
    timer.activity();
    expect(timer.getState()).toMatchObject({ phase: 'active', expiresAt: T0 + 59 * MIN + 30_000 });
    fake.tick(29 * MIN);
    expect(timer.getState().phase).toBe('warning');
  });

  it('jumps to expired on the first tick after the tab sleeps', () => {
    const fake = fakeClock(T0);
    const timer = createSessionTimer({ clock: fake.clock, timeoutEnabled: true });
    fake.tick(10 * MIN);
    fake.sleep(40 * MIN);
    expect(timer.getState()).toMatchObject({ phase: 'expired', remainingMs: 0 });
  });

  it('never warns or expires while the page has the timeout off; a timeout-enabled page then starts a full session', () => {
    const fake = fakeClock(T0);
    const timer = createSessionTimer({ clock: fake.clock, timeoutEnabled: false });
    fake.tick(45 * MIN);
    expect(timer.getState()).toMatchObject({ phase: 'active', remainingMs: 30 * MIN });
    timer.setTimeoutEnabled(true);
    fake.tick(29 * MIN);
    expect(timer.getState().phase).toBe('warning');
  });

  it('restarts after expiry and stops ticking when disposed', () => {
    const fake = fakeClock(T0);
    const timer = createSessionTimer({ clock: fake.clock, durationMinutes: 2, timeoutEnabled: true });
    fake.tick(2 * MIN);
    expect(timer.getState().phase).toBe('expired');
    timer.restart();
    expect(timer.getState()).toEqual(startSession(T0 + 2 * MIN, 2));
    timer.dispose();
    expect(fake.running).toBe(false);
  });
});
