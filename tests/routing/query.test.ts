import { describe, expect, it } from 'vitest';
import { sanitizeQuery, sanitizeQueryText } from '@/features/routing/query';

describe('sanitizeQueryText', () => {
  it.each([
    ['es', 'es'],
    ['en-US_2', 'en-US_2'],
    ['es<script>', 'esscript'],
    ['a b+c%20d', 'abc20d'],
    ['José', 'Jos'],
    ['１２３', ''],
    ["'; DROP TABLE--", 'DROPTABLE--'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeQueryText(input)).toBe(expected);
  });
});

describe('sanitizeQuery', () => {
  it.each<[name: string, query: Record<string, unknown>, clean: Record<string, unknown>, changed: boolean]>([
    ['an empty query', {}, {}, false],
    ['clean values', { culture: 'es', form: 'DocumentsUpload' }, { culture: 'es', form: 'DocumentsUpload' }, false],
    ['numbers and booleans as the router parses them', { id: 123, flag: true }, { id: 123, flag: true }, false],
    ['a value with markup', { culture: 'es"><img src=x>' }, { culture: 'esimgsrcx' }, true],
    ['a value that cleans to nothing keeps its key', { culture: '<>' }, { culture: '' }, true],
    ['a number with a decimal point', { amount: 1.5 }, { amount: '15' }, true],
    ['a negative number keeps its hyphen', { offset: -2 }, { offset: -2 }, false],
    ['a list of values', { tag: ['a', 'b!'] }, { tag: ['a', 'b'] }, true],
    ['a clean list', { tag: ['a', 'b'] }, { tag: ['a', 'b'] }, false],
    ['a key with disallowed characters', { 'cul ture': 'es' }, { culture: 'es' }, true],
    ['a key that cleans to nothing is dropped', { '<>': 'x', culture: 'es' }, { culture: 'es' }, true],
    ['keys cleaning to the same name keep the first', { culture: 'es', 'culture!': 'fr' }, { culture: 'es' }, true],
    ['a nested object is dropped', { filter: { a: 1 }, culture: 'es' }, { culture: 'es' }, true],
    ['null is dropped', { culture: null }, {}, true],
    ['undefined is left out without a change', { culture: undefined, form: 'Lookup' }, { form: 'Lookup' }, false],
  ])('%s', (_name, query, clean, changed) => {
    expect(sanitizeQuery(query)).toEqual({ clean, changed });
  });
});
