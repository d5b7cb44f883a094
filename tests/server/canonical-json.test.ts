import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@server/canonical-json';

// The text the claim hash and the audit log's entries are taken over.

describe('canonicalJson', () => {
  it('sorts every object’s keys, however deep, integer-like keys as text', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null }, 10: 'ten', 9: 'nine' })).toBe(
      '{"10":"ten","9":"nine","a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes values as JSON does: a Date as its ISO string, undefined left out or null in a list', () => {
    const at = new Date('2026-11-27T03:00:00.000Z');
    expect(canonicalJson({ at, gone: undefined, list: [undefined, 1] })).toBe('{"at":"2026-11-27T03:00:00.000Z","list":[null,1]}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('reads back as the same value, and gives one text for the same content in any key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        const reordered = JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
          item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).reverse()) : item,
        );
        expect(canonicalJson(reordered)).toBe(text);
      }),
    );
  });
});
