import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { claimSession } from '@/features/wizard/claim-session';
import { findPageHeading, renderApp } from '../support/render-app';

// A confirmation page reached without a reference code in this tab (typed in, bookmarked, or the
// claim was sent from another tab, whose answers and code this tab never sees) shows the page's
// own copy and nothing of a code: no reference code block, no empty code, no {referenceCode}
// placeholder and no introduction that would name a code it does not have.

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

/** What a claimant would read as a code or its remains. */
function expectNoReferenceCode() {
  const main = document.body.textContent ?? '';
  expect(main).not.toContain('{referenceCode}');
  expect(main).not.toMatch(/[A-Z]{3}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
  expect(screen.queryByText(/reference code is/i)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Print this page' })).toBeNull();
}

describe('a confirmation page without a reference code in this tab', () => {
  it('on a direct visit shows the page’s heading and copy, and no code', async () => {
    await renderApp('/standard/confirmation');
    await findPageHeading('Thank you, your claim was submitted');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expectNoReferenceCode();
  });

  it('after documents sent from another tab leaves out the introduction that names the code', async () => {
    const { router, authorization } = await renderApp('/');
    await findPageHeading('Upload documents for your claim');
    // Authorized in this tab, but the upload was sent from another one.
    authorization.setAuthorized('DocumentsUpload', true);
    await router.navigate({ href: '/documents-upload/confirmation' });
    await findPageHeading('Thank you, we received your documents');
    expect(screen.queryByText(/Keep it for your records/)).toBeNull();
    expectNoReferenceCode();
  });

  it('shows the code once this tab has submitted the claim', async () => {
    claimSession.submitted('Standard', 'STD-7K3Q-9XWM');
    await renderApp('/standard/confirmation');
    expect(await screen.findByText('STD-7K3Q-9XWM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
  });
});
