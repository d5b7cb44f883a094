import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The "Save and continue later" dialog of a wizard page, in the whole app: the email it asks
// for, what it sends, and how it answers a failure (the standard retry message, nothing typed
// lost) and a success (announced in a status region).

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in XMLHttpRequest (the multipart calls' transport) answering each request in turn. */
function stubUploads(answers: { status: number; body: unknown }[]) {
  const sent: { url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private url = '';
    private readonly listeners = new Map<string, () => void>();
    readonly upload = { addEventListener: () => undefined };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send(body: FormData) {
      sent.push({ url: this.url, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      queueMicrotask(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.listeners.get('load')?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function openPaymentPageWithDialog() {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(apiKeys.csrf, { requestHeaderName: 'X-CSRF-TOKEN', requestToken: 'token-for-tests' });
  await renderApp('/standard/payment-election', { queryClient });
  await findPageHeading('Choose how to receive your payment');
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
  await user.type(screen.getByRole('textbox', { name: /^Name to print/ }), 'Dana Whitfield');
  await user.click(screen.getByRole('button', { name: 'Save and continue later' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save and continue later' });
  return { user, dialog };
}

describe('save and continue later', () => {
  it('asks for a valid email first and sends nothing until it has one', async () => {
    const sent = stubUploads([]);
    const { user, dialog } = await openPaymentPageWithDialog();
    const email = within(dialog).getByRole('textbox', { name: /^Email address/ });
    expect(email).toHaveValue('');
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Email me the link' }));
    expect(await within(dialog).findByText('Enter an email address in the correct format, like name@example.com')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('keeps what was typed and shows the retry message when the save fails, then confirms the save in a status region', async () => {
    const sent = stubUploads([
      { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } },
      { status: 200, body: { saved: true, expiresAt: '2026-07-15T12:00:00.000Z', error: null } },
    ]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openPaymentPageWithDialog();
    const email = within(dialog).getByRole('textbox', { name: /^Email address/ });
    await user.type(email, 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Email me the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROBLEM_OCCURRED);
    expect(email).toHaveValue('dana@example.com');
    // For whoever reads the console: which call failed and how.
    expect(String(logged.mock.calls[0]?.[0])).toContain('POST /api/drafts failed (status 500)');
    logged.mockRestore();

    await user.click(within(dialog).getByRole('button', { name: 'Email me the link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Your answers are saved. We sent a link to dana@example.com.'),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('July 15, 2026');
    expect(sent).toHaveLength(2);
    const request = JSON.parse(sent[1]!.body.get('payload') as string) as {
      formType: string;
      page: string;
      email: string;
      answers: { saved: { metadata: { dtoMapping: string }; fields: Record<string, unknown> }[] };
    };
    expect(request).toMatchObject({ formType: 'Standard', page: 'payment-election', email: 'dana@example.com' });
    const details = request.answers.saved.find((model) => model.metadata.dtoMapping === 'claimDetails');
    expect(details?.fields).toMatchObject({ paymentMethod: 'Check', checkPayeeName: 'Dana Whitfield' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Name to print/ })).toHaveValue('Dana Whitfield');
  });
});
