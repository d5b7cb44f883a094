/** Query values as the router parses them: strings, and numbers or booleans when they look like one. */
export type QueryRecord = Readonly<Record<string, unknown>>;

/** The result of sanitising a query: the cleaned values and whether anything was removed. */
export interface SanitizedQuery {
  readonly clean: Record<string, string | number | boolean | (string | number | boolean)[]>;
  readonly changed: boolean;
}

// ASCII only, like the regular expression the contract's guard is described from: a query carries codes
// (culture, form type, ids), never free text, and accented or look-alike letters have no use there.
const disallowed = /[^A-Za-z0-9_-]/g;

/** Removes every character except ASCII letters, digits, hyphen and underscore. */
export function sanitizeQueryText(text: string): string {
  return text.replace(disallowed, '');
}

/**
 * Guard 1 of contract.md §Routes: cleans every query key and value. Keys are cleaned as well, since a
 * key is as much a part of the address as a value; an entry whose key cleans to nothing is dropped,
 * and when two keys clean to the same name the first one wins. Numbers and booleans stay as they
 * are unless their text changes; nested objects and null cannot come from a query the user typed
 * (only from JSON-like values) and are dropped.
 */
export function sanitizeQuery(query: QueryRecord): SanitizedQuery {
  const clean: SanitizedQuery['clean'] = {};
  let changed = false;
  for (const [rawKey, rawValue] of Object.entries(query)) {
    if (rawValue === undefined) continue;
    const key = sanitizeQueryText(rawKey);
    if (key !== rawKey) changed = true;
    if (key === '' || Object.hasOwn(clean, key)) {
      changed = true;
      continue;
    }
    const values = Array.isArray(rawValue) ? rawValue : [rawValue];
    const cleaned: (string | number | boolean)[] = [];
    for (const value of values) {
      const result = sanitizeValue(value);
      if (result === null || result !== value) changed = true;
      if (result !== null) cleaned.push(result);
    }
    if (Array.isArray(rawValue)) clean[key] = cleaned;
    else if (cleaned[0] !== undefined) clean[key] = cleaned[0];
  }
  return { clean, changed };
}

function sanitizeValue(value: unknown): string | number | boolean | null {
  if (typeof value === 'string') return sanitizeQueryText(value);
  if (typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    const cleanText = sanitizeQueryText(text);
    return cleanText === text ? value : cleanText;
  }
  return null;
}
