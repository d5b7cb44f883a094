// Two documents of one claim may not share a name. "The same name" is judged as a claimant and a
// disk see it, not byte for byte: the same letters in another Unicode form (é as one code point
// or as e and a combining accent, as macOS writes it), a full-width or other compatibility form of
// a letter (ｒ for r), or another case are the same name. The form engine and the server both
// compare names by this key, so neither accepts what the other refuses.

/** The key two file names are compared by: NFKC, then case folded (upper then lower case folds
 *  ß with ss and the Greek final sigma with sigma, as full case folding does), then NFKC again,
 *  since folding can leave a sequence that composes. */
export function fileNameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
