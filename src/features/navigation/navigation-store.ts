import { assertFormType, type FormType } from '@/contract/form-types';
import { createStore, type ReadableStore } from '@/lib/store';
import type { PageDefinition } from './page-orders';
import { errorTarget, notFoundTarget, sessionExpiredTarget } from './targets';

/** A page of the active form, linked to its neighbours. */
export interface PageNode<Ctx = unknown> extends PageDefinition<Ctx> {
  /** The form the page belongs to. */
  readonly formType: FormType;
  /** The path of the following page in the page order, skip conditions aside; null on the last page. */
  readonly next: string | null;
  /** The path of the preceding page in the page order, skip conditions aside; null on the first page. */
  readonly back: string | null;
}

/** The navigation state of contract.md §Data. */
export interface NavigationState<Ctx = unknown> {
  readonly formType: FormType | null;
  readonly nodes: readonly PageNode<Ctx>[];
  readonly current: PageNode<Ctx> | null;
  readonly initialised: boolean;
  readonly isNavigating: boolean;
}

/** A developer error in navigation (the contract's messages). */
export class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

/** What the store needs from the app: the router, the answers skip conditions read, the form state to clear. */
export interface NavigationStoreOptions<Ctx> {
  /** Performs a route change; the router integration plugs in here. */
  readonly navigate: (to: string) => Promise<void> | void;
  /** The answers skip conditions are evaluated against, read at the start of each move. */
  readonly getSkipContext?: () => Ctx;
  /** The pages of a form type, in order (the settlement's pages; none for a form it does not offer). */
  readonly pagesFor: (formType: FormType) => readonly PageDefinition<Ctx>[] | undefined;
  /** Clears form state when the user is sent to not-found, error or session-expired. */
  readonly clearFormState?: () => void;
}

/** The navigation store: framework-free, readable from React with useSyncExternalStore(subscribe, getState). */
export interface NavigationStore<Ctx = unknown> extends ReadableStore<NavigationState<Ctx>> {
  /** Makes a form active (building nothing yet); null clears it, as non-form routes do. */
  setActiveForm(formType: FormType | null): void;
  /** Builds the active form's page nodes once; does nothing without an active form. */
  init(): void;
  /** The page next would move to, jumping over skipped pages; null on the last page. */
  nextTarget(): PageNode<Ctx> | null;
  /** The page back would move to, jumping over skipped pages; null on the first page. */
  backTarget(): PageNode<Ctx> | null;
  /** Moves to the next page that is not skipped; false when there is none. */
  next(): Promise<boolean>;
  /** Moves to the previous page that is not skipped; false when there is none. */
  back(): Promise<boolean>;
  /** Moves to the one page whose path contains `partialPath`. */
  skipTo(partialPath: string): Promise<void>;
  /** Makes the page with exactly this path current, after the router moved there. */
  syncToPath(path: string): void;
  /** Goes to the root and makes the active form's first page current (only the root without one). */
  index(): Promise<void>;
  /** Clears form state and goes to the not-found page. */
  toNotFound(culture?: string | null): Promise<void>;
  /** Clears form state and goes to the error page. */
  toError(culture?: string | null): Promise<void>;
  /** Clears form state and goes to the session-expired page of a form. */
  toSessionExpired(formType: FormType, culture: string): Promise<void>;
  /** The current page's place among the pages the current answers do not skip ("step N of M"). */
  position(): { index: number; count: number } | null;
}

function emptyState<Ctx>(): NavigationState<Ctx> {
  return { formType: null, nodes: [], current: null, initialised: false, isNavigating: false };
}

/** Links a page order into nodes whose next and back name their neighbours. */
export function buildNodes<Ctx>(formType: FormType, pages: readonly PageDefinition<Ctx>[]): PageNode<Ctx>[] {
  return pages.map((page, index) => ({
    ...page,
    formType,
    next: pages[index + 1]?.path ?? null,
    back: pages[index - 1]?.path ?? null,
  }));
}

/** Whether a node answers to a path exactly (its own path or one of its aliases). */
export function matchesPath<Ctx>(node: PageDefinition<Ctx>, path: string): boolean {
  return node.path === path || (node.aliases?.includes(path) ?? false);
}

