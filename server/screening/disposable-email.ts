// Disposable-mail domains, from the maintained list of the `disposable-email-domains` project
// (packaged as `disposable-email-domains-js`; updated with the package, not by hand).
import { isDisposableEmailDomain } from 'disposable-email-domains-js';

/** The disposable-mail domain of a normalised email address (emailKey), or null. A subdomain of a
 *  listed domain counts as it ("x.mailinator.com"): such services hand out any subdomain. */
export function disposableDomainOf(email: string): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  for (let i = 0; i + 1 < labels.length; i += 1) {
    const candidate = labels.slice(i).join('.');
    if (isDisposableEmailDomain(candidate)) return candidate;
  }
  return null;
}
