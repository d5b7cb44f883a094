import { camelCaseKey } from '@/contract/camel-case-key';
import type { SectionKind, SectionOf } from '@/contract/page-layouts';

// A page section kind (a block a page of forms/<form>.json lists) has two halves, as a rule type
// has. Its schema is in the contract (`sectionSchemas` in src/contract/page-layouts.ts), which
// names the kinds and builds the package schema and the README's table. Everything else about it
// is its definition in sections/kinds, declared with defineSection and filed by kind in
// sections/registry.ts: what the package check and the claim summary need. The definitions
// import the schema's types only, so the browser loads them for the summary without zod.
// The registry must hold a definition for every kind of the schema and the app's `sectionViews`
// a component; every fact is required, so a new kind does not compile until each is decided.

/** A copy key a section names: the property naming it and the {parameters} the app fills in. */
export interface SectionCopyKey {
  readonly property: string;
  readonly key: string;
  readonly params?: readonly string[];
}

/** Which fields of a model a section shows: all of them, the keys it lists (each checked against
 *  the model), or a block's own keys (of which the model must have `needs`). */
type ShownFields =
  | { readonly every: true }
  | { readonly listed: readonly string[] }
  | { readonly block: readonly string[]; readonly needs: readonly string[] };

/** The keys of the fields a section shows, as parsed configs write them (camelCase; a page lists
 *  them as the package writes them): the listed keys, the block's own, or undefined for every
 *  field of the model. */
export function shownKeys(fields: ShownFields): readonly string[] | undefined {
  if ('listed' in fields) return fields.listed.map(camelCaseKey);
  return 'block' in fields ? fields.block : undefined;
}

/** The models a section shows. By `mapping` (the section's `mapping` property): one record of a
 *  single-instance model, every record of a list, or every document of a document-context list.
 *  By `dtoMapping`: every model of that kind, whatever its mapping name. */
export type SectionShows =
  | { readonly mapping: string; readonly records: 'one' | 'list' | 'documents'; readonly fields: ShownFields }
  | { readonly dtoMapping: 'prepopulatedData' };

/** Every fact about one page section kind besides its schema. */
export interface SectionDefinition<K extends SectionKind = SectionKind> {
  /** The kind's name, as pages write it in `kind`. */
  readonly kind: K;
  /** The copy keys it names: the package check wants each in every culture, with only the
   *  {parameters} given here. */
  readonly copyKeys: (section: SectionOf<K>) => SectionCopyKey[];
  /** The models and fields it shows, or null (a block of no model's fields). The package check
   *  refuses a mapping or key the form lacks and a field no page shows. */
  readonly shows: (section: SectionOf<K>) => SectionShows | null;
  /** What the claim summary lists of it: the answers in the fields it shows, or nothing (a block
   *  holding no answers of the claimant's own). */
  readonly summary: 'answers' | 'nothing';
  /** Whether it must come on a page before the one that submits the claim. */
  readonly beforeSubmit: boolean;
}

/** Declares a section kind; the identity function that checks every fact is present and typed. */
export function defineSection<K extends SectionKind>(definition: SectionDefinition<K>): SectionDefinition<K> {
  return definition;
}

/** No copy keys: for kinds that name none. */
export const noCopyKeys = (): SectionCopyKey[] => [];

/** Shows no model's fields: for kinds whose blocks show none of their own. */
export const showsNothing = (): null => null;
