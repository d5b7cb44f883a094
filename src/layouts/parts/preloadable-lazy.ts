import { lazy, type ComponentType } from 'react';

/** A React.lazy component whose code can be loaded ahead of a render (`preload`). Once loaded,
 *  React gets it within the render instead of suspending, so a page drawn on the server hydrates
 *  in one piece: a suspended part that the page updates meanwhile would be drawn again, losing
 *  what a claimant typed early. */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  // Once loaded, a thenable that calls back at once: React.lazy resolves it without suspending.
  const component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{
          default: ComponentType<Props>;
        }>)
      : preload().then((component) => ({ default: component })),
  );
  return { component, preload: async () => void (await preload()) };
}
