// Edit distance for names: how many letters were dropped, added, changed, or swapped with their
// neighbour (the optimal string alignment distance). A typo is one such edit; trigram similarity
// measures typos in short names poorly ("li" and "lii" share two trigrams of five), which is why
// near duplicates compare name parts by edits. (The edit-distance packages in node_modules come
// only with development tools, so the server carries its own.)
import nicknameList from './nicknames.json';
import { splitSuffix, surnamesOf } from './normalize';
import { soundAlike } from './phonetic';

/** For each first name of the nickname list (nicknames.json), the groups that hold it: a name
 *  may belong to several ("pat" to Patricia's and Patrick's), and two names are one person's
 *  only when one group holds both (Patricia and Patrick are not). */
const nicknameGroups = new Map<string, number[]>();
for (const [i, group] of nicknameList.groups.entries())
  for (const name of group) nicknameGroups.set(name, [...(nicknameGroups.get(name) ?? []), i]);

/** True when `a` and `b` are two first names of one group of the nickname list ("william" and
 *  "bill", "robert" and "bob"), which no count of edits relates. */
function nicknamesOfOne(a: string, b: string): boolean {
  if (a === b) return false;
  const [x, y] = [nicknameGroups.get(a), nicknameGroups.get(b)];
  return x !== undefined && y !== undefined && x.some((group) => y.includes(group));
}

/** The optimal string alignment distance of `a` and `b`, or `limit + 1` as soon as it is known
 *  to exceed `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** Edits allowed in one name part: `edits`, and one more for a part of 8 letters or more. */
const allowance = (a: string, b: string, edits: number) => edits + (Math.min([...a].length, [...b].length) >= 8 ? 1 : 0);

/** The probe's side of a name comparison: its name key and its folded parts. */
interface NameProbe {
  name: string;
  firstName: string;
  lastName: string;
  /** The generational suffix ("jr", "sr", "iii"); none when absent. */
  suffix?: string;
}

/** How `other` matched the probe's name (nameMatch): the edits between the two names without
 *  their suffixes (between the first names alone when a surname was left out), whether only the
 *  first names differ (the last names the same, or one surname of two left out), and whether
 *  one of the names gives one surname of the other's two-part family name. */
interface NameMatch {
  edits: number;
  firstNameOnly: boolean;
  surnameLeftOut?: true;
  /** The first names are a name and its nickname (nicknames.json). */
  nickname?: true;
  /** A part sounds as the other's without being a typo of it: two transliterations of one name
   *  (phonetic.ts). */
  soundAlike?: true;
}

/** True when one last name is a two-part family name and the other one of its two surnames,
 *  each compared as `close` compares parts ("garcia lopez" and "garcia", or "lopez"). Two
 *  two-part names sharing one surname are not: a mother "López Pérez" and her daughter "García
 *  López" share one. */
function oneSurnameOf(a: string, b: string, close: (a: string, b: string) => boolean): boolean {
  const [x, y] = [surnamesOf(a), surnamesOf(b)];
  if (x.length === 2 && y.length === 1) return x.some((part) => close(part, y[0]!));
  if (y.length === 2 && x.length === 1) return y.some((part) => close(x[0]!, part));
  return false;
}

/** How `other` (a name key, "first last suffix") reads as the probe's name written again, or null
 *  when it does not: one edit apart as a whole, or each part (first, last) the same or a typo
 *  away (at most `edits` edits, the same first letter: a typo seldom changes it), in either
 *  order. Parts are compared on their own because two people of one household share the last
 *  name and the address by nature: their first names alone must then say "the same person", and
 *  "Mia" and "Mason" do not, however alike "Mia Castillo" and "Mason Castillo" look as wholes.
 *  A generational suffix must be the same on both (both absent counts): "John Smith Sr." and
 *  "John Smith Jr." are a father and his son, however close their keys. Failing a typo, the first
 *  name may be a nickname of the other's (nicknames.json: "Bill" and "William"), and then a last
 *  name of one surname may be one of the other's two ("García" and "García López"). */
