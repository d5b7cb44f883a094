import type { ComponentProps, MouseEvent } from 'react';

// A single-page app follows its own links: a plain click hands the address to the app's router
// (`onFollow`), which swaps the page in place. A click the claimant or administrator made to open
// the address elsewhere (another mouse button, or a modifier key: a new tab, a new window, a
// download) is left to the browser, as on any other link.

/** Props of InPlaceLink: an anchor's, with its address required and the app's way to follow it. */
interface InPlaceLinkProps extends ComponentProps<'a'> {
  href: string;
  /** Shows `href` in place (the app's router). */
  onFollow: (href: string) => void;
}

/** A link the app follows in place; the browser keeps every other way of opening it. */
export function InPlaceLink({ href, onFollow, onClick, children, ...props }: InPlaceLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(href);
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}
