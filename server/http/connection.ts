// Who the client is and how it reached the server: its address for limits (through the proxies
// TRUST_PROXY names, never through headers a client may write) and whether its connection is HTTPS.
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { ServerSettings } from '../settings/settings';

/** An address as the socket reports it, IPv4 ones without their IPv6 mapping (::ffff:). */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const proxyLists = new WeakMap<readonly string[], BlockList>();

/** Whether `address` is one of the proxies TRUST_PROXY names (any address when it is true). */
function isTrustedProxy(address: string, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  const { trustProxy } = settings;
  if (typeof trustProxy === 'boolean') return trustProxy;
  let list = proxyLists.get(trustProxy);
  if (!list) {
    list = new BlockList();
    for (const entry of trustProxy) {
      const [base, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(base) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(base, family);
      else list.addSubnet(base, Number(bits), family);
    }
    proxyLists.set(trustProxy, list);
  }
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** The address of the connection's peer (the client, or the proxy in front). */
function peerAddress(c: Context<AppEnv>): string {
  const remote = c.env?.incoming?.socket.remoteAddress;
  return remote ? plainAddress(remote) : 'unknown';
}

/** Whether the request came through a proxy TRUST_PROXY names: only then do its X-Forwarded-*
 *  headers count (a client talking to the server directly may send any). */
export function fromTrustedProxy(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  return isTrustedProxy(peerAddress(c), settings);
}

/** The client address for rate limits and captcha checks: the connection's, unless it comes
 *  from a trusted proxy (TRUST_PROXY). Then X-Forwarded-For is read from its end, where each
 *  proxy appended the address it saw, past the trusted proxies, to the first address that is
 *  not one: entries before it may be written by the client and are never trusted. With
 *  TRUST_PROXY=true every peer is trusted and the last entry is the client. */
export function clientAddress(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): string {
  const peer = peerAddress(c);
  if (!isTrustedProxy(peer, settings)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter(Boolean);
  if (settings.trustProxy === true) return hops.at(-1) ?? peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!isTrustedProxy(hops[i]!, settings)) return hops[i]!;
  }
  return hops[0] ?? peer;
}

/** Whether the client's connection is HTTPS: this server's own, or a trusted proxy's as its
 *  X-Forwarded-Proto says. */
export function isHttps(c: Context<AppEnv>, settings: Pick<ServerSettings, 'trustProxy'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return fromTrustedProxy(c, settings) && c.req.header('x-forwarded-proto') === 'https';
}
