import { DEFAULT_CULTURE } from './i18n';

/** The enabled cultures: the /api/cultures map of code to display name, or just its codes. */
export type EnabledCultures = Readonly<Record<string, string>> | readonly string[];

function codesOf(enabled: EnabledCultures): readonly string[] {
  return Array.isArray(enabled) ? enabled : Object.keys(enabled);
}

/** The enabled culture a candidate names (compared without regard to case), else null. English is always enabled. */
export function enabledCulture(candidate: unknown, enabled: EnabledCultures): string | null {
  if (typeof candidate !== 'string' || candidate === '') return null;
  const wanted = candidate.toLowerCase();
  if (wanted === DEFAULT_CULTURE) return DEFAULT_CULTURE;
  return codesOf(enabled).find((code) => code.toLowerCase() === wanted) ?? null;
}

/**
 * The culture an address names: the first label of its host name (`es.claims.example`). The contract's
 * routes have no culture segment, so a leading path segment would collide with them; the host is
 * the one part of the address free to carry it.
 */
export function cultureFromHost(hostname: string, enabled: EnabledCultures): string | null {
  return enabledCulture(hostCultureLabel(hostname), enabled);
}

// The label of a host name that may name a culture; null for a bare host (localhost) or an IP
// address, which have no subdomain to read.
function hostCultureLabel(hostname: string): string | null {
  const labels = hostname.split('.');
  if (labels.length < 3 || labels.every((label) => /^\d+$/.test(label))) return null;
  return labels[0] ?? null;
}

/** The culture the first navigation resolves to when that is certain before the enabled cultures
 *  are known: English when neither the query value nor the address names a culture (English is
 *  always enabled); null when it depends on the list. */
export function certainInitialCulture(queryCulture: unknown, hostname: string): string | null {
  const named = typeof queryCulture === 'string' && queryCulture !== '' ? queryCulture : hostCultureLabel(hostname);
  return named === null || named.toLowerCase() === DEFAULT_CULTURE ? DEFAULT_CULTURE : null;
}

/** What the first navigation knows about the culture. */
interface InitialCultureInput {
  /** The query value `culture`, already sanitised. */
  readonly queryCulture: unknown;
  /** The host name of the address. */
  readonly hostname: string;
  readonly enabledCultures: EnabledCultures;
}

/** contract.md §Behaviour: the query value `culture`, else the address, whichever is enabled, else en. */
export function resolveInitialCulture({ queryCulture, hostname, enabledCultures }: InitialCultureInput): string {
  return enabledCulture(queryCulture, enabledCultures) ?? cultureFromHost(hostname, enabledCultures) ?? DEFAULT_CULTURE;
}

/** What a later navigation knows about the culture. */
interface CultureChangeInput {
  readonly activeCulture: string;
  /** The query value `culture` of the new route, already sanitised. */
  readonly queryCulture: unknown;
  readonly enabledCultures: EnabledCultures;
}

/** contract.md §Behaviour: a later valid culture query value that differs from the active one switches to it; null means stay. */
export function resolveCultureChange({ activeCulture, queryCulture, enabledCultures }: CultureChangeInput): string | null {
  const culture = enabledCulture(queryCulture, enabledCultures);
  return culture !== null && culture !== activeCulture ? culture : null;
}

/** Guard 2 in one call: the first navigation (no active culture yet) resolves, later ones may switch. */
export function resolveCulture(input: InitialCultureInput & { readonly activeCulture: string | null }): {
  culture: string;
  changed: boolean;
} {
  if (input.activeCulture === null) return { culture: resolveInitialCulture(input), changed: true };
  const next = resolveCultureChange({ ...input, activeCulture: input.activeCulture });
  return next === null ? { culture: input.activeCulture, changed: false } : { culture: next, changed: true };
}
