import type { ComponentProps } from 'react';
import { useRouter } from '@tanstack/react-router';
import { InPlaceLink } from '@ui/in-place-link';

// The app's router types every `to` against the claimant site's routes (its Register); the desk
// has a router of its own, so its links and moves name plain addresses (`href`).

/** A link within the desk that the desk's router follows in place (a new tab when asked for). */
export function DeskLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter();
  return <InPlaceLink href={href} onFollow={(to) => void router.navigate({ href: to })} {...props} />;
}
