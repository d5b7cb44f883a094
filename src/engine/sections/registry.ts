import { address } from './kinds/address';
import { confirmation } from './kinds/confirmation';
import { fields } from './kinds/fields';
import { name } from './kinds/name';
import { payment } from './kinds/payment';
import { paypal } from './kinds/paypal';
import { prepopulated } from './kinds/prepopulated';
import { records } from './kinds/records';
import { summary } from './kinds/summary';
import { table } from './kinds/table';
import type { SectionKind, SectionOf } from '@/contract/page-layouts';
import type { SectionCopyKey, SectionDefinition, SectionShows } from './section-definition';

// Every page section kind, one definition each (sections/kinds), by name. The package check and
// the claim summary read it. The names are those of the contract's section schemas
// (src/contract/page-layouts.ts): a kind whose definition is missing here, or a definition
// without a schema, does not compile; the app's `sectionViews` must hold a component for each.

/** The definition of each page section kind, by the name pages write in `kind`. */
export const sectionDefinitions: { readonly [K in SectionKind]: SectionDefinition<K> } = {
  fields,
  name,
  address,
  table,
  records,
  payment,
  paypal,
  summary,
  prepopulated,
  confirmation,
};

/** The kinds, in the order of the registry. */
export const sectionKinds = Object.keys(sectionDefinitions) as SectionKind[];

// Each definition takes sections of its own kind, and section.kind picked it.
const definitionOf = (section: SectionOf) => sectionDefinitions[section.kind] as unknown as SectionDefinition;

/** The copy keys a section names. */
export function sectionCopyKeys(section: SectionOf): SectionCopyKey[] {
  return definitionOf(section).copyKeys(section);
}

/** The models and fields a section shows, or null. */
export function sectionShows(section: SectionOf): SectionShows | null {
  return definitionOf(section).shows(section);
}
