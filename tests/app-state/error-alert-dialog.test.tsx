import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_FAILED } from '@/contract/messages';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore, type AppStateStore } from '@/features/app-state/app-state-store';
import { ErrorAlertDialog } from '@/features/app-state/error-alert-dialog';
import { axeViolations } from '../support/axe';
import { demoI18n } from '../support/demo-i18n';

let i18n: I18n;
let store: AppStateStore;

beforeEach(async () => {
  i18n = await demoI18n();
  store = createAppStateStore();
});

function renderDialog(instance: I18n = i18n) {
  render(
    <I18nextProvider i18n={instance}>
      <AppStateProvider store={store}>
        <main>
          <button type="button">Next</button>
          <ErrorAlertDialog />
        </main>
      </AppStateProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('ErrorAlertDialog', () => {
  it('stays closed until errorInfo.showError is set', () => {
    renderDialog();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the message under the default title; OK clears errorInfo and closes it', async () => {
    const user = renderDialog();
    screen.getByRole('button', { name: 'Next' }).focus();
    act(() => store.showError({ message: REQUEST_FAILED }));
    const alert = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(alert).toHaveAccessibleDescription(REQUEST_FAILED);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().errorInfo).toEqual({ showError: false, header: null, message: null });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus());
  });

  it('translates a copy key (the missing reference code message) in the active language', async () => {
    renderDialog(await demoI18n('es'));
    act(() => store.showError({ header: 'Alert_Title', message: 'Shared_ErrorMessage_Submission_Default' }));
    const alert = screen.getByRole('alertdialog', { name: 'Aviso' });
    expect(alert).not.toHaveAccessibleDescription('Shared_ErrorMessage_Submission_Default');
    expect(alert.textContent).toMatch(/\S{12,}/);
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it('shows a server message and a given header as they came', () => {
    renderDialog();
    act(() => store.showError({ header: 'Submission problem', message: 'The claim ID: BW-100200 is closed.' }));
    expect(screen.getByRole('alertdialog', { name: 'Submission problem' })).toHaveAccessibleDescription(
      'The claim ID: BW-100200 is closed.',
    );
  });

  it('Escape clears errorInfo too', async () => {
    const user = renderDialog();
    act(() => store.showError({ message: 'Failed.' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().errorInfo.showError).toBe(false);
  });
});
