// The unit a client is counted in by every per-client limit (authorize failures, uploads at
// once, drafts, tracking, screening's velocity counters): its address, or for IPv6 its /64.
import { isIP } from 'node:net';

/** The network a client address is counted under by limits: an IPv4 address itself, an IPv6
 *  address its /64 prefix ("2001:db8:0:7::/64"). A subscriber's line or a phone is handed a whole
 *  /64 and may take a new address from it for every request, so a limit per IPv6 address would
 *  hold nobody. */
export function limitNetwork(address: string): string {
  if (isIP(address) !== 6) return address;
  const plain = address.split('%')[0]!.toLowerCase();
  const [head, tail] = plain.includes('::') ? (plain.split('::') as [string, string]) : [plain, null];
  const groups = (part: string) => (part ? part.split(':') : []);
  const start = groups(head);
  const end = tail === null ? [] : groups(tail);
  // An IPv4 address written at the end fills two groups.
  const written = start.length + end.length + (end.at(-1)?.includes('.') ? 1 : 0);
  const missing = tail === null ? 0 : 8 - written;
  const full = [...start, ...Array.from({ length: missing }, () => '0'), ...end];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
