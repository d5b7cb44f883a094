// The wizard's pages as a settlement package describes them, and as GET /api/forms/pages serves
// them: per form type, the pages in order, each with its path segment, copy keys, main action and
// blocks. Which model fields a block shows is named by mapping and field key; labels, hints and
// rules come from the model configs, never from here.
import { z } from 'zod';
import { addressSchema } from '@/engine/sections/schemas/address';
import { confirmationSchema } from '@/engine/sections/schemas/confirmation';
import { fieldsSchema } from '@/engine/sections/schemas/fields';
import { nameSchema } from '@/engine/sections/schemas/name';
import { paypalSchema } from '@/engine/sections/schemas/paypal';
import { prepopulatedSchema } from '@/engine/sections/schemas/prepopulated';
import { recordsSchema } from '@/engine/sections/schemas/records';
import { summarySchema } from '@/engine/sections/schemas/summary';
import { tableSchema } from '@/engine/sections/schemas/table';
import type { SectionKind } from '@/engine/sections/registry';
import type { SectionSchemaBuilder, SectionSchemaParts } from '@/engine/sections/section-definition';
import { pageActions } from './form-pages';
import { formTypes } from './form-type-names';

export { pageActions, type PageAction } from './form-pages';

/** A copy key of the settlement's copy files. */
const copyKey = z.string().trim().min(1, { error: 'must name a copy key' });
/** A model's mapping name (its MappingName, or its DtoMapping when it has none). */
const mappingName = z.string().trim().min(1, { error: 'must name a mapping' });

// Zod's builders, named one by one: zod handed over whole would keep all of it in the bundle.
const sectionSchemaParts: SectionSchemaParts = {
  z: { strictObject: z.strictObject, literal: z.literal, string: z.string, boolean: z.boolean, array: z.array },
  copyKey,
  mappingName,
};

/** The schema of each page section kind (src/engine/sections/schemas), filed by kind: a kind the
 *  registry holds does not compile until its schema is here. The union lists them in this order. */
const sectionSchemas = {
  fields: fieldsSchema,
  name: nameSchema,
  address: addressSchema,
  table: tableSchema,
  records: recordsSchema,
  paypal: paypalSchema,
  summary: summarySchema,
  prepopulated: prepopulatedSchema,
  confirmation: confirmationSchema,
} satisfies { readonly [K in SectionKind]: SectionSchemaBuilder<K> };

type SectionSchemaOf = ReturnType<(typeof sectionSchemas)[SectionKind]>;

/** One block of a page. */
export const pageSectionSchema = z
  .discriminatedUnion(
    'kind',
    Object.values(sectionSchemas).map((schema) => schema(sectionSchemaParts)) as [SectionSchemaOf, ...SectionSchemaOf[]],
  )
  .describe('One block of the page.');
/** One block of a page. */
export type PageSection = z.infer<typeof pageSectionSchema>;

/** When a page is skipped: a saved answer compared with a value. */
export const skipConditionSchema = z.strictObject({
  mapping: mappingName.describe('The mapping of the model holding the answer.'),
  field: z.string().min(1).describe('The field key.'),
  operator: z.enum(['IsEqualTo', 'IsNotEqualTo']),
  value: z.union([z.string(), z.number(), z.boolean()]).describe('Compared loosely: "0" equals 0, "true" equals true.'),
});
/** When a page is skipped. An unanswered field never skips a page. */
export type SkipCondition = z.infer<typeof skipConditionSchema>;

/** A path segment: lower-case words joined by hyphens, or empty for the form's own address. */
const segmentPattern = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

/** One page of a form. */
export const pageLayoutSchema = z
  .strictObject({
    segment: z
      .string()
      .regex(segmentPattern, { error: 'must be lower-case words joined by hyphens (claim-details), or "" for the form\'s own address' })
      .describe("The page's address after the form's (/standard/<segment>); \"\" for the form's own address."),
    title: copyKey.describe('Copy key of the document title.'),
    heading: copyKey.describe("Copy key of the page's heading."),
    intro: copyKey.describe('Copy key of the introduction under the heading; may name {referenceCode} on a confirmation page.'),
    action: z.enum(pageActions).describe('next, authorize (claim ID and PIN, then on), submit (send the claim) or none (the last page).'),
    button: copyKey.optional().describe("Copy key of the main button when it is not the action's usual label."),
    back: z.boolean().optional().describe('Show Back; by default on every page but the first and the last.'),
    sessionTimeout: z.boolean().optional().describe('Run the session-timeout warning; by default on every page but authorize pages.'),
    skipWhen: skipConditionSchema.optional().describe('Next, Back and the summary jump over the page while this holds.'),
    sections: z.array(pageSectionSchema).describe("The page's blocks, top to bottom."),
  })
  .describe('One page of the wizard.');
/** One page of a form, as the package writes it. */
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/** The pages of one form, in order. */
export const formPagesSchema = z.array(pageLayoutSchema).min(1, { error: 'a form needs at least one page' });

/** GET /api/forms/pages: the pages of each form type the settlement offers. */
export const formPagesResponseSchema = z.strictObject({
  forms: z.partialRecord(z.enum(formTypes), formPagesSchema),
});
/** GET /api/forms/pages. */
export type FormPagesResponse = z.infer<typeof formPagesResponseSchema>;
