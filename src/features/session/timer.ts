import { createStore, type ReadableStore } from '@/lib/store';

/** minSessionDuration of contract.md §Data, in minutes (decisions.md §Answers settles the unit). */
export const MIN_SESSION_DURATION_MINUTES = 30;
/** The warning opens this long before expiry. */
const WARNING_MS = 60_000;
/** The timer ticks once a second. */
export const TICK_MS = 1_000;

/** active: no dialog; warning: the countdown dialog is open; expired: the session has ended. */
export type SessionPhase = 'active' | 'warning' | 'expired';

/** The session timer at one moment. */
export interface SessionTimerState {
  readonly phase: SessionPhase;
  /** The instant (epoch ms) the session expires unless there is activity. */
  readonly expiresAt: number;
  /** Milliseconds left at the last event, never below 0. */
  readonly remainingMs: number;
  /** The session length in minutes, kept so activity can renew it. */
  readonly durationMinutes: number;
}

/** What can happen to the timer. Every event carries the clock's time, so the machine stays pure. */
type SessionTimerEvent =
  /** Key, wheel, mouse or touch activity, or the dialog's Continue button; timeoutEnabled as for a tick. */
  | { readonly type: 'activity'; readonly now: number; readonly timeoutEnabled: boolean }
  /** The 1-second tick; timeoutEnabled is the current page's enableTimeout flag. */
  | { readonly type: 'tick'; readonly now: number; readonly timeoutEnabled: boolean }
  /** A new session after expiry (forms re-initialised). */
  | { readonly type: 'restart'; readonly now: number };

/** A fresh session that expires `durationMinutes` from now. */
export function startSession(now: number, durationMinutes: number = MIN_SESSION_DURATION_MINUTES): SessionTimerState {
  const expiresAt = now + durationMinutes * 60_000;
  return { phase: 'active', expiresAt, remainingMs: expiresAt - now, durationMinutes };
}

/**
 * The session timer as a pure state machine (contract.md §Behaviour). Time is read from the events, never
 * from a clock, so a tick after the tab slept past the deadline goes straight to expired, and
 * activity arriving after such a sleep cannot revive a session that has already ended.
 *
 * On a page with the timeout off (a form's start page, where the claimant gives claim ID and PIN)
 * the session never ends: every tick renews it, so a claimant who lingers there is neither warned
 * nor sent away, and the first timeout-enabled page starts a full session.
 */
export function sessionTimerReducer(state: SessionTimerState, event: SessionTimerEvent): SessionTimerState {
  if (event.type === 'restart') return startSession(event.now, state.durationMinutes);
  if (state.phase === 'expired') return state;
  if (!event.timeoutEnabled) return startSession(event.now, state.durationMinutes);
  const remainingMs = Math.max(0, state.expiresAt - event.now);
  if (remainingMs === 0) return { ...state, phase: 'expired', remainingMs };
  if (event.type === 'activity') return startSession(event.now, state.durationMinutes);
  const phase: SessionPhase = remainingMs <= WARNING_MS ? 'warning' : 'active';
  return { ...state, phase, remainingMs };
}

/** The countdown as minutes:seconds ('m:ss'), rounding up so it never shows 0:00 before expiry. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The clock and interval functions the timer store runs on; tests pass fakes. */
export interface TimerClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The default clock: Date.now and the global interval functions. */
export const systemClock: TimerClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/** A running session timer: readable from React with useSyncExternalStore(subscribe, getState). */
export interface SessionTimer extends ReadableStore<SessionTimerState> {
  /** Records activity (also the Continue button). */
  activity(): void;
  /** Sets whether the current page is timeout-enabled and re-evaluates at once. */
  setTimeoutEnabled(enabled: boolean): void;
  /** Starts a new session after expiry. */
  restart(): void;
  /** Re-evaluates at once, without waiting for the next tick (after the tab wakes up). */
  check(): void;
  /** Stops ticking. */
  dispose(): void;
}

/** Runs the state machine on a clock, ticking every second; listeners hear only real changes. */
export function createSessionTimer(options: { clock?: TimerClock; durationMinutes?: number; timeoutEnabled?: boolean } = {}): SessionTimer {
  const clock = options.clock ?? systemClock;
  let timeoutEnabled = options.timeoutEnabled ?? false;
  const store = createStore(startSession(clock.now(), options.durationMinutes));

  function dispatch(event: SessionTimerEvent): void {
    const state = store.getState();
    const next = sessionTimerReducer(state, event);
    if (next.phase === state.phase && next.expiresAt === state.expiresAt && next.remainingMs === state.remainingMs) return;
    store.setState(next);
  }

  const tick = () => dispatch({ type: 'tick', now: clock.now(), timeoutEnabled });
  const handle = clock.setInterval(tick, TICK_MS);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    activity: () => dispatch({ type: 'activity', now: clock.now(), timeoutEnabled }),
    setTimeoutEnabled(enabled) {
      timeoutEnabled = enabled;
      tick();
    },
    restart: () => dispatch({ type: 'restart', now: clock.now() }),
    check: tick,
    dispose: () => clock.clearInterval(handle),
  };
}
