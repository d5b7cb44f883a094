import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSettlementPackage } from '@server/settlement/load';
import { copyDemoPackage, editJson } from './support/packages';

// The package check on a payment section: each mistake in the declaration of the methods is
// refused where it is written, saying what is wrong, so a settlement never offers a method the
// app cannot show or the server cannot re-check.

vi.setConfig({ testTimeout: 60_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Method {
  method: string;
  option: string;
  fields: Record<string, string>;
}
interface Forms {
  pages: { segment: string; sections: { kind: string; election?: string; methods?: Method[] }[] }[];
  models: { metadata: { DtoMapping: string }; fields: { key: string; role?: string }[] }[];
}

/** The demo with its payment section and claim details model changed. */
async function demoWith(change: (section: { election?: string; methods?: Method[] }, details: Forms['models'][number]) => void) {
  const dir = await copyDemoPackage();
  made.push(dir);
  await editJson(dir, 'forms/standard.json', (forms: Forms) => {
    const section = forms.pages.flatMap((page) => page.sections).find((candidate) => candidate.kind === 'payment')!;
    change(section, forms.models.find((model) => model.metadata.DtoMapping === 'claimDetails')!);
  });
  return (await checkSettlementPackage(dir)).problems;
}

const payment = 'pages[2].sections[0]';

describe('the settlement check on payment methods', () => {
  it('passes the demo’s six methods', async () => {
    expect(await demoWith(() => {})).toEqual([]);
  });

  it('refuses a payout field without the role payoutAccount, an unknown option and an option no method takes', async () => {
    const problems = await demoWith((section, details) => {
      delete details.fields.find((field) => field.key === 'VenmoHandle')!.role;
      section.methods!.find((method) => method.method === 'zelle')!.option = 'Zel';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: `${payment}.methods[1].fields.handle`,
          reason:
            'the field "VenmoHandle" (the handle of the venmo method) must declare "role": "payoutAccount", so screening compares it across claims and it is sealed at rest',
        }),
        expect.objectContaining({
          path: `${payment}.methods[2].option`,
          reason:
            '"Zel" is not an option of the election field "PaymentMethod" (its options: PayPal, Venmo, Zelle, DirectDeposit, PrepaidCard, Check)',
        }),
        expect.objectContaining({
          path: `${payment}.election`,
          reason: 'the option "Zelle" of "PaymentMethod" chooses no method: add a method with "option": "Zelle", or remove the option',
        }),
      ]),
    );
  });

  it('refuses a method offered twice, an unknown method and an election without its role', async () => {
    const problems = await demoWith((section, details) => {
      section.methods!.push({ method: 'venmo', option: 'Venmo', fields: { handle: 'zelleRecipient' } });
      delete details.fields.find((field) => field.key === 'PaymentMethod')!.role;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `${payment}.methods[6].method`, reason: 'the method "venmo" is offered twice' }),
        expect.objectContaining({
          path: `${payment}.election`,
          reason: 'the election field "PaymentMethod" must declare "role": "paymentElection"',
        }),
      ]),
    );
    const unknown = await demoWith((section) => {
      section.methods![0]!.method = 'bitcoin';
    });
    expect(unknown.map((problem) => problem.path)).toContain(`${payment}.methods[0].method`);
  });
});
