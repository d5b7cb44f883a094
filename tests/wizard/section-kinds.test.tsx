import { act, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue, paramsOf } from '@/contract/copy-catalogue';
import { pageSectionSchema, type PageSection, type SectionKind, type SectionOf } from '@/contract/page-layouts';
import { addDraft, applyPrepopulatedData, replaceModel, saveDraft, type ModelStore } from '@/engine/models';
import { sectionCopyKeys, sectionKinds, sectionShows } from '@/engine/sections/registry';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { buildSitePages } from '@/features/navigation/site-pages';
import { ClaimSummary } from '@/features/wizard/claim-summary';
import { sectionViews } from '@/features/wizard/wizard-sections';
import { mappedConfig } from '../support/model-configs';
import { renderBlock, savedClientId } from '../support/render-form';

// Each section kind's definition (src/engine/sections) held to its own schema, and what the
// claim summary lists of it: the answers of the fields a block shows, or nothing for a block that
// holds none of the claimant's own. The table below is typed by kind, so a new kind does not
// compile until it has an example here and says what the summary lists of it.

const claimant = mappedConfig('claimantInfo', [
  { key: 'FirstName', widget: 'text', label: 'First name' },
  { key: 'LastName', widget: 'text', label: 'Last name' },
  { key: 'EmailAddress', widget: 'text', label: 'Email address' },
  { key: 'MailingStreetLine1', widget: 'text', label: 'Street address' },
  { key: 'MailingCity', widget: 'text', label: 'City' },
]);
const purchases = mappedConfig('claimTransactions', [{ key: 'StoreName', widget: 'text', label: 'Store' }]);
const documents = mappedConfig('documentContexts', [{ key: 'DocumentDescription', widget: 'text', label: 'Describe the document' }]);
const facts = mappedConfig('prepopulatedData', [{ key: 'ClaimStatus', widget: 'text', label: 'Claim status' }]);

/** Every model answered: a claimant, two purchases, a document and what authorize brought. */
function answer(engine: FormEngine) {
  const claimantId = savedClientId(engine, claimant);
  const answers = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    mailingStreetLine1: '12 Analytical Row',
    mailingCity: 'London',
  };
  for (const [key, value] of Object.entries(answers)) engine.editField(claimantId, key, value);
  const addRecord = (store: ModelStore, mapping: string, fields: Record<string, unknown>) => {
    const { store: next, draft } = addDraft(store, 'Standard', mapping);
    return saveDraft(replaceModel(next, { ...draft, fields: { ...draft.fields, ...fields } }), draft.clientId);
  };
  engine.update((store) => addRecord(store, 'claimTransactions', { storeName: 'BrightMart' }));
  engine.update((store) => addRecord(store, 'claimTransactions', { storeName: 'Applianceland' }));
  engine.update((store) => addRecord(store, 'documentContexts', { documentDescription: 'Receipt for the oven' }));
  engine.update((store) =>
    applyPrepopulatedData(store, [
      { metadata: { DtoMapping: 'prepopulatedData', FormType: 'Standard' }, fields: { ClaimStatus: 'Received' } },
    ]),
  );
}

const everyAnswer = ['Ada', 'Lovelace', 'ada@example.com', '12 Analytical Row', 'London', 'BrightMart', 'Applianceland'];
const none = (listed: readonly string[]) => [...everyAnswer, 'Receipt for the oven', 'Received'].filter((value) => !listed.includes(value));

/** For each kind: a section of it with every optional property given, and the answers the
 *  summary lists for its page (none: no part of the summary for the page). */
const cases: { readonly [K in SectionKind]: { readonly section: SectionOf<K>; readonly lists: readonly string[] } } = {
  fields: { section: { kind: 'fields', mapping: 'claimantInfo', keys: ['EmailAddress'], legend: 'Legend' }, lists: ['ada@example.com'] },
  name: { section: { kind: 'name', mapping: 'claimantInfo' }, lists: ['Ada', 'Lovelace'] },
  address: {
    section: { kind: 'address', mapping: 'claimantInfo', international: false, secondLine: false },
    lists: ['12 Analytical Row', 'London'],
  },
  table: {
    section: { kind: 'table', mapping: 'claimTransactions', caption: 'Caption', rowLabel: 'Row', minimumMessage: 'Minimum' },
    lists: ['BrightMart', 'Applianceland'],
  },
  records: {
    section: { kind: 'records', mapping: 'documentContexts', required: true, heading: 'Heading' },
    lists: ['Receipt for the oven'],
  },
  payment: {
    section: {
      kind: 'payment',
      mapping: 'claimantInfo',
      legend: 'Legend',
      election: 'MailingCity',
      methods: [{ method: 'prepaidCard', option: 'London', fields: { email: 'EmailAddress' } }],
    },
    lists: ['London', 'ada@example.com'],
  },
  paypal: { section: { kind: 'paypal' }, lists: [] },
  summary: { section: { kind: 'summary' }, lists: [] },
  prepopulated: { section: { kind: 'prepopulated', heading: 'Heading' }, lists: [] },
  confirmation: { section: { kind: 'confirmation', heading: 'Heading', intro: 'Intro' }, lists: [] },
};

