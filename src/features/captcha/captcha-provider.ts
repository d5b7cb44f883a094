import type { CaptchaConfig } from '@/contract/api';
import { CaptchaError } from './captcha-errors';

/** The three providers: the offline `test` stand-in, hCaptcha and Google's invisible reCAPTCHA. */
export type CaptchaProviderKind = 'test' | 'hCaptcha' | 'reCAPTCHA';

/** A usable captcha setting: a provider and its site key. */
export interface ResolvedCaptchaConfig {
  kind: CaptchaProviderKind;
  siteKey: string;
}

/** Maps GET /api/captcha to a provider, or null when captcha is off: no site key, or provider
 *  'none'. The contract names Google reCAPTCHA, "otherwise hCaptcha"; `test` is the local stand-in. */
export function resolveCaptchaConfig(config: CaptchaConfig | null | undefined): ResolvedCaptchaConfig | null {
  const siteKey = config?.siteKey?.trim();
  if (!config || !siteKey) return null;
  const name = config.provider.trim().toLowerCase();
  if (name === 'none') return null;
  if (name === 'test') return { kind: 'test', siteKey };
  if (name.includes('recaptcha') || name.includes('google')) return { kind: 'reCAPTCHA', siteKey };
  return { kind: 'hCaptcha', siteKey };
}

/** Parameters of render(): the options hCaptcha and reCAPTCHA share, plus hCaptcha's extras. */
export interface CaptchaRenderParams {
  sitekey: string;
  size: 'invisible';
  callback: (token: string) => void;
  'error-callback': (code?: string) => void;
  'expired-callback': () => void;
  /** hCaptcha: the claimant closed the challenge. */
  'close-callback': () => void;
  /** hCaptcha: the challenge timed out before it was answered. */
  'chalexpired-callback': () => void;
}

/** The JavaScript surface of hcaptcha / grecaptcha / testCaptcha that the service uses. */
export interface CaptchaProviderApi {
  render(container: HTMLElement, params: CaptchaRenderParams): string | number;
  execute(widgetId: string | number): unknown;
  reset(widgetId?: string | number): void;
  /** hCaptcha and the test provider can remove a widget; reCAPTCHA cannot. */
  remove?(widgetId: string | number): void;
}

/** The name of the global load callback the provider script calls once it is ready. */
function onloadCallbackName(kind: CaptchaProviderKind): string {
  return `__claimsCaptchaOnload_${kind}`;
}

/** The provider's script address, asking it to call `onload` and to render only when told. */
export function providerScriptUrl(kind: CaptchaProviderKind, onload: string = onloadCallbackName(kind)): string {
  const callback = encodeURIComponent(onload);
  switch (kind) {
    case 'test':
      // Same origin, so the site's CSP (script-src 'self') allows it without extra hosts.
      return `/captcha/test.js?onload=${callback}`;
    case 'hCaptcha':
      return `https://js.hcaptcha.com/1/api.js?render=explicit&onload=${callback}`;
    case 'reCAPTCHA':
      return `https://www.google.com/recaptcha/api.js?render=explicit&onload=${callback}`;
  }
}

type CaptchaGlobals = { testCaptcha?: CaptchaProviderApi; hcaptcha?: CaptchaProviderApi; grecaptcha?: CaptchaProviderApi };

/** The provider object its script defines on window. */
function providerGlobal(kind: CaptchaProviderKind, scope: object = globalThis): CaptchaProviderApi | undefined {
  const globals = scope as CaptchaGlobals;
  if (kind === 'test') return globals.testCaptcha;
  if (kind === 'hCaptcha') return globals.hcaptcha;
  return globals.grecaptcha;
}

/** The CSP nonce the server puts in `<meta property="csp-nonce" nonce="...">`. Read from the
 *  `nonce` property: browsers blank the attribute once parsed, so other scripts cannot read it. */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

const scriptLoads = new Map<string, Promise<void>>();

/** Adds a script once per address (with the CSP nonce) and waits for its onload callback. A failed
 *  load is forgotten, so a later call tries again. */
export function loadScriptOnce(src: string, onload: string, doc: Document = document): Promise<void> {
  const existing = scriptLoads.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const scope = (doc.defaultView ?? globalThis) as unknown as Record<string, unknown>;
    scope[onload] = () => resolve();
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = cspNonce(doc);
    if (nonce) script.nonce = nonce;
    script.addEventListener('error', () => {
      scriptLoads.delete(src);
      script.remove();
      reject(new CaptchaError('script-error'));
    });
    doc.head.append(script);
  });
  scriptLoads.set(src, loading);
  return loading;
}

/** Loads a provider's script if its object is not on the page yet, and returns the object. */
export async function loadCaptchaProvider(kind: CaptchaProviderKind, doc: Document = document): Promise<CaptchaProviderApi> {
  const scope = doc.defaultView ?? globalThis;
  const present = providerGlobal(kind, scope);
  if (present) return present;
  await loadScriptOnce(providerScriptUrl(kind), onloadCallbackName(kind), doc);
  const loaded = providerGlobal(kind, scope);
  if (!loaded) throw new CaptchaError('script-error');
  return loaded;
}
