import { describe, expect, it, vi } from 'vitest';
import { createAppStateStore, initialAppState } from '@/features/app-state/app-state-store';

describe('createAppStateStore', () => {
  it('starts with no error, the banner hidden and no PayPal mismatch', () => {
    expect(createAppStateStore().getState()).toEqual(initialAppState);
    expect(initialAppState.banner.activeBannerState).toBe(false);
  });

  it('showError sets errorInfo; clearError resets it', () => {
    const store = createAppStateStore();
    store.showError({ message: 'Failed.' });
    expect(store.getState().errorInfo).toEqual({ showError: true, header: null, message: 'Failed.' });
    store.showError({ header: 'Error', message: 'Again.' });
    expect(store.getState().errorInfo).toEqual({ showError: true, header: 'Error', message: 'Again.' });
    store.clearError();
    expect(store.getState().errorInfo).toEqual(initialAppState.errorInfo);
  });

  it('tells listeners about real changes only, and stops after unsubscribe', () => {
    const store = createAppStateStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.clearError();
    store.setBannerActive(false);
    store.setInvalidPayPalVerification(false);
    expect(listener).not.toHaveBeenCalled();
    store.setBannerActive(true);
    store.setInvalidPayPalVerification(true);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ banner: { activeBannerState: true }, invalidPayPalVerification: true });
    unsubscribe();
    store.setBannerActive(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps untouched parts of the state by identity, for selectors', () => {
    const store = createAppStateStore();
    const { errorInfo } = store.getState();
    store.setBannerActive(true);
    expect(store.getState().errorInfo).toBe(errorInfo);
  });
});
