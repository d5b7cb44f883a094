// The shape of one server setting's definition (server/settings/setting-definitions.ts) and the kinds most
// settings are: whole numbers, flags, a choice of words, free text. Each kind parses what a caller
// gives (an environment variable's text, or a typed value from a test), fills the default, and
// throws a SettingsError naming the variable and the value for anything else.
import type { PageSetting } from '../../src/contract/page-settings';
import type { CaptchaProviderSetting } from './setting-definitions';

/** Raised for a setting the server cannot start with; the message names the setting. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** The settings a settlement package supplies (settlement.json). Each environment variable that
 *  is set wins over the package's value: THEME, CAPTCHA_PROVIDER (with CAPTCHA_SITE_KEY), BANNER,
 *  ANALYTICS_TAG_ID, EXPIRED_REDIRECT_URL. */
export interface PackageSettings {
  theme: string;
  captcha: { provider: CaptchaProviderSetting; siteKey?: string | null | undefined };
  banner: boolean;
  analyticsTagId: string | null;
  expiredRedirectUrl: string | null;
}

/** What a setting's parse may look at besides its own value. */
export interface SettingContext {
  /** The settlement package's settings, when the server serves one. */
  readonly settlement: PackageSettings | null;
  /** NODE_ENV is `development`. */
  readonly development: boolean;
  /** NODE_ENV as given; null: unset. */
  readonly nodeEnv: string | null;
  /** Whether the caller set this setting (an environment variable set, or a test's value). */
  isSet(name: string): boolean;
  /** Another setting's value (parsed once, whichever setting asks first). */
  value(name: string): unknown;
  /** Records a warning logged at start. */
  warn(message: string): void;
}

/** One setting of the reference server. `I`: what a caller may pass; `T`: the parsed value. */
export interface SettingDefinition<I, T> {
  /** The environment variable; null: not read from the environment (tests pass it). */
  readonly env: string | null;
  /** The default, as the settings table shows it. */
  readonly defaultText: string;
  /** What it does, as the settings table shows it (Markdown, links relative to server/README.md). */
  readonly doc: string;
  /** The value for what the caller gave (undefined: unset); throws SettingsError for a bad one. */
  parse(given: I | undefined, context: SettingContext): T;
  /** Read even when blank (THEME: an empty value is an error, not the default). */
  readonly keepBlank?: boolean;
  /** Only read to build other settings (STORAGE_*, NODE_ENV): not a field of ServerSettings
   *  (declare with `inputOnly(...)`). */
  readonly inputOnly?: true;
  /** The `<html>` attribute the app reads it from (src/contract/page-settings.ts). */
  readonly page?: PageSetting<T>;
  /** The settlement.json key whose value is the default. */
  readonly packageKey?: string;
}

/** The default as the table shows it: given, else the package's key, else the kind's fallback. */
type ShownDefault = { readonly defaultText: string } | { readonly packageKey: string; readonly defaultText?: string };

/** Declares a setting whose parse is its own. */
export function defineSetting<I, T>(definition: Omit<SettingDefinition<I, T>, 'defaultText'> & ShownDefault): SettingDefinition<I, T> {
  return { ...definition, defaultText: shownDefault(definition, undefined) };
}

/** Marks a setting only read to build others: it is no field of ServerSettings. */
export function inputOnly<I, T>(definition: SettingDefinition<I, T>): SettingDefinition<I, T> & { readonly inputOnly: true } {
  return { ...definition, inputOnly: true };
}

function shownDefault(options: { defaultText?: string; packageKey?: string; env: string | null }, fallback: unknown): string {
  if (options.defaultText !== undefined) return options.defaultText;
  if (options.packageKey !== undefined) return `the package's \`${options.packageKey}\``;
  if (fallback === null) return 'unset';
  if (typeof fallback === 'function' || fallback === undefined) {
    throw new Error(`The setting ${options.env} needs a defaultText: its default is computed.`);
  }
  return `\`${String(fallback)}\``;
}

type Fallback<T> = T | ((context: SettingContext) => T);
const fallbackOf = <T>(fallback: Fallback<T>, context: SettingContext): T =>
  typeof fallback === 'function' ? (fallback as (context: SettingContext) => T)(context) : fallback;

/** What every kind's definition says besides its parse. */
type KindOptions<T> = Omit<SettingDefinition<never, T>, 'parse' | 'defaultText' | 'env'> & {
  readonly env: string;
  readonly defaultText?: string;
};

/** A whole number between min and max. */
export function integer(
  options: KindOptions<number> & { fallback: Fallback<number>; min: number; max?: number },
): SettingDefinition<number | string, number> {
  const { fallback, min, max = Number.MAX_SAFE_INTEGER, ...rest } = options;
  return {
    ...rest,
    defaultText: shownDefault(options, fallback),
    parse: (given, context) => {
      if (given === undefined) return fallbackOf(fallback, context);
      return parseInteger(options.env, given, min, max);
    },
  };
}

/** `value` as a whole number between min and max, or a SettingsError naming `name`. */
export function parseInteger(name: string, value: number | string, min: number, max: number): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingsError(`${name} must be a whole number between ${min} and ${max}; got "${value}".`);
  }
  return n;
}

/** On or off: 1/true/yes/on or 0/false/no/off. */
export function flag(options: KindOptions<boolean> & { fallback: Fallback<boolean> }): SettingDefinition<boolean | string, boolean> {
  const { fallback, ...rest } = options;
  return {
    ...rest,
    defaultText: shownDefault(options, fallback),
    parse: (given, context) => (given === undefined ? fallbackOf(fallback, context) : parseFlag(options.env, given)),
  };
}

/** `value` as on or off, or a SettingsError naming `name`. */
export function parseFlag(name: string, value: boolean | string): boolean {
  if (typeof value === 'boolean') return value;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new SettingsError(`${name} must be true or false; got "${value}".`);
}

/** One of a few words (any case). */
export function oneOf<const C extends string>(
  options: KindOptions<C> & { choices: readonly C[]; fallback: Fallback<C> },
): SettingDefinition<string, C> {
  const { choices, fallback, ...rest } = options;
  return {
    ...rest,
    defaultText: shownDefault(options, fallback),
    parse: (given, context) => (given === undefined ? fallbackOf(fallback, context) : parseChoice(options.env, given, choices)),
  };
}

/** `value` as one of `choices`, or a SettingsError naming `name`. */
export function parseChoice<C extends string>(name: string, value: string, choices: readonly C[]): C {
  const v = value.toLowerCase();
  if (!(choices as readonly string[]).includes(v)) {
    throw new SettingsError(`${name} must be one of: ${choices.join(', ')}; got "${value}".`);
  }
  return v as C;
}

/** Text, kept as given, with a check of its shape when `check` is given; unset: `fallback` (null by
 *  default, shown as "unset"). */
export function text<F extends string | null = null>(
  options: KindOptions<string | F> & { fallback?: Fallback<F>; check?: (value: string) => string },
): SettingDefinition<string | null, string | F> {
  const { fallback = null as F, check, ...rest } = options;
  return {
    ...rest,
    defaultText: shownDefault(options, fallback),
    parse: (given, context) => {
      if (given === undefined || given === null) return fallbackOf(fallback as Fallback<F>, context);
      return check ? check(given) : given;
    },
  };
}
