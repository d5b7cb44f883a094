import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSettlementPackage } from '@server/settlement/load';
import { copyDemoPackage, editJson, writeKestrelPackage } from './support/packages';

// The settlement check refuses copy parameters nothing fills in and skip conditions no answer can
// meet, and lists its problems by file and line, so an administrator fixes each file top to bottom.

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

describe('the settlement check', () => {
  it('refuses an app copy text with a {parameter} the app does not fill in', async () => {
    const dir = await demoCopy();
    await editJson(dir, 'copy/en.json', (copy: Record<string, string>) => {
      copy.Validation_MaxLength = 'Use at most {minimum} characters';
    });
    const { problems } = await checkSettlementPackage(dir);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'copy/en.json',
        path: 'Validation_MaxLength',
        reason: '{minimum} is filled in by nothing: claimants would read it as written (this text may use {max})',
      }),
    );
  });

  it("refuses a {parameter} in a package's own rule message, label or page text that nothing fills in", async () => {
    const dir = await writeKestrelPackage();
    made.push(dir);
    await editJson(dir, 'copy/fr.json', (copy: Record<string, string>) => {
      // A range rule's message: {min} and {max} are filled in, {minimum} is not.
      copy.Validation_Year_Range = 'Entrez une année de {minimum} à {max}';
      // A label takes no parameter; a page introduction may name {referenceCode}.
      copy.Field_Boat_Engine = 'Moteur {numero}';
      copy.Kestrel_Boat_Intro = 'Dossier {referenceCode} : le numéro de coque est sur le tableau arrière.';
    });
    const { problems } = await checkSettlementPackage(dir);
    // In the order of the file's lines.
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'copy/fr.json',
        path: 'Field_Boat_Engine',
        reason: '{numero} is filled in by nothing: claimants would read it as written (this text takes no parameters)',
      }),
      expect.objectContaining({
        file: 'copy/fr.json',
        path: 'Validation_Year_Range',
        reason: '{minimum} is filled in by nothing: claimants would read it as written (this text may use {min}, {max})',
      }),
      expect.objectContaining({
        file: 'copy/fr.json',
        path: 'Kestrel_Boat_Intro',
        reason: "parameters {referenceCode} differ from copy/en.json's none",
      }),
    ]);
  });

  it('refuses a skip condition whose value no option of the field can take', async () => {
    const dir = await demoCopy();
    let at = -1;
    await editJson(dir, 'forms/standard.json', (forms: { pages: { skipWhen?: unknown }[] }) => {
      at = forms.pages.findIndex((page) => page.skipWhen === undefined && forms.pages.indexOf(page) > 0);
      forms.pages[at]!.skipWhen = { mapping: 'claimDetails', field: 'PaymentMethod', operator: 'IsEqualTo', value: 'paypal' };
    });
    const { problems } = await checkSettlementPackage(dir);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/standard.json',
        path: `pages[${at}].skipWhen.value`,
        reason: 'no answer to "PaymentMethod" can be "paypal", so this condition never holds (did you mean "PayPal"? the case counts)',
      }),
    );
  });

  it('refuses paragraph or list markup in any culture of any package', async () => {
    const dir = await writeKestrelPackage();
    made.push(dir);
    await editJson(dir, 'copy/ja.json', (copy: Record<string, string>) => {
      copy.Kestrel_Boat_Intro = '<p>船体番号は船尾板にあります。</p>';
      copy.Kestrel_Owner_Intro = '請求については<strong>このアドレス</strong>に連絡します。';
    });
    await editJson(dir, 'copy/fr.json', (copy: Record<string, string>) => {
      copy.Kestrel_Papers_Intro = 'Envoyez :<UL class="x"><li>l’acte de vente</li></UL>';
      copy.Kestrel_Owner_Intro = 'Première ligne<br/>seconde ligne';
    });
    const { problems } = await checkSettlementPackage(dir);
    const rule = 'the site places each text in a paragraph, label or list of its own, so copy may use inline markup only (strong, em, a)';
    expect(problems.map(({ file, path, reason }) => ({ file, path, reason }))).toEqual([
      { file: 'copy/fr.json', path: 'Kestrel_Owner_Intro', reason: `paragraph or list markup <br/>: ${rule}` },
      { file: 'copy/fr.json', path: 'Kestrel_Papers_Intro', reason: `paragraph or list markup <UL class="x">: ${rule}` },
      { file: 'copy/ja.json', path: 'Kestrel_Boat_Intro', reason: `paragraph or list markup <p>: ${rule}` },
    ]);
  });

  it('names fields as the file writes them, not as the engine reads them', async () => {
    const dir = await demoCopy();
    await editJson(dir, 'forms/standard.json', (forms) => {
      forms.models[0].fields[0].widget = 'slider';
      // The page no longer shows InternationalPhone, and names a field claimantInfo lacks.
      forms.pages[0].sections[2].keys = ['emailAddress', 'confirmEmailAddress', 'phoneNumber', 'confirmPhoneNumber'];
      forms.models[1].fields.find((field: { key: string }) => field.key === 'Quantity').widget = 'dial';
      forms.pages[1].sections[0].keys.push('Colour');
    });
    const { problems } = await checkSettlementPackage(dir);
    const reasons = problems.map((problem) => problem.reason);
    expect(reasons).toContain('Model Standard/claimantInfo, field "FirstName": unknown widget "slider"');
    expect(reasons).toContain('Model Standard/claimDetails, field "Quantity": unknown widget "dial"');
    expect(reasons).toContainEqual(
      expect.stringMatching(/^"claimDetails" has no field "Colour" \(fields: "ProductType", "ProductModel", /),
    );
    expect(reasons).not.toContainEqual(expect.stringContaining('"firstName"'));
  });

  it('names a field no page shows as the file writes it', async () => {
    const dir = await demoCopy();
    await editJson(dir, 'forms/standard.json', (forms) => {
      forms.pages[0].sections[2].keys = ['emailAddress', 'confirmEmailAddress', 'phoneNumber', 'confirmPhoneNumber'];
    });
    const { problems } = await checkSettlementPackage(dir);
    expect(problems.map((problem) => problem.reason)).toEqual([
      'no page shows the field "InternationalPhone" of "claimantInfo": add it to a page\'s section, or remove it',
    ]);
  });

  it('lists every problem of every file, by file and line', async () => {
    const dir = await demoCopy();
    await editJson(dir, 'copy/es.json', (copy: Record<string, string>) => {
      copy.Validation_MaxLength = 'Como máximo {minimum}';
      copy.Shared_Button_AddRow = 'Añadir fila {numero}';
    });
    await editJson(dir, 'settlement.json', (settlement: Record<string, unknown>) => {
      settlement.theme = 'no-such-theme';
    });
    await editJson(dir, 'copy/en.json', (copy: Record<string, string>) => {
      copy.Shared_Button_AddRow = 'Add row {numero}';
    });
    const { problems } = await checkSettlementPackage(dir);
    const places = problems.map((problem) => [problem.file, problem.line ?? 0] as const);
    const sorted = [...places].sort(([fileA, lineA], [fileB, lineB]) => (fileA === fileB ? lineA - lineB : fileA < fileB ? -1 : 1));
    expect(places).toEqual(sorted);
    expect(new Set(problems.map((problem) => problem.file))).toEqual(new Set(['copy/en.json', 'copy/es.json', 'settlement.json']));
  });
});
