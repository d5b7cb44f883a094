import { cspNonce } from '@/features/captcha/captcha-provider';

// The settlement's analytics: the Google tag, loaded only when the app configuration names a tag
// id. The script element carries the page's CSP nonce (the policy has no 'unsafe-inline'), and
// the tag's queue is set up here rather than by the usual inline snippet, which the policy would
// refuse.

/** Where the Google tag loads from. */
const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Loads the Google tag for `tagId` once; does nothing without a tag id. Returns the script added. */
export function loadAnalytics(tagId: string | null, doc: Document = document): HTMLScriptElement | null {
  if (!tagId) return null;
  const src = `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(tagId)}`;
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing) return existing;
  const scope = (doc.defaultView ?? globalThis) as unknown as AnalyticsWindow;
  const dataLayer = (scope.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the queue, exactly as its snippet pushes them.
  scope.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  scope.gtag('js', new Date());
  // A resume link's address holds the token that opens a claimant's saved answers
  // (features/drafts): the tag's first page view names the address without it.
  const location = doc.defaultView?.location;
  const path = location?.pathname.replace(/^\/resume\/[^/]+/, '/resume') ?? '';
  if (location && path !== location.pathname) scope.gtag('config', tagId, { page_location: `${location.origin}${path}` });
  else scope.gtag('config', tagId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = cspNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
  return script;
}
