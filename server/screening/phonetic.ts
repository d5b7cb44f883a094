// Sound-alike names: one name written in Latin letters by two transliterations (Youssef and
// Yusuf, Aleksandr and Alexander, Mohammed and Muhammad, Chaim and Haim, Tatiana and Tatyana),
// which no count of edits relates. Double Metaphone (the `double-metaphone` package) gives each a
// code of its consonants' sounds; it already hears most pairs as one, and the spellings it keeps
// apart are brought together first by the rewrites below, applied to both names alike.
import { doubleMetaphone } from 'double-metaphone';

/** Spellings Double Metaphone reads apart although they write one sound in a transliteration,
 *  rewritten in this order. */
const rewrites: readonly [RegExp, string][] = [
  // German and Russian tsch, tch for ch (Tschaikowsky, Tchaikovsky, Chaikovsky); German sch for
  // sh (Schwartz, Shvarts; Schlomo, Shlomo).
  [/tsch|tch/g, 'ch'],
  [/sch/g, 'sh'],
  [/shw/g, 'shv'],
  // Hebrew and Russian kh, written ch, h or kh: Chaim, Haim, Khaim; Chana, Hana; Yitzchak, Yitzhak.
  [/^(?:kh|ch)(?=[aeiouy])/, 'h'],
  [/kh/g, 'h'],
  [/zch/g, 'zh'],
  // ts or tz opening a name for z: Tzvi, Tsvi, Zvi.
  [/^t[sz]/, 'z'],
  // An h that is not sounded: Cohen, Kohen, Cohn (and no other: Mohammed and Mahmoud stay two).
  [/ohe/g, 'oe'],
  // A t before i or y and a vowel, which Double Metaphone reads as in "nation": Tatiana, Tatyana.
  [/t(?=[iy][aeiou])/g, 'tt'],
  // Iouri, Youri, Yuri; Ioulia, Yulia.
  [/^iou|^you/, 'yu'],
  // ks for x; w for v before sk and ff for v at the end (German and French renderings of
  // Russian names: Tschaikowsky, Ivanoff).
  [/ks/g, 'x'],
  [/w(?=sk)/g, 'v'],
  [/ff$/, 'v'],
];

/** A name part as the rewrites leave it. */
function rewritten(part: string): string {
  let spelling = part;
  for (const [pattern, replacement] of rewrites) spelling = spelling.replace(pattern, replacement);
  return spelling;
}

/** Codes already computed, by name part: every candidate of a block is compared with the claim's
 *  own parts, and the same names come up claim after claim. Emptied when full. */
const known = new Map<string, Set<string>>();
const KNOWN_PARTS = 50_000;

/** The sound codes of one name part (primary and alternate, of the part as written and as
 *  rewritten); none for a part with letters outside a-z or too short to say anything. */
function soundCodes(part: string): Set<string> {
  const hit = known.get(part);
  if (hit) return hit;
  const codes = new Set<string>();
  if (known.size >= KNOWN_PARTS) known.clear();
  known.set(part, codes);
  if (!/^[a-z]{3,}$/.test(part)) return codes;
  for (const spelling of new Set([part, rewritten(part)]))
    for (const code of doubleMetaphone(spelling)) if (code.length >= 2) codes.add(code);
  return codes;
}

/** True when two name parts sound alike (a code in common) though they are written apart. */
export function soundAlike(a: string, b: string): boolean {
  if (a === b) return false;
  const x = soundCodes(a);
  if (x.size === 0) return false;
  for (const code of soundCodes(b)) if (x.has(code)) return true;
  return false;
}

/** The one code a name part is filed under for finding sound-alike claims (the primary code of
 *  its rewritten spelling); empty when it has none. */
export function soundKey(part: string): string {
  if (!/^[a-z]{3,}$/.test(part)) return '';
  const [primary] = doubleMetaphone(rewritten(part));
  return primary.length >= 2 ? primary : '';
}
