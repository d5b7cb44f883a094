import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsConfigResponseSchema, submitResponseSchema, type PayloadModel, type SubmissionPayload } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { issueCode } from '@server/paypal/stand-in';
import { checkSettlementPackage } from '@server/settlement/load';
import type { PackageProblem } from '@server/settlement/problems';
import { claimForm, pdf, standardPayload, submitClaim } from './support/claims';
import { copyDemoPackage, editJson, renameNames, writeRenamedPackage } from './support/packages';
import { Browser, startTestServer, type TestServer } from './support/server';

// The server finds the fields it acts on by their roles and the models by their dtoMapping: a
// package whose models have mapping names of their own and whose PayPal fields have keys of their
// own works like the demo, and the settlement check refuses roles the app could not act on.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function problemsOf(dir: string): Promise<PackageProblem[]> {
  made.push(dir);
  return (await checkSettlementPackage(dir)).problems;
}

type Forms = { models: { metadata: { DtoMapping: string }; fields: { key: string; role?: string; props?: { options?: unknown[] } }[] }[] };
const fieldOf = (forms: Forms, key: string) => forms.models.flatMap((model) => model.fields).find((field) => field.key === key)!;

describe('a package with mapping names and field keys of its own', () => {
  let dir: string;
  let server: TestServer;
  let configs: ReturnType<typeof formsConfigResponseSchema.parse>;

  beforeAll(async () => {
    dir = await writeRenamedPackage();
    made.push(dir);
    server = await startTestServer({ settlementDir: dir });
    configs = formsConfigResponseSchema.parse(await (await fetch(`${server.url}${endpoints.formsConfig}`)).json());
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('passes the settlement check', async () => {
    expect((await checkSettlementPackage(dir)).problems).toEqual([]);
  });

  /** The demo's sample claim in the renamed package's keys and metadata hashes. */
  function renamedClaim(payment: Record<string, unknown>): { form: FormData } {
    const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
    const payload = renameNames(standardPayload([doc])) as SubmissionPayload;
    const rehash = (model: PayloadModel) => {
      const config = configs.find((c) => c.metadata.formType === 'Standard' && c.metadata.dtoMapping === model.metadata.dtoMapping)!;
      model.metadataHash = config.metadataHash;
    };
    for (const model of [payload.signature, payload.claimantInfo, payload.claimDetails]) if (model) rehash(model);
    for (const model of [...payload.documentContexts, ...payload.claimTransactions]) rehash(model);
    payload.claimDetails!.fields = { ...payload.claimDetails!.fields, ...payment };
    return { form: claimForm(payload, [doc]) };
  }

  it('checks the PayPal election in the fields with its roles, whatever their keys', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const secret = server.context.csrfSecret;
    const payPal = (code: string | null) => ({
      howToPay: 'PayPal',
      // The check's payee name is hidden (and must be empty) once PayPal is chosen.
      checkPayeeName: null,
      payoutEmail: 'dana@example.com',
      confirmPayPalEmailAddress: 'dana@example.com',
      payoutCode: code,
    });
    const refused = await submitClaim(browser, 'standard', renamedClaim(payPal(null)).form);
    expect(refused.status).toBe(400);
    expect(submitResponseSchema.parse(await refused.json())).toMatchObject({ nonMatchingPaymentElection: true });
    const forged = await submitClaim(browser, 'standard', renamedClaim(payPal(issueCode(secret, 'someone.else@example.com', 10))).form);
    expect(submitResponseSchema.parse(await forged.json())).toMatchObject({ nonMatchingPaymentElection: true });
    const accepted = await submitClaim(browser, 'standard', renamedClaim(payPal(issueCode(secret, 'dana@example.com', 10))).form);
    const body = submitResponseSchema.parse(await accepted.json());
    expect(accepted.status, JSON.stringify(body)).toBe(200);
    expect(body.referenceCodeForm).toMatch(/^STD-/);
  });
});

describe('the settlement check refuses roles the app cannot act on', () => {
  it('refuses a second field with a role only one field may have', async () => {
    const dir = await copyDemoPackage();
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      fieldOf(forms, 'CheckPayeeName').role = 'signatureDate';
    });
    expect(await problemsOf(dir)).toContainEqual(
      expect.objectContaining({
        file: 'forms/standard.json',
        path: 'models[4].fields[2].role',
        reason: 'role "signatureDate" is also the field "CheckPayeeName" of "claimDetails"\'s: one field of a form may have it',
      }),
    );
  });

  it('refuses PayPal switched on without a paymentElection field in any form', async () => {
    const dir = await copyDemoPackage();
    for (const form of ['standard', 'automotive'])
      await editJson(dir, `forms/${form}.json`, (forms: Forms) => {
        delete fieldOf(forms, 'PaymentMethod').role;
      });
    const problems = await problemsOf(dir);
    expect(problems).toContainEqual({
      file: 'settlement.json',
      path: 'payPal.enabled',
      line: expect.any(Number),
      column: expect.any(Number),
      reason: 'PayPal is on, but no form has a field with the role "paymentElection" to choose it (or set "enabled": false)',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/standard.json',
        reason: 'the PayPal block needs fields with the roles "paymentElection" (add "role" to those fields)',
      }),
    );
  });

  it('refuses a paymentElection field that cannot choose PayPal', async () => {
    const dir = await copyDemoPackage();
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      const field = fieldOf(forms, 'PaymentMethod');
      field.props!.options = field.props!.options!.filter((option) => (option as { value: string }).value !== 'PayPal');
    });
    expect(await problemsOf(dir)).toContainEqual(
      expect.objectContaining({
        file: 'forms/standard.json',
        reason: 'a paymentElection field needs an option with the value "PayPal", which starts the PayPal login',
      }),
    );
  });
});
