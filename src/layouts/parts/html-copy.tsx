import { lazy, Suspense, type ComponentProps } from 'react';
import type { CopyBlock } from '@ui/copy-block';

// HTML copy (the banner, the FTC footer) is sanitized by DOMPurify, about 11 kB of script that most
// pages never need: the banner is off by default and only one theme's footer has such copy. So
// the copy block loads when a page first shows some. Where a page rendered on the server already
// shows it, the browser loads it before taking the page over (preloadHtmlCopy), and the block is
// then drawn in the same render, exactly as the server drew it.

type CopyBlockModule = { readonly CopyBlock: typeof CopyBlock };

let loaded: CopyBlockModule | null = null;
const load = () => import('@ui/copy-block').then((module) => (loaded = module));

/** Loads the copy block ahead of a render that shows HTML copy. */
export async function preloadHtmlCopy(): Promise<void> {
  await load();
}

// Once loaded, a thenable that calls back at once lets React.lazy resolve within the render.
const LazyCopyBlock = lazy(() =>
  loaded
    ? ({ then: (resolve: (module: { default: typeof CopyBlock }) => void) => resolve({ default: loaded!.CopyBlock }) } as unknown as Promise<{ default: typeof CopyBlock }>)
    : load().then((module) => ({ default: module.CopyBlock })),
);

/** The settlement's HTML copy, sanitized (see CopyBlock); its code loads with the first page that shows any. */
export function HtmlCopy(props: ComponentProps<typeof CopyBlock>) {
  return (
    <Suspense fallback={null}>
      <LazyCopyBlock {...props} />
    </Suspense>
  );
}
