import { Suspense, type ComponentProps } from 'react';
import type { CopyBlock } from '@ui/copy-block';
import { preloadableLazy } from './preloadable-lazy';

// HTML copy (the banner, the FTC footer) is sanitized by DOMPurify, about 11 kB of script that most
// pages never need: the banner is off by default and only one theme's footer has such copy. So
// the copy block loads when a page first shows some. Where a page rendered on the server already
// shows it, the browser loads it before taking the page over (preloadHtmlCopy), and the block is
// then drawn in the same render, exactly as the server drew it.

const copyBlock = preloadableLazy(() => import('@ui/copy-block').then((module) => module.CopyBlock));
const LazyCopyBlock = copyBlock.component;

/** Loads the copy block ahead of a render that shows HTML copy. */
export const preloadHtmlCopy: () => Promise<void> = copyBlock.preload;

/** The settlement's HTML copy, sanitized (see CopyBlock); its code loads with the first page that shows any. */
export function HtmlCopy(props: ComponentProps<typeof CopyBlock>) {
  return (
    <Suspense fallback={null}>
      <LazyCopyBlock {...props} />
    </Suspense>
  );
}
