import { describe, expect, it, vi } from 'vitest';
import type { FormType } from '@/contract/form-type-names';
import { createNavigationStore, stepPosition, type NavigationStoreOptions } from '@/features/navigation/navigation-store';
import type { PageDefinition } from '@/features/navigation/page-orders';
import { demoPageOrders as pageOrders } from '../support/demo-settlement';

interface Answers {
  skipped: ReadonlySet<string>;
}

const S = '/standard/';

// Standard's page order, with a skip condition on every page driven by the test's answers.
function standardWithSkips(formType: FormType): readonly PageDefinition<Answers>[] {
  return pageOrders[formType].map((page) => ({ ...page, skip: (answers: Answers) => answers.skipped.has(page.path) }));
}

/** A stand-in for the router: the path it shows, which a route change moves (when it succeeds). */
function fakeRouter() {
  let path: string | null = null;
  const pathListeners = new Set<() => void>();
  return {
    currentPath: () => path,
    watchPath(listener: () => void) {
      pathListeners.add(listener);
      return () => void pathListeners.delete(listener);
    },
    /** The router shows another page (after a route change, or the browser's back button). */
    show(next: string | null) {
      path = next;
      for (const listener of pathListeners) listener();
    },
  };
}

function setup(
  options: Partial<NavigationStoreOptions<Answers>> & {
    formType?: FormType;
    skipped?: string[];
    navigating?: (to: string) => Promise<void>;
  } = {},
) {
  const answers: Answers = { skipped: new Set(options.skipped ?? []) };
  const router = fakeRouter();
  const navigating = options.navigating ?? (async () => undefined);
  const navigate = vi.fn(async (to: string) => {
    await navigating(to);
    router.show(to);
  });
  const clearFormState = vi.fn();
  const store = createNavigationStore<Answers>({
    navigate,
    clearFormState,
    getSkipContext: () => answers,
    pagesFor: standardWithSkips,
    currentPath: router.currentPath,
    watchPath: router.watchPath,
    ...options,
  });
  store.setActiveForm(options.formType ?? 'Standard');
  store.init();
  return { store, navigate, clearFormState, answers, show: router.show };
}

const currentPath = (store: ReturnType<typeof setup>['store']) => store.current()?.path ?? null;

describe('initialisation', () => {
  it('does nothing without an active form', () => {
    const store = createNavigationStore({ navigate: vi.fn(), currentPath: () => null, pagesFor: (formType) => pageOrders[formType] });
    const before = store.getState();
    store.init();
    store.init();
    expect(store.getState()).toBe(before);
    expect(before).toMatchObject({ initialised: false, nodes: [], formType: null });
  });

  it('links the nodes of the active form to their neighbours', () => {
    const { store } = setup({ formType: 'DocumentsUpload' });
    expect(store.getState().initialised).toBe(true);
    expect(store.getState().nodes.map(({ path, next, back, formType }) => ({ path, next, back, formType }))).toEqual([
      { path: '/', next: '/documents-upload/supporting-documents', back: null, formType: 'DocumentsUpload' },
      { path: '/documents-upload/supporting-documents', next: '/documents-upload/confirmation', back: '/', formType: 'DocumentsUpload' },
      { path: '/documents-upload/confirmation', next: null, back: '/documents-upload/supporting-documents', formType: 'DocumentsUpload' },
    ]);
  });

  it('refuses a second initialisation', () => {
    const { store } = setup();
    expect(() => store.init()).toThrow('navigation config already initialised');
  });

  it('can initialise again after another form becomes active', () => {
    const { store } = setup();
    store.setActiveForm('Lookup');
    expect(store.getState()).toMatchObject({ formType: 'Lookup', initialised: false, nodes: [] });
    expect(store.current()).toBeNull();
    store.init();
    expect(store.getState().nodes.map((node) => node.path)).toEqual(['/lookup']);
  });

  it('keeps the state when the same form is made active again', () => {
    const { store } = setup();
    const before = store.getState();
    store.setActiveForm('Standard');
    expect(store.getState()).toBe(before);
  });

  it("refuses a form type outside the four with 'Unexpected Form Type', and a form without pages", () => {
    const store = createNavigationStore({ navigate: vi.fn(), currentPath: () => null, pagesFor: (formType) => pageOrders[formType] });
    expect(() => store.setActiveForm('Claims' as FormType)).toThrow("Unexpected Form Type: 'Claims'");
    expect(store.getState().formType).toBeNull();
    const partial = createNavigationStore({
      navigate: vi.fn(),
      currentPath: () => null,
      pagesFor: (formType) => (formType === 'Standard' ? pageOrders.Standard : (undefined as never)),
    });
    partial.setActiveForm('Lookup');
    expect(() => partial.init()).toThrow("Unexpected Form Type: 'Lookup' has no pages");
  });

  it('clears the active form for non-form routes', () => {
    const { store, show } = setup();
    show(`${S}claim-details`);
    store.setActiveForm(null);
    expect(store.getState()).toMatchObject({ formType: null, initialised: false, nodes: [] });
    expect(store.current()).toBeNull();
  });
});

