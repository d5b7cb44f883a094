import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { allCopyEntries, paramsOf } from '@/contract/copy-catalogue';
import { formTypeSegment } from '@/contract/form-type-names';
import { builtInCopy } from '@server/settlement/copy-defaults';
import { checkSettlementPackage, demoSettlementDir } from '@server/settlement/load';
import { currentFormatVersion, packageFormats } from '@server/settlement/package-formats';
import { copyDemoPackage, editJson } from './support/packages';
import { startChildServer } from './support/child-server';
import { renderWithEntry } from './support/entry-render';
import { freshDirs, startTestServer, type TestServer } from './support/server';

// Every package format the repository has shipped still loads: a package of each, as the demo
// was then (tests/fixtures/packages/<version>-<day>), passes the check with warnings at most and
// serves the first page of each of its forms. Upgrading the server never breaks a package.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const fixturesDir = join(process.cwd(), 'tests/fixtures/packages');
const fixtures = readdirSync(fixturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

it('keeps a package of every format', () => {
  const versions = new Set(fixtures.map((name) => Number(name.split('-')[0])));
  expect([...versions]).toEqual(packageFormats.map((format) => format.version));
});

describe.each(fixtures)('the package of format %s', (name) => {
  const dir = join(fixturesDir, name);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ settlementDir: dir });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('passes the check, warning only about the built-in copy, pages and roles it relies on', async () => {
    const check = await checkSettlementPackage(dir);
    expect(check.problems).toEqual([]);
    expect(check.settlement).not.toBeNull();
    for (const warning of check.warnings)
      expect(warning.reason).toMatch(
        /use the built-in text: .*add them to copy\/|^the credentials model "credentials" declares no roles "claimId" and "pin": |^no "pages": the form runs on the pages the site had built in|^no field declares a role \(a package from before roles\)/,
      );
  });

  /** The first page of a form, rendered by the app's server entry against the running server. */
  async function firstPage(path: string): Promise<string> {
    const result = await renderWithEntry(server, path);
    if (result.kind !== 'response') throw new Error(`${path} not rendered: ${result.reason}`);
    expect(result.response.status, path).toBe(200);
    return result.response.text();
  }

  it('serves the first page of each form in each culture, with its heading and a named language menu', async () => {
    const { settlement } = server;
    for (const formType of settlement.formTypes) {
      const first = settlement.pages[formType]![0]!;
      for (const culture of Object.keys(settlement.info.cultures)) {
        const path = `/${formTypeSegment[formType]}${first.segment ? `/${first.segment}` : ''}`;
        const html = await firstPage(`${path}?culture=${culture}`);
        const copy = settlement.copy[culture]!;
        expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], `${formType} in ${culture}`).toBe(copy[first.heading]);
        expect(html).toContain(`aria-label="${builtInCopy[culture]!.Header_LanguageMenu}"`);
      }
    }
  });
});

it('logs the warnings when a server starts on an older package', async () => {
  const dirs = await freshDirs();
  try {
    const child = await startChildServer({
      SETTLEMENT_DIR: join(fixturesDir, fixtures.find((name) => name.startsWith('1-'))!),
      DATA_DIR: dirs.dataDir,
      DIST_DIR: dirs.distDir,
    });
    await child.stop();
    const warnings = child
      .output()
      .split('\n')
      .filter((line) => line.includes('Settlement package:'))
      .map((line) => JSON.parse(line) as { level: unknown; msg: string });
    expect(warnings.map((line) => line.level)).toEqual(['warn', 'warn', 'warn', 'warn', 'warn']);
    const credentials = (file: string) =>
      expect.stringMatching(
        new RegExp(
          `^Settlement package: forms/${file}\\.json:\\d+:\\d+ models\\[\\d+\\]\\.fields: the credentials model "credentials" declares no roles "claimId" and "pin": `,
        ),
      );
    // The case file's keys came after the package was written: they follow, in catalogue order.
    expect(warnings.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^Settlement package: copy\/en\.json:1:1: \d+ app copy keys missing here use the built-in text: Header_LanguageMenu, .*Shared_RequiredNote, Shared_DatePicker_Select, Case_Title, .*, Case_[A-Za-z_]+ \(/,
      ),
      expect.stringMatching(
        /^Settlement package: copy\/es\.json:1:1: \d+ app copy keys missing here use the built-in text: Header_LanguageMenu, .*Shared_RequiredNote, Shared_DatePicker_Select, Case_Title, .*, Case_[A-Za-z_]+ \(/,
      ),
      credentials('automotive'),
      credentials('documents-upload'),
      credentials('lookup'),
    ]);
  } finally {
    await dirs.cleanup();
  }
});

