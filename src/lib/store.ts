import { useSyncExternalStore } from 'react';

// The one way the client keeps state outside React: a value, a way to replace it and a way to
// hear that it changed. Each store of the app (app state, navigation, authorization, claim
// session, captcha, session timer, form engine) wraps one of these and adds its own actions, so
// React reads every one of them the same way, with useSyncExternalStore.

/** A set of change listeners; `notify` calls each one (those present when it starts). */
export interface Listeners {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  notify(): void;
  /** How many listeners are subscribed. */
  readonly size: number;
}

/** Creates an empty listener set. */
export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      // A copy: a listener may unsubscribe itself, or another, while this runs.
      for (const listener of [...listeners]) listener();
    },
    get size() {
      return listeners.size;
    },
  };
}

/** What React (and any reader) needs of a store: its current state and its changes. */
export interface ReadableStore<T> {
  getState(): T;
  subscribe(listener: () => void): () => void;
}

/** A readable store whose state can be replaced. */
interface Store<T> extends ReadableStore<T> {
  /** Replaces the state (or derives it from the current one); listeners hear of it only when the
   *  new state is not the same value as the old one (Object.is). */
  setState(next: T | ((current: T) => T)): void;
}

/** Creates a store holding `initial`. The state is replaced, never changed in place, so a reader
 *  can compare snapshots by identity. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = createListeners();
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    setState(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.notify();
    },
  };
}

/** Reads part of a store in a component, which re-renders only when that part changes. The
 *  selector must return a value kept in the state (or a primitive), never a new object. The
 *  server render reads the same. */
export function useStore<T, S>(store: ReadableStore<T>, select: (state: T) => S): S {
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
