import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { createStore, useStore } from '@/lib/store';
import {
  createSessionTimer,
  MIN_SESSION_DURATION_MINUTES,
  systemClock,
  type SessionPhase,
  type SessionTimer,
  type TimerClock,
} from './timer';

/** The activity that renews the session (contract.md §Behaviour: key, wheel, mouse or touch). */
const ACTIVITY_EVENTS = ['keydown', 'wheel', 'mousedown', 'mousemove', 'touchstart'] as const;

/** Activity is recorded at most once a second: the deadline moves by less than that, and a moving
 *  mouse would otherwise renew the session (and notify) dozens of times a second. */
const ACTIVITY_THROTTLE_MS = 1_000;

/** Options of useSessionTimer. */
export interface UseSessionTimerOptions {
  /** The current page's enableTimeout flag: only such pages warn and end the session. */
  enabled: boolean;
  /** Session length in minutes (minSessionDuration, 30). */
  minSessionDuration?: number;
  /** Runs once when the session ends: the shell re-initialises forms and marks the session expired. */
  onExpire: () => void;
  /** False stops the timer altogether (no form is active); a later true starts a fresh session. */
  running?: boolean;
  /** The clock, for tests that drive time by hand. */
  clock?: TimerClock;
}

/** What a component sees of the session: the phase, and the seconds left while warning. */
interface SessionTimerView {
  phase: SessionPhase | 'stopped';
  /** Whole seconds left (rounded up), only in the warning phase; null otherwise. */
  secondsLeft: number | null;
  /** The dialog's Continue: renews the session. */
  continueSession: () => void;
}

type Snapshot = Pick<SessionTimerView, 'phase' | 'secondsLeft'>;
const stopped: Snapshot = { phase: 'stopped', secondsLeft: null };

/** Holds the running timer for React and reduces its per-second state to what the dialog shows,
 *  so a component re-renders every second only while the countdown is on screen. */
function createTimerHolder() {
  let timer: SessionTimer | null = null;
  const snapshot = createStore<Snapshot>(stopped);

  function refresh() {
    const state = timer?.getState();
    const next: Snapshot = state
      ? { phase: state.phase, secondsLeft: state.phase === 'warning' ? Math.ceil(state.remainingMs / 1000) : null }
      : stopped;
    const shown = snapshot.getState();
    if (next.phase === shown.phase && next.secondsLeft === shown.secondsLeft) return;
    snapshot.setState(next);
  }

  return {
    get timer() {
      return timer;
    },
    attach(next: SessionTimer | null) {
      timer = next;
      refresh();
    },
    refresh,
    getState: snapshot.getState,
    subscribe: snapshot.subscribe,
  };
}

/** The session timer of contract.md §Behaviour on a real clock: window activity renews the deadline,
 *  a tick each second moves to the warning and to expiry on timeout-enabled pages (elsewhere it
 *  renews the session, see decisions.md §Answers), and the
 *  timer re-evaluates as soon as a sleeping tab becomes visible again. At expiry `onExpire`
 *  runs and a fresh session starts. Activity renews the session while the warning shows too, as
 *  Continue does: the claimant is there, and the warning closes. */
export function useSessionTimer({
  enabled,
  minSessionDuration = MIN_SESSION_DURATION_MINUTES,
  onExpire,
  running = true,
  clock = systemClock,
}: UseSessionTimerOptions): SessionTimerView {
  const [holder] = useState(createTimerHolder);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (!running) return;
    const timer = createSessionTimer({ clock, durationMinutes: minSessionDuration });
    const stopListening = timer.subscribe(() => {
      if (timer.getState().phase === 'expired') {
        expire();
        timer.restart();
      }
      holder.refresh();
    });
    holder.attach(timer);

    let lastActivity = -Infinity;
    const onActivity = (event: Event) => {
      // Chromium sends a mousemove of no movement when the page moves under a still pointer (the
      // warning opening is such a move): that is not the claimant, and must not renew the session.
      if (event instanceof MouseEvent && event.type === 'mousemove' && event.movementX === 0 && event.movementY === 0) return;
      const now = clock.now();
      if (now - lastActivity < ACTIVITY_THROTTLE_MS || timer.getState().phase === 'expired') return;
      lastActivity = now;
      timer.activity();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    // Capture phase: a widget that stops propagation still counts as activity.
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listenerOptions);
      document.removeEventListener('visibilitychange', onVisibility);
      stopListening();
      timer.dispose();
      holder.attach(null);
    };
  }, [running, minSessionDuration, clock, holder]);

  // Declared after the effect that creates the timer, so on mount it runs second and finds it.
  useEffect(() => {
    holder.timer?.setTimeoutEnabled(enabled);
  }, [enabled, running, minSessionDuration, clock, holder]);

  const shown = useStore(holder, (state) => state);
  const continueSession = useCallback(() => holder.timer?.activity(), [holder]);
  return { ...shown, continueSession };
}
