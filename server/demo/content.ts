// Cultures, localized content, the character whitelist, PayPal settings and the signature date
// of the demo settlement.
import type { CultureContent, PayPalSettings } from '../../src/contract/api';
import { copyEn, copyEs } from './copy';
import { configCopy } from './model-configs';
import { demoSettlement } from './settlement';

/** Enabled cultures, code to display name. */
export const demoCultures = { en: 'English', es: 'Español' } as const;

/** One enabled culture code. */
export type DemoCulture = keyof typeof demoCultures;

/** True when `value` names an enabled culture. */
export function isDemoCulture(value: unknown): value is DemoCulture {
  return typeof value === 'string' && Object.hasOwn(demoCultures, value);
}

const cache = new Map<string, CultureContent>();

/** Values of this deployment the copy names in braces, e.g. `{maxSize}`: the largest document. */
export interface ContentValues {
  readonly maxSize: string;
}

/** The localized copy of one culture: app copy plus the model configs' labels and messages, with
 *  the deployment's own values (the upload size limit) written into the texts that name them. */
export function demoContent(culture: DemoCulture, values: ContentValues = { maxSize: '25 MB' }): CultureContent {
  const cacheKey = `${culture}\u0000${values.maxSize}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const app = culture === 'es' ? copyEs : copyEn;
  const fill = (text: string) => text.split('{maxSize}').join(values.maxSize);
  const content: CultureContent = [
    ...Object.entries(app).map(([key, value]) => ({ key, value: fill(value) })),
    ...Object.entries(configCopy).map(([key, value]) => ({ key, value: fill(value[culture]) })),
  ];
  cache.set(cacheKey, content);
  return content;
}

/** Characters claimants may type in restricted fields: letters (with Spanish accents), digits,
 *  space and common punctuation. The typographic apostrophe is in because phone keyboards
 *  replace ' with it as people type names like O’Brien. */
export const demoAllowedCharacters =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÁÉÍÓÚÜÑáéíóúüñ0123456789 .,\'’-#&/()@:+';

/** PayPal settings (the five fields of the contract). authCodeExpiration is in minutes. */
export function demoPayPalSettings(): PayPalSettings {
  return {
    clientId: 'demo-paypal-client-id',
    enabled: true,
    loginUrl: '/paypal-login-demo',
    invalidPayPalVerification: false,
    authCodeExpiration: 10,
  };
}

/** Today in the settlement's zone as MM/dd/yyyy. */
export function demoSignatureDate(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: demoSettlement.ianaTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}
