import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cultureDirection } from '@/engine/text-direction';
import { pageSectionSchema, type PageLayout } from '@/contract/page-layouts';
import { addressBlockOf } from '@server/case-file/view';
import { payoutSectionOf } from '@server/case-file/payout-section';
import { claimRecipient } from '@server/claims/recipient';
import { claimIdentity } from '@server/screening/identity';
import { loadSettlement } from '@server/settlement/load';
import type { SubmissionPayload } from '@/contract/api';
import { readWadiCopy, writeWadiPackage } from './support/wadi-package';

// The Wadi Olive Oil test package (support/wadi-package.ts) is what its journeys claim it is: a
// package the settlement checker accepts, with every section kind the engine renders, a
// right-to-left culture and mapping names of its own.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let dir = '';
beforeAll(async () => {
  dir = await writeWadiPackage();
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run settlement:check -- DIR` as an administrator would. */
function check(packageDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '-s', 'settlement:check', '--', packageDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const readForm = async (form: string) =>
  JSON.parse(await readFile(join(dir, 'forms', `${form}.json`), 'utf8')) as {
    pages: PageLayout[];
    models: { metadata: { DtoMapping: string; MappingName?: string } }[];
  };

describe('the Wadi Olive Oil test package', () => {
  it('passes the settlement checker', async () => {
    const { code, output } = await check(dir);
    expect(output).toMatch(/: ok - Wadi Olive Oil Settlement: 2 form type\(s\) \(Standard, Lookup\).*2 culture\(s\) \(en, ar\)/);
    expect(code).toBe(0);
  });

  it('has every page section kind the engine renders', async () => {
    const kinds = pageSectionSchema.options.map((option) => option.shape.kind.value);
    const used = new Set<string>();
    for (const form of ['standard', 'lookup'])
      for (const page of (await readForm(form)).pages) for (const section of page.sections) used.add(section.kind);
    expect([...used].sort()).toEqual([...kinds].sort());
  });

  it('names every model by a mapping name of its own, never its DtoMapping', async () => {
    for (const form of ['standard', 'lookup'])
      for (const model of (await readForm(form)).models) expect(model.metadata.MappingName).not.toBe(model.metadata.DtoMapping);
  });

  it("offers its claimants' case file the change of address and of payment method, found by its own mapping names", async () => {
    const settlement = await loadSettlement(dir);
    expect(addressBlockOf(settlement, 'Standard')).toEqual({
      dtoMapping: 'claimantInfo',
      keys: expect.arrayContaining(['mailingStreetLine1', 'mailingCity', 'mailingPostalCode']),
    });
    // PayPal's login runs in the wizard only: the cheque is what the case file offers.
    expect(payoutSectionOf(settlement, 'Standard')?.methods.map((m) => m.option)).toEqual(['Check']);
    // Its mails greet the claimant by the name of its own name section.
    const applicant = { fields: { firstName: 'Layla', lastName: 'Haddad', contactEmail: 'layla@example.com' } };
    expect(claimRecipient(settlement, 'Standard', { claimantInfo: applicant } as unknown as SubmissionPayload)).toEqual({
      address: 'layla@example.com',
      name: 'Layla Haddad',
    });
    // Screening reads the claimant's name from the same section, so near duplicates are found.
    expect(claimIdentity(settlement, 'Standard', { claimantInfo: applicant } as unknown as SubmissionPayload)).toMatchObject({
      firstName: 'layla',
      lastName: 'haddad',
    });
  });

  it('has a right-to-left culture beside a left-to-right one', async () => {
    const settlement = JSON.parse(await readFile(join(dir, 'settlement.json'), 'utf8')) as { cultures: Record<string, string> };
    const directions = Object.keys(settlement.cultures).map(cultureDirection);
    expect(directions.sort()).toEqual(['ltr', 'rtl']);
    expect((await readWadiCopy(dir, 'ar')).Wadi_Applicant_Heading).toBe('من اشترى الزيت؟');
  });
});
