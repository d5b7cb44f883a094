import { createStore, type ReadableStore } from '@/lib/store';

// The shell's small application state of contract.md §Data that is not a query: the error dialog's
// errorInfo, the banner and the PayPal verification flag. A plain store, so the submission code
// can set an error outside React and the layouts read it with useStore.

/** errorInfo of contract.md §Data: the alert dialog shows while showError is set. */
interface ErrorInfo {
  readonly showError: boolean;
  /** The dialog title: text, or a copy key; the default alert title when null. */
  readonly header: string | null;
  /** The message: text, or a copy key such as Shared_ErrorMessage_Submission_Default. */
  readonly message: string | null;
}

/** The application state the shell shares between layouts, pages and services. */
export interface AppState {
  readonly errorInfo: ErrorInfo;
  /** banner.activeBannerState: the optional banner is hidden by default. */
  readonly banner: { readonly activeBannerState: boolean };
  /** Set after a submit answers nonMatchingPaymentElection; cleared when PayPal is chosen again. */
  readonly invalidPayPalVerification: boolean;
}

/** No error, no banner, no PayPal mismatch. */
export const initialAppState: AppState = {
  errorInfo: { showError: false, header: null, message: null },
  banner: { activeBannerState: false },
  invalidPayPalVerification: false,
};

/** A framework-free store of the AppState. */
export interface AppStateStore extends ReadableStore<AppState> {
  /** Opens the alert dialog with a message (and an optional title). */
  showError(error: { header?: string | null; message: string }): void;
  /** Closes the alert dialog (its OK button). */
  clearError(): void;
  /** Shows or hides the banner. */
  setBannerActive(active: boolean): void;
  /** Marks (or clears) the PayPal account mismatch reported by a submit. */
  setInvalidPayPalVerification(invalid: boolean): void;
}

/** Creates an AppStateStore; listeners hear only real changes. */
export function createAppStateStore(initial: AppState = initialAppState): AppStateStore {
  const store = createStore(initial);
  const { getState: state, setState: update } = store;
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    showError: ({ header = null, message }) => update({ ...state(), errorInfo: { showError: true, header, message } }),
    clearError: () => {
      const { errorInfo } = state();
      if (errorInfo.showError || errorInfo.message !== null) update({ ...state(), errorInfo: initialAppState.errorInfo });
    },
    setBannerActive: (active) => {
      if (state().banner.activeBannerState !== active) update({ ...state(), banner: { activeBannerState: active } });
    },
    setInvalidPayPalVerification: (invalid) => {
      if (state().invalidPayPalVerification !== invalid) update({ ...state(), invalidPayPalVerification: invalid });
    },
  };
}
