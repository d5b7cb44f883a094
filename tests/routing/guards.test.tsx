import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { currentHref, findPageHeading, renderApp } from '../support/render-app';

// The first render loads the route and layout modules; on a busy two-core CI machine that can
// take several seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

describe('guard 1: query sanitising', () => {
  it('replaces the address with the cleaned query', async () => {
    const { router, history } = await renderApp('/page-not-found?culture=es<script>');
    await findPageHeading('We could not find that page');
    expect(currentHref(router)).toBe('/page-not-found?culture=esscript');
    // Replaced, not pushed: Back does not return to the dirty address.
    expect(history.length).toBe(1);
  });

  it('runs before the language is resolved, so a cleaned value can select a culture', async () => {
    const { router } = await renderApp('/error?culture=e%20s');
    await findPageHeading('Lo sentimos, algo salió mal');
    expect(currentHref(router)).toBe('/error?culture=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('cleans keys too and leaves a clean query alone', async () => {
    const { router } = await renderApp('/deadline?cul<>ture=en&form=Standard');
    await findPageHeading('The deadline to file has passed');
    expect(router.state.location.search).toEqual({ culture: 'en', form: 'Standard' });
  });
});

describe('guard 2: language', () => {
  it('starts in English without a culture value', async () => {
    await renderApp('/deadline');
    await findPageHeading('The deadline to file has passed');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a culture that is not enabled', async () => {
    await renderApp('/deadline?culture=fr');
    await findPageHeading('The deadline to file has passed');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches when a later navigation names another enabled culture, and keeps it after', async () => {
    const { router } = await renderApp('/deadline');
    await findPageHeading('The deadline to file has passed');
    await router.navigate({ href: '/deadline?culture=es' });
    await findPageHeading('El plazo para presentar reclamos ha vencido');
    await router.navigate({ href: '/page-not-found' });
    await findPageHeading('No encontramos esa página');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('guard 3: deadlines', () => {
  it('sends a page whose deadline passed to /deadline', async () => {
    const { router } = await renderApp('/lookup', { passed: ['lookupFilingDeadline'] });
    await findPageHeading('The deadline to file has passed');
    expect(currentHref(router)).toBe('/deadline');
  });

  it('follows the global deadline on every form page', async () => {
    const { router } = await renderApp('/standard/claim-details', { passed: ['globalDeadline'] });
    await findPageHeading('The deadline to file has passed');
    expect(currentHref(router)).toBe('/deadline');
  });

  it('uses the language resolved by guard 2: Spanish claim filing goes to its external page by full navigation', async () => {
    const { assign } = await renderApp('/standard/claimant-info?culture=es', { passed: ['claimFilingDeadline'] });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.brightwatersettlement.example/es/plazo-vencido'));
    // Nothing of the closed page shows while the browser leaves.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('leaves the confirmation page open after the deadline', async () => {
    await renderApp('/standard/confirmation', { passed: ['claimFilingDeadline'] });
    await findPageHeading('Thank you, your claim was submitted');
  });

  it('leaves other forms open when one form closes', async () => {
    await renderApp('/lookup', { passed: ['claimFilingDeadline'] });
    await findPageHeading('Look up your claim');
  });

  it('runs before authorization: a closed protected page goes to /deadline, not /session-expired', async () => {
    const { router } = await renderApp('/automotive/claimant-info', { passed: ['automotiveFilingDeadline'] });
    await findPageHeading('The deadline to file has passed');
    expect(currentHref(router)).toBe('/deadline');
  });
});

describe('guard 4: authorization', () => {
  it('sends an unauthorized user on a protected Automotive page to /session-expired with form and culture', async () => {
    const { router } = await renderApp('/automotive/claimant-info');
    await findPageHeading('Your session has expired');
    expect(currentHref(router)).toBe('/session-expired?form=Automotive&culture=en');
  });

  it.each(['/automotive/claimant-info/', '/Automotive/Claimant-Info'])(
    'guards %s too, as the router matches it to the same page',
    async (path) => {
      const { router } = await renderApp(path);
      await findPageHeading('Your session has expired');
      expect(currentHref(router)).toBe('/session-expired?form=Automotive&culture=en');
    },
  );

  it('carries the active culture', async () => {
    const { router } = await renderApp('/automotive/claim-summary?culture=es');
    await findPageHeading('Su sesión ha vencido');
    expect(currentHref(router)).toBe('/session-expired?form=Automotive&culture=es');
  });

  it('lets an authorized user in', async () => {
    const { router, authorization } = await renderApp('/automotive');
    await findPageHeading('File a claim for your vehicle');
    authorization.setAuthorized('Automotive', true);
    await router.navigate({ href: '/automotive/claimant-info' });
    await findPageHeading('Tell us about yourself');
    expect(currentHref(router)).toBe('/automotive/claimant-info');
  });

  it('leaves Standard open: it starts at claimant-info without an authorize call', async () => {
    await renderApp('/standard/claimant-info');
    await findPageHeading('Tell us about yourself');
  });

  it('leaves the documents-upload pages open, as the guard helper does not cover that form', async () => {
    await renderApp('/documents-upload/supporting-documents');
    await findPageHeading('Add your documents');
  });

  it('does not cover the open start pages of a form', async () => {
    await renderApp('/lookup');
    await findPageHeading('Look up your claim');
  });
});
