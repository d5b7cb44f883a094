// The story a ring of claims tells, for the tests of the campaign job and its MinHash signatures
// (and the swaps the fraud benchmark's rings make):
// each copy swaps one word for another, as a ring filing from new identities does.
//
// It is long on purpose. Signatures are keyed by the database's random screening secret, so
// whether two copies meet in the bands' index is a matter of chance, and the chance depends on how
// many five-character shingles they share. Two copies of these three sentences share at least
// 91 %: the bands miss such a pair, or the estimate falls under the default threshold (0.6),
// about once in 10^8 keys. Copies of one sentence shared 77 to 83 %, and a test's ring lost a
// claim to a cluster of its own about once in a few thousand runs.

export const story =
  'I bought the dishwasher at the outlet store in the spring and within a few weeks it started leaking water across the kitchen floor every single time it ran a cycle, ruining the cabinets beside it. ' +
  'The store told me to call the maker, the maker sent a technician who replaced a hose, and the leak came back the next week worse than before. ' +
  'By the end of the year the boards under it had warped and I paid a carpenter to replace them, as the receipts attached show.';

/** Words a copy swaps, each found once in the story's first sentence. */
export const ringSwaps: readonly [string, string][] = [
  ['outlet', 'discount'],
  ['spring', 'summer'],
  ['weeks', 'days'],
  ['leaking', 'dripping'],
  ['kitchen', 'laundry'],
  ['cycle', 'wash'],
  ['ruining', 'damaging'],
  ['cabinets', 'cupboards'],
  ['floor', 'tiles'],
  ['bought', 'purchased'],
];

/** `text` with swap number `n` of `swaps` made (from the first again after the last). */
export function swapWord(text: string, swaps: readonly [string, string][], n: number): string {
  const [word, instead] = swaps[n % swaps.length]!;
  return text.replace(word, instead);
}

/** The `n`th copy of the story: one word swapped. */
export function ringStory(n: number): string {
  return swapWord(story, ringSwaps, n);
}
