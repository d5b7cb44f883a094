import { catalogue, type CopyEntry } from './copy-catalogue';

// The keys of the app's copy catalogue (copy-catalogue.ts), group by group, for code that only
// needs a key to translate: `t(headerCopy.caseName)`. Texts and parameters live in the catalogue.

type Group = Readonly<Record<string, CopyEntry>>;
type KeysOf<G extends Group> = { readonly [N in keyof G]: G[N]['key'] };

function keysOf<G extends Group>(group: G): KeysOf<G> {
  return Object.freeze(Object.fromEntries(Object.entries(group).map(([name, entry]) => [name, entry.key]))) as KeysOf<G>;
}

/** Header titles and links. */
export const headerCopy = keysOf(catalogue.header);
/** Footers of the three layouts: contact entries, labels, kontent and FTC blocks. */
export const footerCopy = keysOf(catalogue.footer);
/** The optional banner. */
export const bannerCopy = keysOf(catalogue.banner);
/** Button labels shared by every form. */
export const buttonCopy = keysOf(catalogue.button);
/** Document titles, headings and introductions of every wizard page. */
const pageCopy = keysOf(catalogue.page);
/** Headings of the blocks inside pages (fieldset legends and summary sections). */
const sectionCopy = keysOf(catalogue.section);
/** Pages outside the forms: deadline passed, not found, error, session expired. */
export const statusPageCopy = keysOf(catalogue.statusPage);
/** Validation messages: the engine's defaults and the keys its server-driven rules name. */
const validationCopy = keysOf(catalogue.validation);
/** The expected format of each input mask. */
const maskHintCopy = keysOf(catalogue.maskHint);
/** Error messages and the error summary. */
export const errorCopy = keysOf(catalogue.error);
/** The session-timeout and alert dialogs. */
export const dialogCopy = keysOf(catalogue.dialog);
/** Everything else the app shows around fields and records. */
export const sharedCopy = keysOf(catalogue.shared);

/** The claimant's case file: sign-in, status, cure and appeal. */
export const caseFileCopy = keysOf(catalogue.caseFile);

/** Every group, by name. */
export const copyKeyGroups = {
  header: headerCopy,
  footer: footerCopy,
  banner: bannerCopy,
  button: buttonCopy,
  page: pageCopy,
  section: sectionCopy,
  statusPage: statusPageCopy,
  validation: validationCopy,
  maskHint: maskHintCopy,
  error: errorCopy,
  dialog: dialogCopy,
  shared: sharedCopy,
  caseFile: caseFileCopy,
} as const;

type Groups = typeof copyKeyGroups;

/** One copy key of the app. */
type CopyKey = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every copy key of the app, in group order. */
export const allCopyKeys: readonly CopyKey[] = Object.values(copyKeyGroups).flatMap((group) => Object.values(group) as CopyKey[]);
