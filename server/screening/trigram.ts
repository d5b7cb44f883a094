// Trigram similarity as PostgreSQL's pg_trgm computes it, computed here because the addresses it
// compares are stored sealed (privacy/sealed-screening.ts) and opened only in memory: each word is padded with two spaces before and one after, its
// three-letter pieces form a set, and the similarity of two strings is the size of the shared
// set over the size of the union. Words are runs of letters and digits, lower-cased.

/** The trigrams of a string, as pg_trgm's show_trgm lists them (unordered). */
function trigrams(value: string): Set<string> {
  const found = new Set<string>();
  for (const word of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i += 1) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return found;
}

/** pg_trgm's similarity(a, b): shared trigrams over all trigrams, 0 when either has none. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}
