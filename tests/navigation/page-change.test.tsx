import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The first render loads the route and layout modules; on a busy two-core CI machine that can
// take several seconds.
vi.setConfig({ testTimeout: 30_000 });

const scrolls: { target: string | null; behavior: ScrollBehavior | undefined }[] = [];

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls.push({ target: this.getAttribute('data-scroll-target'), behavior: typeof options === 'object' ? options.behavior : undefined });
  };
});

afterEach(() => {
  scrolls.length = 0;
  vi.restoreAllMocks();
});

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('after each navigation', () => {
  it('titles the first page without moving focus', async () => {
    await renderApp('/standard/claimant-info');
    await findPageHeading('Tell us about yourself');
    await waitFor(() => expect(document.title).toBe('Your information - step 1 of 6 - In re Brightwater Appliance Litigation'));
    expect(document.body).toHaveFocus();
  });

  it('on a page change focuses the h1, retitles, announces and scrolls smoothly to the theme target', async () => {
    window.matchMedia ??= () => ({ matches: false }) as MediaQueryList;
    reducedMotion(false);
    const { router } = await renderApp('/standard/claimant-info', { theme: 'jnd-9-0-kontent' });
    await findPageHeading('Tell us about yourself');
    await router.navigate({ href: '/standard/claim-details' });
    const heading = await findPageHeading('Tell us about your purchase');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Claim details - step 2 of 6 - In re Brightwater Appliance Litigation');
    expect(
      screen.getByText('Claim details - step 2 of 6 - In re Brightwater Appliance Litigation', { selector: '[aria-live="polite"]' }),
    ).toBeInTheDocument();
    expect(scrolls).toEqual([{ target: 'header-content', behavior: 'smooth' }]);
  });

  it('scrolls without animation when reduced motion is asked for', async () => {
    window.matchMedia ??= () => ({ matches: false }) as MediaQueryList;
    reducedMotion(true);
    const { router } = await renderApp('/automotive', { theme: 'ftc-7-0-default' });
    await findPageHeading('File a claim for your vehicle');
    await router.navigate({ href: '/lookup' });
    await findPageHeading('Look up your claim');
    await waitFor(() => expect(scrolls).toEqual([{ target: 'header', behavior: 'auto' }]));
  });

  it('titles pages outside the forms with the page and case name, in the active language', async () => {
    const { router } = await renderApp('/deadline?culture=es');
    await findPageHeading('El plazo para presentar reclamos ha vencido');
    await waitFor(() => expect(document.title).toBe('Plazo vencido - En re: Litigio de Electrodomésticos Brightwater'));
    await router.navigate({ href: '/no/such/page' });
    await findPageHeading('No encontramos esa página');
    await waitFor(() => expect(document.title).toBe('Página no encontrada - En re: Litigio de Electrodomésticos Brightwater'));
  });

  it('syncs the navigation store with the route and clears the form on pages outside it', async () => {
    // Leaving a form page must not break it on the way out: the error page is reached here because
    // it was asked for, not because the form page failed while the next one loaded.
    const error = vi.spyOn(console, 'error');
    const { router } = await renderApp('/documents-upload/');
    await findPageHeading('Upload documents for your claim');
    const { navigation } = router.options.context;
    await waitFor(() => expect(navigation.current()?.path).toBe('/'));
    expect(navigation.getState().formType).toBe('DocumentsUpload');
    await router.navigate({ href: '/documents-upload/supporting-documents' });
    await findPageHeading('Add your documents');
    await waitFor(() => expect(navigation.current()?.path).toBe('/documents-upload/supporting-documents'));
    await router.navigate({ href: '/error' });
    await findPageHeading('Sorry, something went wrong');
    await waitFor(() => expect(navigation.getState().formType).toBeNull());
    expect(error).not.toHaveBeenCalledWith('The page could not be shown', expect.anything());
  });
});

/** The router's development build warns of a route whose guard failed, which these tests provoke:
 *  kept out of the log, and checked. */
const quietRouterWarning = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('a failing guard', () => {
  it('shows the error page and logs the cause, for a deadline in an unknown zone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const routerWarning = quietRouterWarning();
    const queryClient = filledQueryClient();
    queryClient.setQueryData(['api', 'deadlines'], {
      en: { projectTimeZone: 'Mars', deadlines: { globalDeadline: { deadlineDateTime: '12/31/2099' } } },
    });
    await renderApp('/lookup', { queryClient });
    await findPageHeading('Sorry, something went wrong');
    expect(error).toHaveBeenCalledWith(
      'The page could not be shown',
      expect.objectContaining({ message: expect.stringContaining("unknown time zone 'Mars'") }),
    );
    expect(routerWarning).toHaveBeenCalledWith('Warning: Error in route match: __root__/');
  });
});

describe('the form area', () => {
  it('loads the model configs before a form page shows; a failure shows the error page with the contract message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const routerWarning = quietRouterWarning();
    const queryClient = filledQueryClient();
    // Not cached, so the form page has to request it, and that request cannot succeed here.
    queryClient.removeQueries({ queryKey: ['api', 'forms-config'] });
    await renderApp('/standard/claimant-info', { queryClient });
    await findPageHeading('Sorry, something went wrong');
    expect(screen.getByText('Your request failed. Please reload and try again.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The page could not be shown', expect.objectContaining({ endpoint: 'GET /api/forms/config' }));
    expect(routerWarning).toHaveBeenCalledWith('Warning: Error in route match: __root__/');
  });

  it('needs neither for pages outside the forms', async () => {
    const queryClient = filledQueryClient();
    queryClient.removeQueries({ queryKey: ['api', 'forms-config'] });
    queryClient.removeQueries({ queryKey: ['api', 'characters-whitelist'] });
    await renderApp('/deadline', { queryClient });
    await findPageHeading('The deadline to file has passed');
  });
});
