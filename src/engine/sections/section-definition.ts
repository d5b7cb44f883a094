import type { z } from 'zod';

// A page section kind (a block a page of forms/<form>.json lists) is two files of the same name,
// as a rule type is. sections/schemas/<kind>.ts is its schema, filed by kind in the contract's
// page-layouts.ts, which builds the package schema (and the README's table) from them.
// sections/kinds/<kind>.ts is its definition, declared with defineSection, typed by that schema
// and filed by kind in sections/registry.ts: what the package check and the claim summary need.
// The app's `sectionViews` (one component per kind) must name every kind the registry holds.
// Every fact is required, so a new kind does not compile until each is decided.
// The browser loads the definitions for the summary and the schemas only with the schema library,
// later: the schemas are functions the contract calls with zod's builders, so neither half
// imports zod itself (and its rules for src/engine hold).

/** The zod builders a section's schema may call. The contract hands over these alone, so the
 *  bundler keeps only them of zod: add a builder here and in page-layouts.ts when a kind needs it. */
export type SectionZod = Pick<typeof z, 'strictObject' | 'literal' | 'string' | 'boolean' | 'array'>;

/** What the contract hands a section's schema: zod's builders, and the property schemas pages share. */
export interface SectionSchemaParts {
  readonly z: SectionZod;
  /** A copy key of the settlement's copy files. */
  readonly copyKey: z.ZodString;
  /** A model's mapping name (its MappingName, or its DtoMapping when it has none). */
  readonly mappingName: z.ZodString;
}

/** The schema of one section kind: a closed object whose `kind` is the kind's name. */
export type SectionSchema<K extends string> = z.ZodObject<{ kind: z.ZodLiteral<K> } & z.ZodRawShape, z.core.$strict>;

/** A copy key a section names: the property naming it and the {parameters} the app fills in. */
export interface SectionCopyKey {
  readonly property: string;
  readonly key: string;
  readonly params?: readonly string[];
}

/** Which fields of a model a section shows: all of them, the keys it lists (each checked against
 *  the model), or a block's own keys (of which the model must have `needs`). */
export type ShownFields =
  | { readonly every: true }
  | { readonly listed: readonly string[] }
  | { readonly block: readonly string[]; readonly needs: readonly string[] };

/** The models a section shows. By `mapping` (the section's `mapping` property): one record of a
 *  single-instance model, every record of a list, or every document of a document-context list.
 *  By `dtoMapping`: every model of that kind, whatever its mapping name. */
export type SectionShows =
  | { readonly mapping: string; readonly records: 'one' | 'list' | 'documents'; readonly fields: ShownFields }
  | { readonly dtoMapping: 'prepopulatedData' };

/** A section kind's schema (sections/schemas): the contract calls it with zod's builders. It ends
 *  with the kind's description (`.describe(...)`), which the package schema and the README show. */
export type SectionSchemaBuilder<K extends string = string> = (parts: SectionSchemaParts) => SectionSchema<K>;

/** A section as the schema of the builder B reads it. */
export type SectionOfSchema<B extends SectionSchemaBuilder> = z.output<ReturnType<B>>;

/** Every fact about one page section kind besides its schema, typed by that schema (B). */
export interface SectionDefinition<B extends SectionSchemaBuilder = SectionSchemaBuilder> {
  /** The kind's name, as pages write it in `kind`. */
  readonly kind: SectionOfSchema<B>['kind'];
  /** The copy keys it names: the package check wants each in every culture, with only the
   *  {parameters} given here. */
  readonly copyKeys: (section: SectionOfSchema<B>) => SectionCopyKey[];
  /** The models and fields it shows, or null (a block of no model's fields). The package check
   *  refuses a mapping or key the form lacks and a field no page shows. */
  readonly shows: (section: SectionOfSchema<B>) => SectionShows | null;
  /** What the claim summary lists of it: the answers in the fields it shows, or nothing (a block
   *  holding no answers of the claimant's own). */
  readonly summary: 'answers' | 'nothing';
  /** Whether it must come on a page before the one that submits the claim. */
  readonly beforeSubmit: boolean;
}

/** Declares a section kind, typed by its schema (`defineSection<typeof noticeSchema>({...})`):
 *  the identity function that checks every fact is present and typed. */
export function defineSection<B extends SectionSchemaBuilder>(definition: SectionDefinition<B>): SectionDefinition<B> {
  return definition;
}

/** No copy keys: for kinds that name none. */
export const noCopyKeys = (): SectionCopyKey[] => [];

/** Shows no model's fields: for kinds whose blocks show none of their own. */
export const showsNothing = (): null => null;
