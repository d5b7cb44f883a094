import { formTypes, type FormType } from '@/contract/form-type-names';
import { createStore, type ReadableStore } from '@/lib/store';

/** The application state's `authorized` part (contract.md §Data): a flag per form type and the last error. */
interface AuthorizationState {
  readonly authorized: Readonly<Record<FormType, boolean>>;
  readonly errorMessage: string | null;
}

/** Holds who is authorized for which form; the authorize flow fills it, the guard reads it. */
export interface AuthorizationStore extends ReadableStore<AuthorizationState> {
  /** Records the flag the server returned for a form type (false while an authorize runs). */
  setAuthorized(formType: FormType, authorized: boolean): void;
  /** Records the error message of a failed authorize, or clears it. */
  setErrorMessage(message: string | null): void;
  /** Forgets every authorization, as an expired session does. */
  reset(): void;
}

function initialState(): AuthorizationState {
  return {
    authorized: Object.fromEntries(formTypes.map((formType) => [formType, false])) as Record<FormType, boolean>,
    errorMessage: null,
  };
}

/** Creates an authorization store in which every form starts unauthorized (contract.md §Behaviour). */
export function createAuthorizationStore(): AuthorizationStore {
  const store = createStore(initialState());
  const { getState: state, setState: update } = store;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setAuthorized(formType, authorized) {
      const { authorized: flags } = state();
      if (flags[formType] === authorized) return;
      update({ ...state(), authorized: { ...flags, [formType]: authorized } });
    },
    setErrorMessage(errorMessage) {
      if (state().errorMessage !== errorMessage) update({ ...state(), errorMessage });
    },
    reset: () => update(initialState()),
  };
}
