import { assertFormType, type FormType } from '@/contract/form-type-names';
import { createStore, type ReadableStore } from '@/lib/store';
import type { PageDefinition } from './page-orders';
import { errorTarget, notFoundTarget, sessionExpiredTarget } from './targets';

/** A page of the active form, linked to its neighbours. */
interface PageNode<Ctx = unknown> extends PageDefinition<Ctx> {
  /** The form the page belongs to. */
  readonly formType: FormType;
  /** The path of the following page in the page order, skip conditions aside; null on the last page. */
  readonly next: string | null;
  /** The path of the preceding page in the page order, skip conditions aside; null on the first page. */
  readonly back: string | null;
}

/** The navigation state of contract.md §Data, but for the current page: that is the page the
 *  router shows, read through `NavigationStore.current()`, so the two can never disagree. */
interface NavigationState<Ctx = unknown> {
  readonly formType: FormType | null;
  readonly nodes: readonly PageNode<Ctx>[];
  readonly initialised: boolean;
  readonly isNavigating: boolean;
}

/** A developer error in navigation (the contract's messages). */
class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

/** What the store needs from the app: the router, the answers skip conditions read, the form state to clear. */
export interface NavigationStoreOptions<Ctx> {
  /** Performs a route change; the router integration plugs in here. */
  readonly navigate: (to: string) => Promise<void> | void;
  /** The path of the settlement page the router shows (its own path, not an alias), null
   *  elsewhere: the one source of the current page. */
  readonly currentPath: () => string | null;
  /** Calls `listener` when the router shows another page; returns the unsubscribe function. */
  readonly watchPath?: (listener: () => void) => () => void;
  /** The answers skip conditions are evaluated against, read at the start of each move. */
  readonly getSkipContext?: () => Ctx;
  /** The pages of a form type, in order (the settlement's pages; none for a form it does not offer). */
  readonly pagesFor: (formType: FormType) => readonly PageDefinition<Ctx>[] | undefined;
  /** Clears form state when the user is sent to not-found, error or session-expired. */
  readonly clearFormState?: () => void;
}

/** The navigation store: framework-free, readable from React with useSyncExternalStore(subscribe, getState). */
export interface NavigationStore<Ctx = unknown> extends ReadableStore<NavigationState<Ctx>> {
  /** The node of the page the router shows; null off the active form's pages. Its listeners
   *  (`subscribe`) also hear when the router shows another page. */
  current(): PageNode<Ctx> | null;
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
  return { formType: null, nodes: [], initialised: false, isNavigating: false };
}

/** Links a page order into nodes whose next and back name their neighbours. */
function buildNodes<Ctx>(formType: FormType, pages: readonly PageDefinition<Ctx>[]): PageNode<Ctx>[] {
  return pages.map((page, index) => ({
    ...page,
    formType,
    next: pages[index + 1]?.path ?? null,
    back: pages[index - 1]?.path ?? null,
  }));
}

/** Whether a node answers to a path exactly (its own path or one of its aliases). */
function matchesPath<Ctx>(node: PageDefinition<Ctx>, path: string): boolean {
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

  function current(): PageNode<Ctx> | null {
    const path = options.currentPath();
    const { nodes } = state();
    if (path === null) return null;
    const matches = nodes.filter((node) => matchesPath(node, path));
    if (matches.length > 1) throw new NavigationError(`nav node not found or multiple matching router path '${path}'`);
    // None matches on a page of another form, while the active form has yet to follow the route.
    return matches[0] ?? null;
  }

  function step(direction: 1 | -1): PageNode<Ctx> | null {
    const { nodes } = state();
    const now = current();
    if (!now) return null;
    const ctx = options.getSkipContext?.() as Ctx;
    for (let index = nodes.indexOf(now) + direction; index >= 0 && index < nodes.length; index += direction) {
      const node = nodes[index];
      if (node && !isSkipped(node, ctx)) return node;
    }
    return null;
  }

  // A move asked for while one runs is refused before its target is looked for: the page the
  // router shows may not yet be the running move's target.
  function idle(): void {
    if (state().isNavigating) throw new NavigationError('Navigation store is already navigating');
  }

  // contract.md §Behaviour: a move sets is-navigating, updates the route (which changes the page),
  // clears the flag. A route change that fails leaves the page as it was.
  async function moveTo(to: string): Promise<void> {
    idle();
    update({ isNavigating: true });
    try {
      await options.navigate(to);
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
    subscribe(listener) {
      const unsubscribe = store.subscribe(listener);
      const unwatch = options.watchPath?.(listener);
      return () => {
        unsubscribe();
        unwatch?.();
      };
    },
    current,
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
      idle();
      const target = step(1);
      if (!target) return false;
      await moveTo(target.path);
      return true;
    },
    async back() {
      idle();
      const target = step(-1);
      if (!target) return false;
      await moveTo(target.path);
      return true;
    },
    async skipTo(partialPath) {
      idle();
      const matches = state().nodes.filter((node) => node.path.includes(partialPath));
      if (matches.length === 0) throw new NavigationError(`No node with the partial path '${partialPath}'`);
      if (matches.length > 1) throw new NavigationError(`Multiple nodes found with the partial path '${partialPath}'`);
      await moveTo((matches[0] as PageNode<Ctx>).path);
    },
    async index() {
      if (state().nodes.length > 0) {
        await moveTo('/');
        return;
      }
      idle();
      await options.navigate('/');
    },
    toNotFound: (culture) => leave(notFoundTarget(culture)),
    toError: (culture) => leave(errorTarget(culture)),
    toSessionExpired: (formType, culture) => leave(sessionExpiredTarget(formType, culture)),
    position: () => stepPosition(state(), current(), options.getSkipContext?.() as Ctx),
  };
}

/** The current page's position among the pages that are not skipped, for "step N of M" (index from 0). */
export function stepPosition<Ctx>(
  state: NavigationState<Ctx>,
  current: PageNode<Ctx> | null,
  ctx: Ctx,
): { index: number; count: number } | null {
  if (!current) return null;
  const shown = state.nodes.filter((node) => node === current || !(node.skip?.(ctx) ?? false));
  return { index: shown.indexOf(current), count: shown.length };
}
