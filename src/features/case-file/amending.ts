import type { FormType } from '@/contract/form-type-names';

// Which forms this tab has reopened from the case file to amend a claim, kept in sessionStorage
// like the answers: the wizard then sends the claim to the case file's amend call instead of
// filing a new one, and forgets the mark once the amendment is taken (or the tab closes).

const AMENDING_KEY = 'claims-site:amending';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): FormType[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(AMENDING_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is FormType => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** True when `formType`'s answers in this tab amend the signed-in claimant's claim. */
export function isAmending(formType: FormType): boolean {
  return read().includes(formType);
}

/** Marks (or unmarks) `formType`'s answers in this tab as an amendment. */
export function keepAmending(formType: FormType, amending: boolean): void {
  const others = read().filter((item) => item !== formType);
  try {
    const next = amending ? [...others, formType] : others;
    if (next.length === 0) storage()?.removeItem(AMENDING_KEY);
    else storage()?.setItem(AMENDING_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage: the claim would be filed as a new one, which screening flags.
  }
}

// The documents of the claim on file, as the case file handed them to this tab's form. An
// amendment announces each one still in the form without its bytes: the server keeps its own copy
// and takes the announcement only for a document of the signed-in claimant's claim. A file the
// claimant picks is a new object, so a replaced document is never one of these. Memory only, as
// the files themselves are: after a reload the form has no documents to keep.
const onFile = new WeakSet<File>();

/** Marks `files` as the claim's own documents on the server. */
export function keepOnFile(files: readonly File[]): void {
  for (const file of files) onFile.add(file);
}

/** True when `file` is one of the claim's documents on the server, as the case file gave it. */
export function isOnFile(file: File): boolean {
  return onFile.has(file);
}
