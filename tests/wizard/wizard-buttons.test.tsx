import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { apiKeys } from '@/lib/api/queries';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// While the wizard moves to another page, Back and the main button wait: they stay focusable
// and are announced as unavailable, and pressing them does nothing. Before, Back pressed while
// Next was still loading the next page started a second move, which the navigation store
// refused with "Navigation store is already navigating".

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes the next page's deadline check wait for a deadlines answer the test releases: the
 *  cached answer is dropped, so the guard asks the server again, and the server is slow. */
function slowDeadlines(queryClient: ReturnType<typeof filledQueryClient>) {
  const answer = JSON.stringify(queryClient.getQueryData(apiKeys.deadlines));
  queryClient.removeQueries({ queryKey: apiKeys.deadlines });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = vi.fn<(url: string) => void>();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(endpoints.deadlines)) return realFetch(input, init);
    asked(url);
    await held;
    return new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { release, asked };
}

/** The payment page with a paper check chosen and its name given, so Next can move on. */
async function openAnsweredPaymentPage() {
  const queryClient = filledQueryClient();
  const { router } = await renderApp('/standard/payment-election', { queryClient });
  await findPageHeading('Choose how to receive your payment');
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
  await user.type(screen.getByRole('textbox', { name: /^Name to print/ }), 'Dana Whitfield');
  return { queryClient, router, user };
}

describe('wizard buttons while the wizard moves to another page', () => {
  it('Back pressed during Next is ignored without error, and both buttons stay focusable', async () => {
    const errors = vi.spyOn(console, 'error');
    const { queryClient, router, user } = await openAnsweredPaymentPage();

    const server = slowDeadlines(queryClient);
    const back = screen.getByRole('button', { name: 'Back' });
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await waitFor(() => expect(server.asked).toHaveBeenCalled());
    // Announced as unavailable, but neither leaves the tab order (focus would drop to the page).
    await waitFor(() => expect(back).toHaveAttribute('aria-disabled', 'true'));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(back).toBeEnabled();
    expect(next).toBeEnabled();

    // Pressed by mouse and by keyboard while the move is under way: nothing happens.
    await user.click(back);
    back.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(back).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose how to receive your payment');

    server.release();
    await findPageHeading('Upload your proof of purchase');
    expect(router.state.location.pathname).toBe('/standard/supporting-documents');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    expect(errors.mock.calls.flat().join(' ')).not.toContain('already navigating');

    // Once the move is over, Back works again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findPageHeading('Choose how to receive your payment');
  });

  it('Next pressed during Back is ignored, and the claimant lands where Back leads', async () => {
    const { queryClient, router, user } = await openAnsweredPaymentPage();

    const server = slowDeadlines(queryClient);
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(server.asked).toHaveBeenCalled());
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await user.click(next);

    server.release();
    await findPageHeading('Tell us about your purchase');
    expect(router.state.location.pathname).toBe('/standard/claim-details');
  });
});

describe("the page's record buttons while the wizard moves to another page", () => {
  it('the table rows wait: Add row and Delete row are unavailable, still focusable, and do nothing', async () => {
    const queryClient = filledQueryClient();
    await renderApp('/standard/claim-details', { queryClient });
    await findPageHeading('Tell us about your purchase');
    const user = userEvent.setup();
    const rows = () => screen.queryAllByRole('button', { name: /^Delete row/ });
    if (rows().length === 0) await user.click(screen.getByRole('button', { name: /^Add row/ }));
    const count = rows().length;
    expect(count).toBeGreaterThan(0);

    const server = slowDeadlines(queryClient);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(server.asked).toHaveBeenCalled());
    const add = screen.getByRole('button', { name: /^Add row/ });
    const remove = rows()[0]!;
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(add).toBeEnabled();
    expect(remove).toBeEnabled();

    await user.click(add);
    await user.click(remove);
    remove.focus();
    await user.keyboard('{Enter}');
    expect(remove).toHaveFocus();
    expect(rows()).toHaveLength(count);

    server.release();
    await findPageHeading('Tell us about yourself');
  });

  it('the document list waits: Add a document opens no new record while the move is under way', async () => {
    const queryClient = filledQueryClient();
    const { router } = await renderApp('/standard/supporting-documents', { queryClient });
    await findPageHeading('Upload your proof of purchase');
    const user = userEvent.setup();

    const server = slowDeadlines(queryClient);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(server.asked).toHaveBeenCalled());
    const add = screen.getByRole('button', { name: 'Add a document' });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    await user.click(add);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    server.release();
    await findPageHeading('Choose how to receive your payment');
    // The wait is over once the claimant is back on a page with a document list.
    await router.navigate({ href: '/standard/supporting-documents' });
    await findPageHeading('Upload your proof of purchase');
    await user.click(screen.getByRole('button', { name: 'Add a document' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
