import type { ComponentProps, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

// The app's router types every `to` against the claimant site's routes (its Register); the desk
// has a router of its own, so its links and moves name plain addresses (`href`).

/** A link within the desk that the desk's router follows in place (a new tab when asked for). */
export function DeskLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}