/** Creates a navigation store; route changes go through `options.navigate`. */
export function createNavigationStore<Ctx = unknown>(options: NavigationStoreOptions<Ctx>): NavigationStore<Ctx> {
  const { pagesFor } = options;
  const store = createStore(emptyState<Ctx>());
  const state = store.getState;

  function update(patch: Partial<NavigationState<Ctx>>): void {
    store.setState((now) => ({ ...now, ...patch }));
  }

  function isSkipped(node: PageNode<Ctx>, ctx: Ctx): boolean {
    return node.skip?.(ctx) ?? false;
  }

  function step(direction: 1 | -1): PageNode<Ctx> | null {
    const { current, nodes } = state();
    if (!current) return null;
    const ctx = options.getSkipContext?.() as Ctx;
    for (let index = nodes.indexOf(current) + direction; index >= 0 && index < nodes.length; index += direction) {
      const node = nodes[index];
      if (node && !isSkipped(node, ctx)) return node;
    }
    return null;
  }

  // contract.md §Behaviour: a move sets is-navigating, changes the page, updates the route, clears the flag.
  async function moveTo(target: PageNode<Ctx>, to: string = target.path): Promise<void> {
    if (state().isNavigating) throw new NavigationError('Navigation store is already navigating');
    const previous = state().current;
    update({ isNavigating: true, current: target });
    try {
      await options.navigate(to);
    } catch (error) {
      // The route did not change, so neither does the page.
      update({ current: previous });
      throw error;
    } finally {
      update({ isNavigating: false });
    }
  }

  // Leaving for a fixed page ignores is-navigating: a failed move must still reach the error page.
  async function leave(to: string): Promise<void> {
    options.clearFormState?.();
    await options.navigate(to);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setActiveForm(formType) {
      if (formType === state().formType) return;
      if (formType !== null) assertFormType(formType);
      update({ ...emptyState<Ctx>(), formType, isNavigating: state().isNavigating });
    },
    init() {
      const { formType, initialised } = state();
      if (formType === null) return;
      if (initialised) throw new NavigationError('navigation config already initialised');
      const pages = pagesFor(formType);
      if (!pages?.length) throw new NavigationError(`Unexpected Form Type: '${formType}' has no pages`);
      update({ nodes: buildNodes(formType, pages), initialised: true });
    },
    nextTarget: () => step(1),
    backTarget: () => step(-1),
    async next() {
      const target = step(1);
      if (!target) return false;
      await moveTo(target);
      return true;
    },
    async back() {
      const target = step(-1);
      if (!target) return false;
      await moveTo(target);
      return true;
    },
    async skipTo(partialPath) {
      const matches = state().nodes.filter((node) => node.path.includes(partialPath));
      if (matches.length === 0) throw new NavigationError(`No node with the partial path '${partialPath}'`);
      if (matches.length > 1) throw new NavigationError(`Multiple nodes found with the partial path '${partialPath}'`);
      await moveTo(matches[0] as PageNode<Ctx>);
    },
    syncToPath(path) {
      if (!state().initialised) throw new NavigationError('nodes not initialised before router override');
      const matches = state().nodes.filter((node) => matchesPath(node, path));
      if (matches.length !== 1) throw new NavigationError(`nav node not found or multiple matching router path '${path}'`);
      if (matches[0] !== state().current) update({ current: matches[0] as PageNode<Ctx> });
    },
    async index() {
      const first = state().nodes[0];
      if (first) {
        await moveTo(first, '/');
        return;
      }
      if (state().isNavigating) throw new NavigationError('Navigation store is already navigating');
      await options.navigate('/');
    },
    toNotFound: (culture) => leave(notFoundTarget(culture)),
    toError: (culture) => leave(errorTarget(culture)),
    toSessionExpired: (formType, culture) => leave(sessionExpiredTarget(formType, culture)),
    position: () => stepPosition(state(), options.getSkipContext?.() as Ctx),
  };
}

/** The current page's position among the pages that are not skipped, for "step N of M" (index from 0). */
export function stepPosition<Ctx>(state: NavigationState<Ctx>, ctx: Ctx): { index: number; count: number } | null {
  const { current } = state;
  if (!current) return null;
  const shown = state.nodes.filter((node) => node === current || !(node.skip?.(ctx) ?? false));
  return { index: shown.indexOf(current), count: shown.length };
}