describe('next and back with skip conditions', () => {
  it.each<[name: string, skipped: string[], from: string, direction: 'next' | 'back', to: string | null]>([
    ['next without skips', [], 'claimant-info', 'next', 'claim-details'],
    ['back without skips', [], 'claim-details', 'back', 'claimant-info'],
    ['next jumps a skipped page', ['payment-election'], 'claim-details', 'next', 'supporting-documents'],
    ['back jumps a skipped page', ['payment-election'], 'supporting-documents', 'back', 'claim-details'],
    ['next jumps several skipped pages', ['payment-election', 'supporting-documents'], 'claim-details', 'next', 'claim-summary'],
    ['back jumps several skipped pages', ['claim-details', 'payment-election'], 'supporting-documents', 'back', 'claimant-info'],
    ['no target after the last page', [], 'confirmation', 'next', null],
    ['no target before the first page', [], 'claimant-info', 'back', null],
    ['no target when every later page is skipped', ['claim-summary', 'confirmation'], 'supporting-documents', 'next', null],
    ['no target when every earlier page is skipped', ['claimant-info'], 'claim-details', 'back', null],
    ['leaving a skipped current page still works', ['claim-details'], 'claim-details', 'next', 'payment-election'],
  ])('%s', async (_name, skipped, from, direction, to) => {
    const { store, navigate, show } = setup({ skipped: skipped.map((page) => S + page) });
    show(S + from);
    const target = direction === 'next' ? store.nextTarget() : store.backTarget();
    expect(target?.path ?? null).toBe(to === null ? null : S + to);

    const moved = await (direction === 'next' ? store.next() : store.back());

    expect(moved).toBe(to !== null);
    expect(currentPath(store)).toBe(S + (to ?? from));
    expect(navigate.mock.calls).toEqual(to === null ? [] : [[S + to]]);
    expect(store.getState().isNavigating).toBe(false);
  });

  it('reads the answers afresh on every move', async () => {
    const { store, navigate, answers, show } = setup();
    show(`${S}claim-details`);
    answers.skipped = new Set([`${S}payment-election`]);
    await store.next();
    answers.skipped = new Set();
    await store.back();
    expect(navigate.mock.calls).toEqual([[`${S}supporting-documents`], [`${S}payment-election`]]);
  });

  it('has no target before any page is current', async () => {
    const { store, navigate } = setup();
    expect(await store.next()).toBe(false);
    expect(await store.back()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('skip to a page by partial path', () => {
  it('moves to the one page whose path contains it', async () => {
    const { store, navigate, show } = setup();
    show(`${S}claim-summary`);
    await store.skipTo('payment-election');
    expect(currentPath(store)).toBe(`${S}payment-election`);
    expect(navigate).toHaveBeenCalledWith(`${S}payment-election`);
  });

  it.each([
    ['no page', 'claim-status', "No node with the partial path 'claim-status'"],
    ['several pages', 'claim', "Multiple nodes found with the partial path 'claim'"],
    ['several pages (every path)', '/standard/', "Multiple nodes found with the partial path '/standard/'"],
  ])('refuses a partial path matching %s', async (_name, partial, message) => {
    const { store, navigate, show } = setup();
    show(`${S}claimant-info`);
    await expect(store.skipTo(partial)).rejects.toThrow(message);
    expect(currentPath(store)).toBe(`${S}claimant-info`);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('moving is one at a time', () => {
  it("refuses a move while one is running with 'Navigation store is already navigating'", async () => {
    let finish = () => {};
    const { store, navigate, show } = setup({ navigating: () => new Promise<void>((resolve) => (finish = resolve)) });
    show(`${S}claimant-info`);

    const first = store.next();
    expect(store.getState().isNavigating).toBe(true);
    await expect(store.next()).rejects.toThrow('Navigation store is already navigating');
    await expect(store.back()).rejects.toThrow('Navigation store is already navigating');
    await expect(store.skipTo('summary')).rejects.toThrow('Navigation store is already navigating');
    await expect(store.index()).rejects.toThrow('Navigation store is already navigating');

    finish();
    await expect(first).resolves.toBe(true);
    expect(store.getState().isNavigating).toBe(false);
    expect(currentPath(store)).toBe(`${S}claim-details`);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps the page and clears the flag when the route change fails', async () => {
    const { store, show } = setup({
      navigating: async () => {
        throw new Error('blocked');
      },
    });
    show(`${S}claimant-info`);
    await expect(store.next()).rejects.toThrow('blocked');
    expect(store.getState().isNavigating).toBe(false);
    expect(currentPath(store)).toBe(`${S}claimant-info`);
  });
});

describe('the current page is the one the router shows', () => {
  it.each(['/', '/documents-upload', '/documents-upload/'])('%s is the documents-upload intro', (path) => {
    const { store, show } = setup({ formType: 'DocumentsUpload' });
    show(path);
    expect(currentPath(store)).toBe('/');
  });

  it.each(['/standard/claim', '/standard/claim-details/', '/standard', '/error'])('%s is no page of the active form', (path) => {
    const { store, show } = setup();
    show(path);
    expect(store.current()).toBeNull();
  });

  it('refuses a path that several pages have', () => {
    const { store, show } = setup({ pagesFor: () => [{ path: '/a' }, { path: '/b', aliases: ['/a'] }] });
    show('/a');
    expect(() => store.current()).toThrow("nav node not found or multiple matching router path '/a'");
  });

  it('has none before the nodes are built', () => {
    const store = createNavigationStore({ navigate: vi.fn(), currentPath: () => '/lookup', pagesFor: (formType) => pageOrders[formType] });
    expect(store.current()).toBeNull();
  });

  it('follows the router when it moves by itself (the browser back button)', () => {
    const { store, show } = setup();
    show(`${S}claim-details`);
    show(`${S}claimant-info`);
    expect(currentPath(store)).toBe(`${S}claimant-info`);
    expect(store.backTarget()).toBeNull();
  });
});

describe('index, and leaving for the fixed pages', () => {
  it('goes to the root, which shows the first page', async () => {
    const { store, navigate, show } = setup({ formType: 'DocumentsUpload' });
    show('/documents-upload/confirmation');
    await store.index();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(currentPath(store)).toBe('/');
  });

  it('only goes to the root without an active form', async () => {
    const navigate = vi.fn();
    const store = createNavigationStore({ navigate, currentPath: () => null, pagesFor: (formType) => pageOrders[formType] });
    await store.index();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.current()).toBeNull();
  });

  it.each([
    ['not-found', (store: ReturnType<typeof setup>['store']) => store.toNotFound('es'), '/page-not-found?culture=es'],
    ['not-found without culture', (store: ReturnType<typeof setup>['store']) => store.toNotFound(), '/page-not-found'],
    ['error', (store: ReturnType<typeof setup>['store']) => store.toError('fr'), '/error?culture=fr'],
    ['error without culture', (store: ReturnType<typeof setup>['store']) => store.toError(null), '/error'],
    [
      'session-expired',
      (store: ReturnType<typeof setup>['store']) => store.toSessionExpired('Standard', 'en'),
      '/session-expired?form=Standard&culture=en',
    ],
  ])('clears form state and goes to %s', async (_name, leave, target) => {
    const { store, navigate, clearFormState } = setup();
    await leave(store);
    expect(clearFormState).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('reaches the error page even while a move is running', async () => {
    const { store, navigate, show } = setup({ navigating: (to) => (to === '/error' ? Promise.resolve() : new Promise<void>(() => {})) });
    show(`${S}claimant-info`);
    void store.next();
    await store.toError();
    expect(navigate).toHaveBeenLastCalledWith('/error');
  });
});

describe('subscription (for useSyncExternalStore)', () => {
  it('notifies on change and when the router shows another page, keeps the snapshot stable otherwise, and unsubscribes', async () => {
    const { store, show } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const snapshot = store.getState();
    show(`${S}claimant-info`);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(snapshot);
    unsubscribe();
    await store.next();
    show(`${S}claimant-info`);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('stepPosition', () => {
  it.each<[skipped: string[], current: string, expected: { index: number; count: number }]>([
    [[], 'claimant-info', { index: 0, count: 6 }],
    [[], 'claim-details', { index: 1, count: 6 }],
    [['payment-election'], 'supporting-documents', { index: 2, count: 5 }],
    [['payment-election', 'claim-details'], 'confirmation', { index: 3, count: 4 }],
  ])('skipping %j, %s is step %o', (skipped, current, expected) => {
    const { store, answers, show } = setup({ skipped: skipped.map((page) => S + page) });
    show(S + current);
    expect(stepPosition(store.getState(), store.current(), answers)).toEqual(expected);
  });

  it('is null before a page is current', () => {
    const { store, answers } = setup();
    expect(stepPosition(store.getState(), store.current(), answers)).toBeNull();
  });
});
