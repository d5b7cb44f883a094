import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certainInitialCulture,
  cultureFromHost,
  enabledCulture,
  resolveCulture,
  resolveCultureChange,
  resolveInitialCulture,
} from '@/features/localization/resolve-culture';

// The /api/cultures answer: code to display name.
const enabled = { en: 'English', es: 'Español', 'fr-CA': 'Français (Canada)' };

describe('enabledCulture', () => {
  it.each<[candidate: unknown, expected: string | null]>([
    ['es', 'es'],
    ['ES', 'es'],
    ['fr-ca', 'fr-CA'],
    ['en', 'en'],
    ['de', null],
    ['', null],
    [undefined, null],
    [42, null],
    [['es'], null],
  ])('%j -> %j', (candidate, expected) => {
    expect(enabledCulture(candidate, enabled)).toBe(expected);
  });

  it('always accepts English, even when no cultures could be fetched', () => {
    expect(enabledCulture('EN', {})).toBe('en');
    expect(enabledCulture('es', [])).toBeNull();
  });
});

describe('cultureFromHost', () => {
  it.each<[hostname: string, expected: string | null]>([
    ['es.claims.example', 'es'],
    ['fr-ca.claims.example', 'fr-CA'],
    ['www.claims.example', null],
    ['de.claims.example', null],
    ['claims.example', null],
    ['localhost', null],
    ['127.0.0.1', null],
  ])('%s -> %j', (hostname, expected) => {
    expect(cultureFromHost(hostname, enabled)).toBe(expected);
  });
});

describe('resolveInitialCulture: query, else address, else en', () => {
  it.each<[name: string, queryCulture: unknown, hostname: string, expected: string]>([
    ['the query value', 'es', 'www.claims.example', 'es'],
    ['the query value before the address', 'es', 'fr-ca.claims.example', 'es'],
    ['the address when there is no query value', undefined, 'fr-ca.claims.example', 'fr-CA'],
    ['the address when the query value is not enabled', 'de', 'es.claims.example', 'es'],
    ['en when neither is enabled', 'de', 'de.claims.example', 'en'],
    ['en with nothing given', undefined, 'localhost', 'en'],
    ['en when the sanitised value is empty', '', 'localhost', 'en'],
  ])('%s', (_name, queryCulture, hostname, expected) => {
    expect(resolveInitialCulture({ queryCulture, hostname, enabledCultures: enabled })).toBe(expected);
  });
});

describe('certainInitialCulture: English known before the list of cultures arrives', () => {
  it.each<[name: string, queryCulture: unknown, hostname: string, expected: string | null]>([
    ['nothing names a culture', null, 'localhost', 'en'],
    ['an empty query value on a bare host', '', 'claims.example', 'en'],
    ['the query value names English', 'EN', 'www.claims.example', 'en'],
    ['the query value names another culture', 'es', 'localhost', null],
    ['the address may name one', undefined, 'www.claims.example', null],
  ])('%s', (_name, queryCulture, hostname, expected) => {
    expect(certainInitialCulture(queryCulture, hostname)).toBe(expected);
  });

  it('never disagrees with the culture resolved once the list is known', () => {
    const code = fc.constantFrom('en', 'EN', 'es', 'fr-CA', 'de', 'www', '');
    fc.assert(
      fc.property(
        fc.option(code, { nil: null }),
        fc.constantFrom('localhost', '127.0.0.1', 'claims.example', 'es.claims.example', 'www.claims.example', 'en.claims.example'),
        fc.subarray(['es', 'fr-CA', 'de', 'www']),
        (queryCulture, hostname, enabledCultures) => {
          const certain = certainInitialCulture(queryCulture, hostname);
          if (certain !== null) expect(resolveInitialCulture({ queryCulture, hostname, enabledCultures })).toBe(certain);
        },
      ),
    );
  });
});

describe('resolveCultureChange: a later valid, different value switches', () => {
  it.each<[active: string, queryCulture: unknown, expected: string | null]>([
    ['en', 'es', 'es'],
    ['es', 'EN', 'en'],
    ['es', 'es', null],
    ['es', 'ES', null],
    ['es', 'de', null],
    ['es', undefined, null],
  ])('active %s, query %j -> %j', (activeCulture, queryCulture, expected) => {
    expect(resolveCultureChange({ activeCulture, queryCulture, enabledCultures: enabled })).toBe(expected);
  });
});

describe('resolveCulture across navigations', () => {
  it('resolves once, then only a valid different query value switches', () => {
    const hostname = 'es.claims.example';
    const steps: [queryCulture: unknown, expected: { culture: string; changed: boolean }][] = [
      [undefined, { culture: 'es', changed: true }],
      [undefined, { culture: 'es', changed: false }],
      ['fr-ca', { culture: 'fr-CA', changed: true }],
      ['xx', { culture: 'fr-CA', changed: false }],
      ['en', { culture: 'en', changed: true }],
      [undefined, { culture: 'en', changed: false }],
    ];
    let activeCulture: string | null = null;
    for (const [queryCulture, expected] of steps) {
      const result = resolveCulture({ activeCulture, queryCulture, hostname, enabledCultures: enabled });
      expect(result).toEqual(expected);
      activeCulture = result.culture;
    }
  });
});
