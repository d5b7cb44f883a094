// Disposable-mail domains, from the maintained list of the `disposable-email-domains` project
// (packaged as `disposable-email-domains-js`; updated with the package, not by hand).
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/** The list as a set, made once: the package's own check builds a set of its 9,000 domains on
 *  every call (half a millisecond each, measured: two calls a claim doubled screening's cost). */
let domains: Set<string> | null = null;

/** The disposable-mail domain of a normalised email address (emailKey), or null. A subdomain of a
 *  listed domain counts as it ("x.mailinator.com"): such services hand out any subdomain. */
export function disposableDomainOf(email: string): string | null {
  domains ??= disposableEmailBlocklistSet();
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .split('.');
  for (let i = 0; i + 1 < labels.length; i += 1) {
    const candidate = labels.slice(i).join('.');
    if (domains.has(candidate)) return candidate;
  }
  return null;
}
