// The wizard's pages as a settlement package describes them, and as GET /api/forms/pages serves
// them: per form type, the pages in order, each with its path segment, copy keys, main action and
// blocks. Which model fields a block shows is named by mapping and field key; labels, hints and
// rules come from the model configs, never from here.
import { z } from 'zod';
import { pageActions } from './form-pages';
import { formTypes } from './form-type-names';
import { paymentMethodSchema } from './payment-methods';

/** A copy key of the settlement's copy files. */
const copyKey = z.string().trim().min(1, { error: 'must name a copy key' });
/** A model's mapping name (its MappingName, or its DtoMapping when it has none). */
const mappingName = z.string().trim().min(1, { error: 'must name a mapping' });

/** Checks that each section schema is filed under the kind its `kind` names. */
function filedByKind<
  const T extends { readonly [K in keyof T]: z.ZodObject<{ kind: z.ZodLiteral<K & string> } & z.ZodRawShape, z.core.$strict> },
>(schemas: T): T {
  return schemas;
}

/** The schema of each page section kind, by the name pages write in `kind`, each property and
 *  the whole described (the package schema and the README's *Sections* table show them). Each
 *  kind's definition (src/engine/sections/kinds) is typed by its schema, and the registry must
 *  hold one for every kind here. The union lists them in this order. */
const sectionSchemas = filedByKind({
  fields: z
    .strictObject({
      kind: z.literal('fields'),
      mapping: mappingName.describe('The mapping of the model whose fields it shows.'),
      keys: z
        .array(z.string().min(1))
        .min(1, { error: 'list at least one field key, or leave "keys" out to show every field of the mapping' })
        .optional()
        .describe('Field keys in the order shown; every field of the mapping when left out.'),
      legend: copyKey.describe("Copy key of the fieldset's legend."),
    })
    .describe('Fields of one model in a fieldset.'),
  name: z
    .strictObject({
      kind: z.literal('name'),
      mapping: mappingName.describe('The mapping holding firstName, middleInitial and lastName (firstName and lastName at least).'),
    })
    .describe('The name group: first name, middle initial, last name.'),
  address: z
    .strictObject({
      kind: z.literal('address'),
      mapping: mappingName.describe(
        'The mapping holding the mailing address fields: mailingStreetLine1 and mailingCity at least, and any of mailingStreetLine2, mailingSubDivision, mailingPostalCode, mailingSubDivisionNonUS, mailingPostalCodeNonUS and mailingCountry.',
      ),
      international: z.boolean().describe('Offer countries other than the United States.'),
      secondLine: z.boolean().describe('Show the second street line.'),
    })
    .describe('The mailing address group.'),
  table: z
    .strictObject({
      kind: z.literal('table'),
      mapping: mappingName.describe('A list mapping: one row per record.'),
      caption: copyKey.describe("Copy key of the table's caption."),
      rowLabel: copyKey.describe('Copy key naming one row; gets {number}.'),
      minimumMessage: copyKey.describe('Copy key of the message when too few rows are saved; gets {min}.'),
    })
    .describe('A table with one row per record of a list mapping.'),
  records: z
    .strictObject({
      kind: z.literal('records'),
      mapping: mappingName.describe('A document-context mapping: one record per uploaded document.'),
      required: z.boolean().describe('Whether at least one document must be uploaded.'),
      heading: copyKey.describe('Copy key of the heading above the records.'),
    })
    .describe('Uploaded documents of a document-context mapping.'),
  payment: z
    .strictObject({
      kind: z.literal('payment'),
      mapping: mappingName.describe('The mapping of the model holding the election and the fields of every method.'),
      legend: copyKey.describe("Copy key of the fieldset's legend."),
      election: z
        .string()
        .trim()
        .min(1, { error: 'must name the election field' })
        .describe('The field key of the choice among the methods: a radio or select with the role paymentElection.'),
      methods: z
        .array(paymentMethodSchema)
        .min(1, { error: 'offer at least one payment method' })
        .describe(
          'The methods offered, each once: check, payPal, venmo, zelle, ach, prepaidCard, with the option choosing it and the fields of its answers.',
        ),
    })
    .describe(
      "The payment election: the choice among the package's methods and the fields of the chosen one, each checked by the method's own rules in the app and again on the server.",
    ),
  paypal: z
    .strictObject({ kind: z.literal('paypal') })
    .describe(
      "PayPal's login, once PayPal is the chosen payment method. The form needs fields with the roles paymentElection, payPalEmail and payPalAuthCode, whatever their keys.",
    ),
  summary: z
    .strictObject({ kind: z.literal('summary') })
    .describe('Every answered page of the form, with Change links. It must come before the page that submits.'),
  prepopulated: z
    .strictObject({
      kind: z.literal('prepopulated'),
      heading: copyKey.describe('Copy key of the heading above what the authorize answer brought.'),
    })
    .describe('The values the authorize answer brought.'),
  confirmation: z
    .strictObject({
      kind: z.literal('confirmation'),
      heading: copyKey
        .optional()
        .describe(
          "Copy key of the block's heading, an h2 under the page's own h1. When left out, the block takes the page's heading (as the h1) and introduction once the claim is sent.",
        ),
      intro: copyKey
        .optional()
        .describe(
          "Copy key of the introduction; gets {referenceCode}. When left out: the page's introduction if the block takes the page's heading, else the claim confirmation's.",
        ),
    })
    .describe('The reference code of the submitted claim.'),
});

/** The name of a page section kind. */
export type SectionKind = keyof typeof sectionSchemas;
/** A section of the kind K (of any kind when left out), as its schema reads it. */
export type SectionOf<K extends SectionKind = SectionKind> = z.infer<(typeof sectionSchemas)[K]>;

type AnySectionSchema = (typeof sectionSchemas)[SectionKind];

/** One block of a page. */
export const pageSectionSchema = z
  .discriminatedUnion('kind', Object.values(sectionSchemas) as [AnySectionSchema, ...AnySectionSchema[]])
  .describe('One block of the page.');
/** One block of a page. */
export type PageSection = z.infer<typeof pageSectionSchema>;

/** When a page is skipped: a saved answer compared with a value. */
const skipConditionSchema = z.strictObject({
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