/** The summary of a form whose first page holds the section, and whose second page (always
 *  listed) shows the name, so the test knows the summary is there. */
async function renderSummary(section: PageSection) {
  const page = (segment: string, heading: string, sections: PageSection[]) => ({
    segment,
    title: heading,
    heading,
    intro: 'Intro',
    action: 'next' as const,
    sections,
  });
  const pages = buildSitePages({
    forms: { Standard: [page('', 'Section_Page', [section]), page('name', 'Name_Page', [{ kind: 'name', mapping: 'claimantInfo' }])] },
  });
  const rootRoute = createRootRoute({ component: () => <ClaimSummary formType="Standard" pages={pages} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  const { engine } = await renderBlock([claimant, purchases, documents, facts], () => <RouterProvider router={router} />, {
    copy: { en: { Section_Page: 'The section’s page', Name_Page: 'Your name' } },
  });
  act(() => answer(engine));
  await screen.findByRole('region', { name: 'Your name' });
  return screen.queryByRole('region', { name: 'The section’s page' });
}

interface MemberJsonSchema {
  properties: Record<string, { description?: string }>;
}

/** The properties of a kind's schema, with their descriptions, as the JSON Schema states them. */
function propertiesOf(kind: SectionKind) {
  const member = pageSectionSchema.options.find((option) => option.shape.kind.value === kind)!;
  return (z.toJSONSchema(member, { io: 'input' }) as MemberJsonSchema).properties;
}

describe('each section kind’s definition', () => {
  it.each(sectionKinds)('%s: the example reads as the schema says', (kind) => {
    expect(pageSectionSchema.parse(cases[kind].section)).toEqual(cases[kind].section);
  });

  it.each(sectionKinds)('%s: names for the package check every copy key its schema takes', (kind) => {
    const { section } = cases[kind];
    const copyProperties = Object.entries(propertiesOf(kind))
      .filter(([, property]) => property.description?.startsWith('Copy key'))
      .map(([name]) => name);
    const named = sectionCopyKeys(section);
    expect(named.map((reference) => reference.property).sort()).toEqual(copyProperties.sort());
    for (const reference of named) {
      expect(reference.key).toBe(section[reference.property as keyof typeof section]);
      // The {parameters} the check allows are the ones the schema says the text gets.
      expect(reference.params ?? []).toEqual(paramsOf(propertiesOf(kind)[reference.property]!.description!));
    }
  });

  it('gives a table’s row label and minimum message the parameters of the app’s own texts for them', () => {
    const params = Object.fromEntries(sectionCopyKeys(cases.table.section).map((reference) => [reference.property, reference.params]));
    expect(params.rowLabel).toEqual(catalogue.shared.transactionRow.params);
    expect(params.minimumMessage).toEqual(catalogue.validation.minimumRecordCount.params);
  });

  it.each(sectionKinds)('%s: shows the model its mapping names', (kind) => {
    const { section } = cases[kind];
    const shows = sectionShows(section);
    if ('mapping' in section) expect(shows).toMatchObject({ mapping: section.mapping });
    else expect(shows === null || !('mapping' in shows)).toBe(true);
  });

  it('has a view in the wizard', () => {
    expect(Object.keys(sectionViews)).toEqual(sectionKinds);
  });
});

describe('a fields block', () => {
  it('shows the fields it lists as the package writes them, in its order, and no other', async () => {
    const section: SectionOf<'fields'> = { kind: 'fields', mapping: 'claimantInfo', keys: ['LastName', 'FirstName'], legend: 'About_You' };
    const pages = buildSitePages({ forms: {} });
    const Fields = sectionViews.fields;
    await renderBlock([claimant], () => <Fields formType="Standard" section={section} pages={pages} progress={undefined} />, {
      copy: { en: { About_You: 'About you' } },
    });
    const group = screen.getByRole('group', { name: 'About you' });
    const inOrder = [within(group).getByRole('textbox', { name: 'Last name' }), within(group).getByRole('textbox', { name: 'First name' })];
    expect(within(group).getAllByRole('textbox')).toEqual(inOrder);
  });
});

describe('the claim summary', () => {
  it.each(sectionKinds)('%s: lists the answers the section shows with a link to change them, or leaves its page out', async (kind) => {
    const { section, lists } = cases[kind];
    const part = await renderSummary(section);
    if (lists.length === 0) {
      expect(part).not.toBeInTheDocument();
      return;
    }
    expect(part).toBeInTheDocument();
    for (const answer of lists) expect(within(part!).getByText(answer)).toBeInTheDocument();
    for (const answer of none(lists)) expect(within(part!).queryByText(answer)).not.toBeInTheDocument();
    expect(within(part!).getByRole('link', { name: 'Change The section’s page' })).toHaveAttribute('href', '/standard?returnTo=summary');
  });
});
