// Value helpers shared by rules, dependencies and models. Configs and prepopulated data arrive
// from a .NET server as JSON, so the same answer may be `true`, `"True"` or `"true"`, `1` or
// `"1"`: every comparison here is tolerant of that, and nothing here throws on any JSON value.

/** A value normalised for loose comparison. Objects and non-empty arrays are opaque: they are
 *  "a value" but equal to nothing but themselves. */
type LooseValue = null | boolean | number | string | { readonly opaque: unknown };

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** True for null, undefined, blank strings, NaN and empty lists (an empty file list). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** True when a field "has a value" for the require-one rules and dependencies: not empty and not false. */
export function hasValue(value: unknown): boolean {
  return !isEmptyValue(value) && normalizeLoose(value) !== false;
}

/** Normalises a value for tolerant comparison: blanks become null, `'true'`/`'false'` booleans,
 *  numeric strings numbers; other strings are trimmed. */
export function normalizeLoose(value: unknown): LooseValue {
  if (isEmptyValue(value)) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { opaque: value };
  if (typeof value === 'string') {
    const text = value.trim();
    const lower = text.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (NUMERIC.test(text)) return Number(text);
    return text;
  }
  return { opaque: value };
}

/** Tolerant equality: `'true'` equals true, `'1'` equals 1, blank equals null. */
export function looseEquals(a: unknown, b: unknown): boolean {
  const left = normalizeLoose(a);
  const right = normalizeLoose(b);
  if (left !== null && typeof left === 'object') return right !== null && typeof right === 'object' && left.opaque === right.opaque;
  return left === right;
}

/** The text of a scalar value (strings as they are, numbers and booleans printed); null for
 *  anything else, so text rules skip values they cannot read rather than throw. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/** Parses a number from a number or a numeric string; group separators (`1,234.5`) are allowed
 *  because the currency masks display them. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  return NUMERIC.test(text) ? Number(text) : null;
}

/** A value as a config problem quotes it: strings in double quotes, the rest as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
