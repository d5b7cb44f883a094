import { deskPath } from '../../src/contract/desk';

/** The address of a one-time sign-in link. The token is in the fragment, which browsers never
 *  send: it stays out of the server's and any proxy's request logs and out of Referer headers. */
export function deskSignInUrl(origin: string, token: string): string {
  return `${origin}${deskPath}/sign-in#${token}`;
}
