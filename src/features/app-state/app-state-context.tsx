import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from '@/lib/store';
import { createAppStateStore, type AppState, type AppStateStore } from './app-state-store';

/** The app's one store, used when no provider gives another (tests and stories pass their own). */
export const appStateStore: AppStateStore = createAppStateStore();

const AppStateContext = createContext<AppStateStore>(appStateStore);

/** Gives a subtree its own AppStateStore. */
export function AppStateProvider({ store, children }: { store: AppStateStore; children: ReactNode }) {
  return <AppStateContext.Provider value={store}>{children}</AppStateContext.Provider>;
}

/** The AppStateStore in scope, for its actions. */
export function useAppStateStore(): AppStateStore {
  return useContext(AppStateContext);
}

/** Reads one part of the app state; the component re-renders only when that part changes.
 *  The selector must return a value kept in the state (or a primitive), never a new object. */
export function useAppState<T>(select: (state: AppState) => T): T {
  return useStore(useAppStateStore(), select);
}
