import { address } from './kinds/address';
import { confirmation } from './kinds/confirmation';
import { fields } from './kinds/fields';
import { name } from './kinds/name';
import { paypal } from './kinds/paypal';
import { prepopulated } from './kinds/prepopulated';
import { records } from './kinds/records';
import { summary } from './kinds/summary';
import { table } from './kinds/table';
import type { SectionCopyKey, SectionDefinition, SectionSchemaBuilder, SectionShows } from './section-definition';

// Every page section kind, one definition each (sections/kinds), by name. The package check and
// the claim summary read it; the contract's page schema (page-layouts.ts) must file a schema, and
// the app's `sectionViews` a component, for each kind named here. A definition filed under
// another name does not compile.

/** Checks that each definition is filed under its own kind. */
function filedByKind<const T extends { readonly [K in keyof T]: SectionDefinition<SectionSchemaBuilder<K & string>> }>(definitions: T): T {
  return definitions;
}

/** The definition of each page section kind, by the name pages write in `kind`. */
export const sectionDefinitions = filedByKind({
  fields,
  name,
  address,
  table,
  records,
  paypal,
  summary,
  prepopulated,
  confirmation,
});

/** The name of a page section kind. */
export type SectionKind = keyof typeof sectionDefinitions;

/** A section of a page of the kind K (of any kind when left out), as its schema reads it. */
export type SectionOf<K extends SectionKind = SectionKind> = { [P in K]: Parameters<(typeof sectionDefinitions)[P]['copyKeys']>[0] }[K];

/** The kinds, in the order of the registry. */
export const sectionKinds = Object.keys(sectionDefinitions) as SectionKind[];

// Each definition takes sections of its own kind, and section.kind picked it.
interface AnySectionDefinition {
  readonly copyKeys: (section: SectionOf) => SectionCopyKey[];
  readonly shows: (section: SectionOf) => SectionShows | null;
}
const definitionOf = (section: SectionOf) => sectionDefinitions[section.kind] as unknown as AnySectionDefinition;

/** The copy keys a section names. */
export function sectionCopyKeys(section: SectionOf): SectionCopyKey[] {
  return definitionOf(section).copyKeys(section);
}

/** The models and fields a section shows, or null. */
export function sectionShows(section: SectionOf): SectionShows | null {
  return definitionOf(section).shows(section);
}
