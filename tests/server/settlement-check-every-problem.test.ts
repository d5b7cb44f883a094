import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSettlementPackage } from '@server/settlement/load';
import { copyDemoPackage, editJson } from './support/packages';

// An administrator fixes a package from one run of the check: a schema mistake in a forms file
// must not hide that file's other mistakes (pages naming models or fields that do not exist, rules
// pointing at missing fields, copy keys missing), so every planted mistake is reported at once.

vi.setConfig({ testTimeout: 60_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Forms {
  [key: string]: unknown;
  pages: { title: string; sections: { kind: string; mapping?: string; keys?: string[] }[] }[];
  models: {
    metadata: Record<string, unknown>;
    fields: { key: string; widget: string; validations?: { type: string; field?: string }[] }[];
  }[];
}

describe('the settlement check on a forms file with a schema mistake', () => {
  it('still reports every cross-reference mistake of the same file, in one run', async () => {
    const dir = await copyDemoPackage();
    made.push(dir);
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      // Schema mistakes: a property the file does not have, a model that does not parse, a page
      // section of no known kind.
      forms.page = [];
      forms.models[1]!.fields[0]!.widget = 'slider';
      forms.pages[3]!.sections[0]!.kind = 'gallery';
      // Cross-reference mistakes: a page key of no field, a page mapping of no model, a rule
      // pointing at a missing field, a page title of no copy.
      forms.pages[0]!.sections[2]!.keys!.push('faxNumber');
      forms.pages[4]!.sections[1]!.mapping = 'signatures';
      const subdivision = forms.models[0]!.fields.find((field) => field.key === 'MailingSubDivision')!;
      subdivision.validations!.find((rule) => rule.type === 'requiredIf')!.field = 'mailCountry';
      forms.pages[1]!.title = 'Page_NoSuch_Title';
      // A key a page names in the model that does not parse.
      forms.pages[1]!.sections[0]!.keys!.push('payPalEmail');
    });

    const { settlement, problems } = await checkSettlementPackage(dir);
    expect(settlement).toBeNull();
    const inForms = problems.filter((problem) => problem.file === 'forms/standard.json');
    const expected = [
      { path: 'page', reason: expect.stringMatching(/^unknown property "page"/) },
      { path: 'models[1].fields[0].widget', reason: expect.stringContaining('unknown widget "slider"') },
      { path: 'pages[3].sections[0].kind', reason: expect.stringMatching(/^unknown section kind/) },
      { path: 'pages[0].sections[2].keys[5]', reason: expect.stringMatching(/^"claimantInfo" has no field "faxNumber"/) },
      { path: 'pages[4].sections[1].mapping', reason: expect.stringMatching(/^no Standard model has the mapping "signatures"/) },
      {
        path: expect.stringMatching(/^models\[0\]\.fields\[6\]\.validations\[\d+\]$/),
        reason: expect.stringContaining('rule "requiredIf" field points at missing field "mailCountry"'),
      },
      { path: 'pages[1].sections[0].keys[12]', reason: expect.stringMatching(/^"claimDetails" has no field "payPalEmail"/) },
      {
        path: 'pages[1].title',
        reason: expect.stringMatching(/^copy key "Page_NoSuch_Title" is missing in copy\/en\.json, copy\/es\.json/),
      },
    ];
    for (const problem of expected) expect(inForms).toContainEqual(expect.objectContaining(problem));
    // Nothing else: no mistake reported twice, no follow-on noise from the broken parts.
    expect(inForms).toHaveLength(expected.length);
  });
});

describe('the settlement check on date rules', () => {
  it('names each bad date format token and each range bound its field cannot read, in one run', async () => {
    const dir = await copyDemoPackage();
    made.push(dir);
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      const fields = forms.models[1]!.fields as { key: string; validations: Record<string, unknown>[] }[];
      const purchaseDate = fields.find((field) => field.key === 'PurchaseDate')!;
      purchaseDate.validations.push({ type: 'validDate', formats: 'MM/dd/yyyy; M/d/yyyy' });
      const transactions = forms.models[2]!.fields as { key: string; validations: Record<string, unknown>[] }[];
      const transactionDate = transactions.find((field) => field.key === 'TransactionDate')!;
      transactionDate.validations.push({ type: 'validDate', formats: 'MM/dd/yyyy, dd.MM.yyyy zzz' });
      const range = transactionDate.validations.find((rule) => rule.type === 'range')!;
      range.min = '2019-01-01';
    });

    const { problems } = await checkSettlementPackage(dir);
    const reasons = problems.filter((problem) => problem.file === 'forms/standard.json').map((problem) => problem.reason);
    expect(reasons).toContainEqual(expect.stringMatching(/"MM\/dd\/yyyy; M\/d\/yyyy" is not a separator: separate formats with commas/));
    expect(reasons).toContainEqual(expect.stringContaining('unknown token "zzz" in "dd.MM.yyyy zzz"'));
    expect(reasons).toContainEqual(expect.stringMatching(/min "2019-01-01" is not in the field's date format MM\/dd\/yyyy/));
  });
});

