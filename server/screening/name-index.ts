// The key a claim is found by its claimant's name at the desk. Names are sealed in the claim; this
// keeps only a keyed hash (under the screening secret) of the full name folded as screening folds
// it, stored among the claim's screening keys with the kind `name`. It is written with the
// claim's other keys and never looked up while screening: two claimants of one name are not, on
// their own, duplicates, and the near-duplicate checks weigh names their own way.
import { nameKey } from './normalize';

/** The kind of screening key the name is stored under. */
export const nameIndexKind = 'name';

/** A full name as typed in one box ("  Dana R. SMITH ", "José Núñez") folded as a claim's first
 *  and last name are when it is stored: the last word read as the last name, the words before it
 *  as the first, so a title, a middle initial, accents, case and extra spaces make no difference
 *  (a family name of several words gives the same key, whichever word it starts at). Empty when
 *  nothing of a name is left. */
export function typedNameKey(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return nameKey(words.slice(0, -1).join(' '), words.at(-1)!);
}
