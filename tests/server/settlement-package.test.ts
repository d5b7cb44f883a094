import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { packageJsonSchemas, schemaFolder } from '@server/settlement/json-schemas';
import { checkSettlementPackage, demoSettlementDir } from '@server/settlement/load';
import { SettlementError, type PackageProblem } from '@server/settlement/problems';
import { startServer } from '@server/http/listen';
import { copyDemoPackage, editJson } from './support/packages';
import { freshDirs } from './support/server';

// Each kind of mistake an administrator can make in a package, made once in a copy of the demo
// package: the check names the file, the JSON path (or CSV line) and the reason, and nothing else.

vi.setConfig({ testTimeout: 60_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function demoCopy(): Promise<string> {
  const dir = await copyDemoPackage();
  made.push(dir);
  return dir;
}

async function problemsOf(dir: string): Promise<PackageProblem[]> {
  const check = await checkSettlementPackage(dir);
  expect(check.settlement === null).toBe(check.problems.length > 0);
  return check.problems;
}

/** The index of the model of `mapping` in a demo forms file, and of its field `key`. */
async function indexOf(dir: string, file: string, mapping: string, key: string): Promise<{ model: number; field: number }> {
  const { models } = JSON.parse(await readFile(join(dir, file), 'utf8')) as {
    models: { metadata: { DtoMapping: string }; fields: { key: string }[] }[];
  };
  const model = models.findIndex((m) => m.metadata.DtoMapping === mapping);
  return { model, field: models[model]!.fields.findIndex((f) => f.key === key) };
}

/** Edits that each make one problem, with the problem they make. */
const mistakes: {
  name: string;
  make: (dir: string) => Promise<void>;
  expected: (dir: string) => Promise<Partial<Omit<PackageProblem, 'reason'>> & { reason: RegExp | string }>;
}[] = [
  {
    name: 'a file that is not valid JSON, with its line and column',
    make: async (dir) => {
      const path = join(dir, 'deadlines.json');
      await writeFile(path, (await readFile(path, 'utf8')).replace('"timeZone": "Pacific",', '"timeZone": "Pacific"'));
    },
    expected: async () => ({
      file: 'deadlines.json',
      path: '',
      line: 4,
      column: 3,
      reason: "not valid JSON: expected ',' between entries",
    }),
  },
  {
    name: 'a value of the wrong type (schema)',
    make: (dir) => editJson(dir, 'settlement.json', (s) => (s.banner = 'yes')),
    expected: async () => ({ file: 'settlement.json', path: 'banner', line: 26, reason: 'expected boolean, got "yes"' }),
  },
  {
    name: 'a property the schema does not know (a typo)',
    make: (dir) => editJson(dir, 'settlement.json', (s) => (s.analyticsTagID = 'G-ABC123XYZ')),
    expected: async () => ({ file: 'settlement.json', path: 'analyticsTagID', reason: /^unknown property "analyticsTagID"/ }),
  },
  {
    name: 'a property of a field config the engine does not know (a typo it would drop)',
    make: (dir) => editJson(dir, 'forms/lookup.json', (f) => (f.models[0].fields[1].validations[1].mesage = 'Validation_Pin_Invalid')),
    expected: async () => ({
      file: 'forms/lookup.json',
      path: 'models[0].fields[1].validations[1].mesage',
      reason: 'unknown property "mesage" (a typo? the form engine would ignore it)',
    }),
  },
  {
    name: 'an unknown widget',
    make: (dir) => editJson(dir, 'forms/standard.json', (f) => (f.models[0].fields[0].widget = 'slider')),
    expected: async (dir) => ({
      file: 'forms/standard.json',
      path: 'models[0].fields[0].widget',
      // The line of the edited widget in the file as written.
      line: (await readFile(join(dir, 'forms/standard.json'), 'utf8')).split('\n').findIndex((line) => line.includes('"slider"')) + 1,
      reason: 'Model Standard/claimantInfo, field "FirstName": unknown widget "slider"',
    }),
  },
  {
    name: 'a rule that references a field that does not exist',
    make: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimDetails', 'OwnershipEndDate');
      await editJson(
        dir,
        'forms/automotive.json',
        (f) => (f.models[at.model].fields[at.field].validations[0].startField = 'ownershipStartedOn'),
      );
    },
    expected: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimDetails', 'OwnershipEndDate');
      return {
        file: 'forms/automotive.json',
        path: `models[${at.model}].fields[${at.field}].validations[0]`,
        reason:
          'Model Automotive/claimDetails, field "OwnershipEndDate": rule "endDate" startField points at missing field "ownershipStartedOn"',
      };
    },
  },
  {
    name: 'a label whose copy key is missing in one culture',
    make: (dir) => editJson(dir, 'copy/es.json', (c) => delete c.Field_ClaimDetails_VIN),
    expected: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimDetails', 'VIN');
      return {
        file: 'forms/automotive.json',
        path: `models[${at.model}].fields[${at.field}].label`,
        reason: 'copy key "Field_ClaimDetails_VIN" is missing in copy/es.json',
      };
    },
  },
  {
    name: 'a custom message whose copy key is missing in every culture',
    make: (dir) =>
      editJson(dir, 'forms/lookup.json', (f) => {
        f.models[0].fields[1].validations[1].message = 'Validation_Pin_Format';
      }),
    expected: async () => ({
      file: 'forms/lookup.json',
      path: 'models[0].fields[1].validations[1].message',
      reason: 'copy key "Validation_Pin_Format" is missing in copy/en.json, copy/es.json',
    }),
  },
  {
    name: 'an app copy key missing in one culture',
    make: (dir) => editJson(dir, 'copy/es.json', (c) => delete c.Shared_Button_Next),
    expected: async () => ({
      file: 'copy/es.json',
      path: 'Shared_Button_Next',
      reason: 'missing app copy key "Shared_Button_Next" (it has no built-in text: the settlement must write it)',
    }),
  },
  {
    name: 'a copy key of the settlement’s own in one culture only',
    make: (dir) => editJson(dir, 'copy/en.json', (c) => (c.Footer_OfficeHours = 'Monday to Friday, 8 a.m. to 5 p.m.')),
    expected: async () => ({
      file: 'copy/es.json',
      path: 'Footer_OfficeHours',
      reason: 'missing: copy key "Footer_OfficeHours" is in copy/en.json but not here',
    }),
  },
  {
    name: 'a copy text with other {parameters} than in the other cultures',
    make: (dir) => editJson(dir, 'copy/es.json', (c) => (c.Validation_MaxLength = 'La longitud máxima permitida es {maximo}')),
    expected: async () => ({
      file: 'copy/es.json',
      path: 'Validation_MaxLength',
      reason: '{maximo} is filled in by nothing: claimants would read it as written (this text may use {max})',
    }),
  },
  {
    name: 'a {settlement.*} reference to nothing',
    make: (dir) => editJson(dir, 'copy/en.json', (c) => (c.Footer_Fax = '{settlement.contact.telefax}')),
    expected: async () => ({
      file: 'copy/en.json',
      path: 'Footer_Fax',
      reason: /^\{settlement\.contact\.telefax\} names nothing in settlement\.json/,
    }),
  },
  {
    name: 'a zone outside the list',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => (d.timeZone = 'Pacific Standard Time')),
    expected: async () => ({
      file: 'deadlines.json',
      path: 'timeZone',
      line: 3,
      reason:
        'unknown time zone "Pacific Standard Time": use one of Pacific, Mountain, Central, Eastern, Atlantic, Newfoundland, Alaskan, Hawaii-Aleutian, Aleutian, Yukon, Arizona, Indiana (East), Saskatchewan',
    }),
  },
  {
    name: 'a date in a format the app does not read',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = '2099-12-31 23:59')),
    expected: async () => ({
      file: 'deadlines.json',
      path: 'deadlines.claimFilingDeadline.date',
      reason: /^"2099-12-31 23:59" is not in an accepted date format: MM\/dd\/yyyy hh:mm:ss a, /,
    }),
  },
  {
    name: 'a date that does not exist',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => (d.deadlines.automotiveFilingDeadline.date = '02/30/2099')),
    expected: async () => ({
      file: 'deadlines.json',
      path: 'deadlines.automotiveFilingDeadline.date',
      reason: '"02/30/2099" is not a real date (invalid date \'02/30/2099\')',
    }),
  },
  {
    name: 'a culture without a copy file',
    make: (dir) => editJson(dir, 'settlement.json', (s) => (s.cultures.el = 'Ελληνικά')),
    expected: async () => ({
      file: 'settlement.json',
      path: 'cultures.el',
      line: 11,
      reason: 'culture "el" has no copy file: add copy/el.json with its copy',
    }),
  },
  {
    name: 'a forms file for no form type',
    make: (dir) => writeFile(join(dir, 'forms', 'vehicle.json'), '{ "models": [] }\n'),
    expected: async () => ({
      file: 'forms/vehicle.json',
      path: '',
      reason: /^not a form type: name forms files standard\.json, lookup\.json/,
    }),
  },
  {
    name: 'duplicate claim IDs in claimants.csv (claim IDs ignore case)',
    make: (dir) => appendFile(join(dir, 'claimants.csv'), `bw-100200,1111${','.repeat(21)}\n`),
    expected: async () => ({ file: 'claimants.csv', path: 'line 4', reason: 'duplicate claim ID BW-100200 (first on line 2)' }),
  },
  {
    name: 'a claimant row without a PIN',
    make: (dir) => appendFile(join(dir, 'claimants.csv'), `BW-100400,${','.repeat(21)}\n`),
    expected: async () => ({ file: 'claimants.csv', path: 'line 4', reason: 'empty PIN for claim ID BW-100400' }),
  },
  {
    name: 'a claimants column no form prepopulates',
    make: async (dir) => {
      const path = join(dir, 'claimants.csv');
      await writeFile(path, (await readFile(path, 'utf8')).replace('claimDetails.VIN', 'claimDetails.HullNumber'));
    },
    expected: async () => ({
      file: 'claimants.csv',
      path: 'line 1',
      reason: /^column "claimDetails\.HullNumber" is not a field authorize prepopulates/,
    }),
  },
  {
    name: 'a dependency that references a field that does not exist',
    make: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimantInfo', 'MailingSubDivision');
      await editJson(
        dir,
        'forms/automotive.json',
        (f) => (f.models[at.model].fields[at.field].props.dependencies[0].field = 'mailingNation'),
      );
    },
    expected: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimantInfo', 'MailingSubDivision');
      return {
        file: 'forms/automotive.json',
        path: `models[${at.model}].fields[${at.field}].props.dependencies[0]`,
        reason: 'Model Automotive/claimantInfo, field "MailingSubDivision": dependency 1 points at missing field "mailingNation"',
      };
    },
  },
  {
    name: 'a dependency that references a model the form does not have',
    make: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimDetails', 'PayPalEmailAddress');
      await editJson(
        dir,
        'forms/automotive.json',
        (f) => (f.models[at.model].fields[at.field].props.dependencies[0].model = 'paymentDetails'),
      );
    },
    expected: async (dir) => {
      const at = await indexOf(dir, 'forms/automotive.json', 'claimDetails', 'PayPalEmailAddress');
      return {
        file: 'forms/automotive.json',
        path: `models[${at.model}].fields[${at.field}].props.dependencies[0]`,
        reason:
          'Model Automotive/claimDetails, field "PayPalEmailAddress": dependency 1 points at missing model "paymentDetails" (no such dtoMapping)',
      };
    },
  },
  {
    name: 'two models with the same mapping in one forms file',
    make: (dir) => editJson(dir, 'forms/lookup.json', (f) => f.models.push(structuredClone(f.models[0]))),
    expected: async (dir) => {
      const { models } = JSON.parse(await readFile(join(dir, 'forms/lookup.json'), 'utf8')) as { models: unknown[] };
      return { file: 'forms/lookup.json', path: `models[${models.length - 1}]`, reason: /duplicate model .*\(configs #1 and #\d+\)$/ };
    },
  },
  {
    name: 'a deadline date with a zone offset (dates are read in the package’s zone)',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => (d.deadlines.globalDeadline.date = '2099-12-31T23:59:59-08:00')),
    expected: async () => ({
      file: 'deadlines.json',
      path: 'deadlines.globalDeadline.date',
      reason: /^"2099-12-31T23:59:59-08:00" is not in an accepted date format: /,
    }),
  },
  {
    name: 'a deadline left out',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => delete d.deadlines.lookupFilingDeadline),
    expected: async () => ({ file: 'deadlines.json', path: 'deadlines.lookupFilingDeadline', reason: 'missing (expected object)' }),
  },
  {
    name: 'a deadline redirect for a culture the settlement does not enable',
    make: (dir) => editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.redirects.fr = '/deadline')),
    expected: async () => ({
      file: 'deadlines.json',
      path: 'deadlines.claimFilingDeadline.redirects.fr',
      reason: 'culture "fr" is not enabled in settlement.json',
    }),
  },
  {
    name: 'a signature zone that is not an IANA zone',
    make: (dir) => editJson(dir, 'settlement.json', (s) => (s.signatureTimeZone = 'Pacific')),
    expected: async () => ({
      file: 'settlement.json',
      path: 'signatureTimeZone',
      reason: 'not an IANA time zone such as America/Los_Angeles',
    }),
  },
  {
    name: 'a copy text that drops a {parameter} the other cultures have',
    make: (dir) => editJson(dir, 'copy/es.json', (c) => (c.Validation_MaxLength = 'El texto es demasiado largo')),
    expected: async () => ({
      file: 'copy/es.json',
      path: 'Validation_MaxLength',
      reason: "parameters none differ from copy/en.json's {max}",
    }),
  },
  {
    name: 'a page section naming a mapping the form has no model for',
    make: (dir) => editJson(dir, 'forms/standard.json', (f) => (f.pages[1].sections[1].mapping = 'claimPurchases')),
    expected: async () => ({
      file: 'forms/standard.json',
      path: 'pages[1].sections[1].mapping',
      reason: /^no Standard model has the mapping "claimPurchases" \(models: /,
    }),
  },
  {
    name: 'a page naming a field key its mapping does not have',
    make: (dir) => editJson(dir, 'forms/standard.json', (f) => (f.pages[1].sections[0].keys[0] = 'productKind')),
    expected: async () => ({
      file: 'forms/standard.json',
      path: 'pages[1].sections[0].keys[0]',
      reason: /^"claimDetails" has no field "productKind" \(fields: /,
    }),
  },
  {
    name: 'a config field no page shows',
    make: (dir) =>
      editJson(dir, 'forms/standard.json', (f) => f.pages[1].sections[0].keys.splice(f.pages[1].sections[0].keys.indexOf('retailer'), 1)),
    expected: async (dir) => {
      const at = await indexOf(dir, 'forms/standard.json', 'claimDetails', 'Retailer');
      return {
        file: 'forms/standard.json',
        path: `models[${at.model}].fields[${at.field}]`,
        reason: 'no page shows the field "Retailer" of "claimDetails": add it to a page\'s section, or remove it',
      };
    },
  },
  {
    name: 'a page copy key missing in one culture',
    make: (dir) => editJson(dir, 'copy/es.json', (c) => delete c.Page_VehicleDetails_Heading),
    expected: async () => ({
      file: 'forms/automotive.json',
      path: 'pages[2].heading',
      reason: 'copy key "Page_VehicleDetails_Heading" is missing in copy/es.json',
    }),
  },
  {
    name: 'two pages of one form at the same address',
    make: (dir) => editJson(dir, 'forms/standard.json', (f) => (f.pages[2].segment = 'claim-details')),
    expected: async () => ({
      file: 'forms/standard.json',
      path: 'pages[2].segment',
      reason: 'segment "claim-details" is also pages[1]\'s: each page needs its own address',
    }),
  },
  {
    name: 'a page segment that is not an address part',
    make: (dir) => editJson(dir, 'forms/standard.json', (f) => (f.pages[0].segment = 'Claimant Info')),
    expected: async () => ({
      file: 'forms/standard.json',
      path: 'pages[0].segment',
      reason: /^must be lower-case words joined by hyphens/,
    }),
  },
  {
    name: 'a section of an unknown kind',
    make: (dir) => editJson(dir, 'forms/lookup.json', (f) => (f.pages[0].sections[1].kind = 'results')),
    expected: async () => ({
      file: 'forms/lookup.json',
      path: 'pages[0].sections[1].kind',
      reason: /^unknown section kind: use fields, name, address/,
    }),
  },
  {
    name: 'a form whose pages never submit',
    make: (dir) => editJson(dir, 'forms/documents-upload.json', (f) => (f.pages[1].action = 'next')),
    expected: async () => ({
      file: 'forms/documents-upload.json',
      path: 'pages[2].action',
      reason: '"none" ends a form: it may only follow the page that submits',
    }),
  },
  {
    name: 'a skip condition on a field that does not exist',
    make: (dir) => editJson(dir, 'forms/automotive.json', (f) => (f.pages[4].skipWhen.field = 'repairCount')),
    expected: async () => ({
      file: 'forms/automotive.json',
      path: 'pages[4].skipWhen.field',
      reason: '"claimDetails" has no field "repairCount"',
    }),
  },
  {
    name: 'a forms file without pages',
    make: (dir) => editJson(dir, 'forms/lookup.json', (f) => delete f.pages),
    expected: async () => ({ file: 'forms/lookup.json', path: '', reason: /^missing "pages": list the form's pages in order/ }),
  },
];

describe('checking a settlement package', () => {
  it('finds nothing wrong with the demo package', async () => {
    const check = await checkSettlementPackage(demoSettlementDir);
    expect(check.problems).toEqual([]);
    expect(check.settlement?.formTypes).toEqual(['Standard', 'Lookup', 'Automotive', 'DocumentsUpload']);
    expect(check.claimants).toBe(2);
  });

  it.each(mistakes)('names $name: file, path and reason', async ({ make, expected }) => {
    const dir = await demoCopy();
    await make(dir);
    const problems = await problemsOf(dir);
    const want = await expected(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      ...want,
      reason: typeof want.reason === 'string' ? want.reason : expect.stringMatching(want.reason),
    });
  });

  it('reports ten problems of one package all at once', async () => {
    const dir = await demoCopy();
    const ten = [0, 1, 4, 5, 6, 10, 11, 15, 16, 17].map((index) => mistakes[index]!);
    for (const mistake of ten) await mistake.make(dir);
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(10);
    for (const mistake of ten) {
      const want = await mistake.expected(dir);
      const reason = typeof want.reason === 'string' ? want.reason : expect.stringMatching(want.reason);
      expect(problems, mistake.name).toContainEqual(expect.objectContaining({ file: want.file, path: want.path, reason }));
    }
  });

  it('names a missing settlement.json and a missing forms folder', async () => {
    const dir = await demoCopy();
    await rm(join(dir, 'settlement.json'));
    await rm(join(dir, 'forms'), { recursive: true });
    const problems = await problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'settlement.json', reason: 'missing: every package has one (see settlements/README.md)' }),
        expect.objectContaining({ file: 'forms/', reason: expect.stringMatching(/^no form type offered/) }),
      ]),
    );
  });

  it('keeps the server from starting, with every problem in the error', async () => {
    const dir = await demoCopy();
    await mistakes[5]!.make(dir);
    await mistakes[12]!.make(dir);
    const dirs = await freshDirs();
    try {
      const failure = await startServer({ port: 0, dataDir: dirs.dataDir, distDir: dirs.distDir, settlementDir: dir }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(SettlementError);
      const message = (failure as Error).message;
      expect(message).toContain(`The settlement package ${dir} has 2 problems:`);
      expect(message).toContain('forms/automotive.json:');
      expect(message).toContain('rule "endDate" startField points at missing field "ownershipStartedOn"');
      expect(message).toMatch(/deadlines\.json:3:\d+ timeZone: unknown time zone "Pacific Standard Time"/);
    } finally {
      await dirs.cleanup();
    }
  });
});

describe('the JSON Schemas in settlements/schema', () => {
  it('are the ones the zod schemas generate (run npm run settlement:schema after changing them)', async () => {
    for (const [name, text] of Object.entries(packageJsonSchemas())) {
      const written = await readFile(join(schemaFolder, name), 'utf8').catch(() => '(missing)');
      expect(written, `${schemaFolder}/${name} is stale: run npm run settlement:schema`).toBe(text);
    }
  });

  it('are what the demo package files name as their $schema', async () => {
    const named = async (file: string) =>
      (JSON.parse(await readFile(join(demoSettlementDir, file), 'utf8')) as { $schema: string }).$schema;
    expect(await named('settlement.json')).toBe('../schema/settlement.schema.json');
    expect(await named('deadlines.json')).toBe('../schema/deadlines.schema.json');
    expect(await named('forms/standard.json')).toBe('../../schema/forms.schema.json');
    expect(await named('copy/es.json')).toBe('../../schema/copy.schema.json');
  });
});
