// The text a hash is taken over: the claim hash behind the Idempotency-Key check
// (claims/claim-hash.ts) and each entry of the administrators' audit log (db/audit-log.ts).

/** JSON with every object's keys sorted (by UTF-16 code units, integer-like keys too), so equal
 *  content always gives the same text. Values are written as JSON.stringify writes them: toJSON
 *  first (a Date is its ISO string), properties that are undefined, functions or symbols left
 *  out, and such values in an array written as null. */
export function canonicalJson(value: unknown): string {
  const item = hasToJson(value) ? value.toJSON() : value;
  if (Array.isArray(item)) return `[${item.map((element) => (isOmitted(element) ? 'null' : canonicalJson(element))).join(',')}]`;
  if (item !== null && typeof item === 'object') {
    const entries = Object.entries(item)
      .filter(([, property]) => !isOmitted(property))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, property]) => `${JSON.stringify(key)}:${canonicalJson(property)}`).join(',')}}`;
  }
  return JSON.stringify(item) ?? 'null';
}

function hasToJson(value: unknown): value is { toJSON(): unknown } {
  return value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** What JSON leaves out of an object (and writes as null in an array). */
function isOmitted(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