export function nameMatch(probe: NameProbe, other: string, edits: number): NameMatch | null {
  if (!probe.name || !other) return null;
  const theirs = splitSuffix(other);
  if (theirs.suffix !== (probe.suffix ?? '')) return null;
  const mine = [probe.firstName, probe.lastName].filter(Boolean).join(' ');
  // Their first name, when the names matched only with one surname of a two-part family name
  // left out ("Lucía García López" filed again as "Lucía García").
  let leftOut: string | null = null;
  let nickname = false;
  // Whether the names matched only as sound-alikes, and whether the first names did.
  const sound = { alike: false, firstName: false };
  const found = (): boolean => {
    // One edit in the whole name: a typo, or a space dropped or added ("Mary Ann", "Maryann").
    if (edits > 0 && mine.charAt(0) === theirs.name.charAt(0) && editDistance(mine, theirs.name, 1) <= 1) return true;
    const close = (a: string, b: string) => {
      if (a === b) return true;
      if (a === '' || b === '' || a.charAt(0) !== b.charAt(0)) return false;
      const allowed = allowance(a, b, edits);
      return editDistance(a, b, allowed) <= allowed;
    };
    // The other name's split into first and last is not stored: try each space. A name typed
    // with first and last swapped ("Whitfield Dana") is the same name too.
    const words = theirs.name.split(' ');
    for (let k = 1; k < words.length; k += 1) {
      const [before, after] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      if (close(probe.firstName, before) && close(probe.lastName, after)) return true;
      if (close(probe.lastName, before) && close(probe.firstName, after)) return true;
    }
    // Then a nickname for the first name ("Bill" for "William"), the last name the same or a
    // typo away: no count of edits relates the two, and the first letter may differ.
    for (let k = 1; k < words.length; k += 1) {
      const [before, after] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      nickname =
        (nicknamesOfOne(probe.firstName, before) && close(probe.lastName, after)) ||
        (nicknamesOfOne(probe.firstName, after) && close(probe.lastName, before));
      if (nickname) return true;
    }
    // Then a transliteration: a part that sounds as the other's ("Youssef" and "Yusuf",
    // "Kuznetsov" and "Kouznetsov"), the other the same, a typo away or sounding alike too. A
    // package that allows no edits (nameEdits 0) takes names as written, and so no sound-alikes.
    const like = (a: string, b: string) => close(a, b) || soundAlike(a, b);
    for (let k = 1; edits > 0 && k < words.length; k += 1) {
      const [before, after] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      const theirFirst =
        like(probe.firstName, before) && like(probe.lastName, after)
          ? before
          : like(probe.lastName, before) && like(probe.firstName, after)
            ? after
            : null;
      if (theirFirst !== null) {
        sound.alike = true;
        sound.firstName = !close(probe.firstName, theirFirst);
        return true;
      }
    }
    // Then one surname of a two-part family name for the whole of it, after every split failed
    // as a typo (a match of both surnames says more).
    for (let k = 1; k < words.length; k += 1) {
      const [before, after] = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      if (close(probe.firstName, before) && oneSurnameOf(probe.lastName, after, close)) leftOut = before;
      else if (close(probe.firstName, after) && oneSurnameOf(probe.lastName, before, close)) leftOut = after;
      if (leftOut !== null) return true;
    }
    return false;
  };
  if (!found()) return null;
  // One surname left out, and the first names differ too: a sister or a cousin of one household
  // as often as a typo, so as weak as twins' first names alone.
  if (leftOut !== null)
    return { edits: editDistance(probe.firstName, leftOut), firstNameOnly: leftOut !== probe.firstName, surnameLeftOut: true };
  // The last name the same, in either place, and the first name not: what twins' names look like.
  const last = probe.lastName;
  const firstNameOnly =
    last !== '' &&
    mine !== theirs.name &&
    ((theirs.name.endsWith(` ${last}`) && theirs.name.slice(0, -last.length - 1) !== probe.firstName) ||
      (theirs.name.startsWith(`${last} `) && theirs.name.slice(last.length + 1) !== probe.firstName));
  // A nickname is weak evidence alone, as first names a letter apart are: a father William and
  // his son Bill of one household, without a suffix, give the same pair.
  if (nickname) return { edits: editDistance(mine, theirs.name), firstNameOnly, nickname: true };
  // Sound-alike first names are weak evidence alone too: brothers Hassan and Hussein, Omar and
  // Amir, sound as one to Double Metaphone.
  if (sound.alike) return { edits: editDistance(mine, theirs.name), firstNameOnly: firstNameOnly || sound.firstName, soundAlike: true };
  return { edits: editDistance(mine, theirs.name), firstNameOnly };
}

/** True when `other` reads as the probe's name written again (nameMatch). */
export function namesMatch(probe: NameProbe, other: string, edits: number): boolean {
  return nameMatch(probe, other, edits) !== null;
}