describe('a package from before roles (format 0)', () => {
  const [withoutPages, withPages] = fixtures.filter((name) => name.startsWith('0-'));

  it('runs on the pages the site had built in, and its fields take their roles by key', async () => {
    const demo = (await checkSettlementPackage(demoSettlementDir)).settlement!;
    const check = await checkSettlementPackage(join(fixturesDir, withoutPages!));
    const old = check.settlement!;
    // The built-in pages are the ones the demo listed when packages first did.
    const listed = (await checkSettlementPackage(join(fixturesDir, withPages!))).settlement!;
    for (const formType of old.formTypes) expect(old.pages[formType], formType).toEqual(listed.pages[formType]);
    expect(old.pages.Standard!.map((page) => page.segment)).toEqual(
      demo.pages.Standard!.map((page) => page.segment).filter((segment) => old.pages.Standard!.some((page) => page.segment === segment)),
    );
    const roles = (formType: string) =>
      old.configs
        .filter((config) => config.metadata.formType === formType)
        .flatMap((config) => config.fields.filter((field) => field.role).map((field) => `${field.key}:${field.role}`));
    expect(roles('Standard')).toEqual([
      'emailAddress:email',
      'phoneNumber:phone',
      'internationalPhone:phone',
      'paymentMethod:paymentElection',
      'payPalEmailAddress:payPalEmail',
      'payPalAuthCode:payPalAuthCode',
      'signatureDate:signatureDate',
    ]);
    const noPages = check.warnings.filter((warning) => warning.reason.startsWith('no "pages"')).map((warning) => warning.file);
    expect(noPages.sort()).toEqual(['forms/automotive.json', 'forms/documents-upload.json', 'forms/lookup.json', 'forms/standard.json']);
  });

  it('keeps a package that declares one role on its own: nothing is taken by key', async () => {
    const dir = await copyDemoPackage();
    try {
      await cp(join(fixturesDir, withPages!), dir, { recursive: true });
      await editJson(dir, 'forms/standard.json', (forms) => {
        const signature = forms.models.find((model: { fields: { key: string }[] }) =>
          model.fields.some((field) => field.key === 'SignatureDate'),
        );
        signature.fields.find((field: { key: string }) => field.key === 'SignatureDate').role = 'signatureDate';
      });
      const check = await checkSettlementPackage(dir);
      // The PayPal block's fields are no longer found by key, and the check names them.
      expect(check.problems.map((problem) => problem.reason)).toContain(
        'PayPal is on, but no form has a field with the role "paymentElection" to choose it (or set "enabled": false)',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('built-in copy', () => {
  it('covers every culture the repository ships, with the English parameters', async () => {
    const shipped = (await readdir(join(demoSettlementDir, 'copy'))).map((file) => file.replace(/\.json$/, ''));
    expect(Object.keys(builtInCopy).sort()).toEqual(shipped.sort());
    for (const { key, defaultText } of allCopyEntries) {
      if (defaultText === null) continue;
      for (const culture of shipped)
        expect(paramsOf(builtInCopy[culture]![key]!).sort(), `${key} in ${culture}`).toEqual(paramsOf(defaultText).sort());
    }
  });

  it('is there for every key added since the first format, so a new key never breaks a package', async () => {
    const first: Record<string, string> = JSON.parse(await readFile(join(fixturesDir, fixtures[0]!, 'copy/en.json'), 'utf8'));
    const required = allCopyEntries.filter(({ defaultText }) => defaultText === null).map(({ key }) => key);
    expect(required.filter((key) => !Object.hasOwn(first, key))).toEqual([]);
  });

  describe('in a culture the repository does not ship', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await copyDemoPackage();
      await cp(join(dir, 'copy/en.json'), join(dir, 'copy/fr.json'));
      await editJson(dir, 'settlement.json', (s) => (s.cultures.fr = 'Français'));
      await editJson(dir, 'copy/fr.json', (c) => {
        delete c.Header_LanguageMenu;
        delete c.Shared_DatePicker_Select;
      });
    });
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('falls back to the English text, and the warning says so', async () => {
      const check = await checkSettlementPackage(dir);
      expect(check.problems).toEqual([]);
      expect(check.warnings).toEqual([
        expect.objectContaining({
          file: 'copy/fr.json',
          reason: expect.stringContaining(
            'use the built-in English (the repository has no "fr" text) text: Header_LanguageMenu, Shared_DatePicker_Select',
          ),
        }),
      ]);
      expect(check.settlement!.copy.fr).toMatchObject({ Header_LanguageMenu: 'Language', Shared_DatePicker_Select: 'Select' });
    });
  });

  it('still refuses a package without a key that has no built-in text', async () => {
    const dir = await copyDemoPackage();
    try {
      await editJson(dir, 'copy/en.json', (c) => delete c.Header_CaseName);
      const check = await checkSettlementPackage(dir);
      expect(check.settlement).toBeNull();
      expect(check.problems.map((p) => p.reason)).toEqual([
        'missing app copy key "Header_CaseName" (it has no built-in text: the settlement must write it)',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a package of a format newer than the server', async () => {
    const dir = await copyDemoPackage();
    try {
      await editJson(dir, 'settlement.json', (s) => (s.formatVersion = currentFormatVersion + 1));
      const check = await checkSettlementPackage(dir);
      expect(check.problems).toEqual([
        expect.objectContaining({ file: 'settlement.json', path: 'formatVersion', reason: expect.stringContaining('for a newer server') }),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