describe('the settlement check on a package with ten mistakes', () => {
  it('names all ten in one run, with the broken field of a model hiding none of its others', async () => {
    const dir = await copyDemoPackage();
    made.push(dir);
    type Field = { key: string; widget: string; validations: Record<string, unknown>[]; props: { options: { value: string }[] } };
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      const fieldOf = (model: number, key: string) =>
        (forms.models[model]!.fields as unknown as Field[]).find((field) => field.key === key)!;
      const ruleOf = (field: Field, type: string) => field.validations.find((rule) => rule.type === type)!;
      // 1: a field that does not parse, and 2-5: the same model's other mistakes.
      fieldOf(1, 'ProductType').widget = 'slider';
      ruleOf(fieldOf(1, 'Retailer'), 'requiredIf').field = 'shopLocation';
      fieldOf(1, 'ProductModel').props.options[1]!.value = 'BW-100';
      ruleOf(fieldOf(1, 'PurchaseAmount'), 'range').min = 9000;
      fieldOf(1, 'PurchaseDate').validations.push({ type: 'validDate', formats: 'M/d/yyyy; MM/dd/yyyy' });
      // 6-7: a format token no reader knows, an ISO range bound on a M/d/yyyy field.
      const transactionDate = fieldOf(2, 'TransactionDate');
      transactionDate.validations.push({ type: 'validDate', formats: 'M/d/yyyy, dd.MM.yyyy zzz' });
      ruleOf(transactionDate, 'range').min = '2019-01-01';
      // 8: a summary row of more fields than a display row shows; 9: a copy key of no text.
      forms.pages[0]!.sections[2]!.keys = forms.models[0]!.fields.map((field) => field.key);
      forms.pages[1]!.title = 'Page_NoSuch_Title';
    });
    // 10: a deadline in a format the site does not read.
    await editJson(dir, 'deadlines.json', (deadlines: { deadlines: Record<string, { date: string }> }) => {
      deadlines.deadlines.globalDeadline!.date = '31/12/2099';
    });

    const { problems } = await checkSettlementPackage(dir);
    const said = problems.map((problem) => `${problem.file} ${problem.path}: ${problem.reason}`);
    const planted = [
      /forms\/standard\.json models\[1\]\.fields\[0\]\.widget: .*unknown widget "slider"/,
      /models\[1\]\.fields\[6\]\.validations\[0\]: .*requiredIf.*points at missing field "shopLocation"/,
      /models\[1\]\.fields\[1\]\.props\.options: .*duplicate option value "BW-100"/,
      /models\[1\]\.fields\[3\]\.validations\[1\]: .*min 9000 is after max 5000/,
      /models\[1\]\.fields\[2\]\.validations\[3\]: .*";" in "M\/d\/yyyy; MM\/dd\/yyyy" is not a separator/,
      /models\[2\]\.fields\[0\]\.validations\[3\]: .*unknown token "zzz" in "dd\.MM\.yyyy zzz"/,
      /models\[2\]\.fields\[0\]\.validations\[2\]: .*min "2019-01-01" is not in the field's date format/,
      /pages\[0\]\.sections\[2\]\.keys: .*16 fields is more than the 12 a display row shows/,
      /pages\[1\]\.title: copy key "Page_NoSuch_Title" is missing/,
      /deadlines\.json deadlines\.globalDeadline\.date: "31\/12\/2099"/,
    ];
    const missed = planted.filter((pattern) => !said.some((line) => pattern.test(line)));
    expect(missed, said.join('\n')).toEqual([]);
  });
});
