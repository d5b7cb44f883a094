import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizeResponseSchema, formsConfigResponseSchema, type SubmissionPayload } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import type { FormType } from '@/contract/form-type-names';
import { findClaimByReference } from '@server/db/claims';
import { checkSettlementPackage } from '@server/settlement/load';
import { adminHeaders } from './support/admin';
import { claimForm, documentsUploadPayload, model, pdf, submitClaim } from './support/claims';
import { copyDemoPackage, editJson } from './support/packages';
import { Browser, startTestServer, type TestServer } from './support/server';

// The sign-in of a form whose page authorizes is found by the roles claimId and pin of its
// credentials model, never by the fields' keys: a package that renames them signs in as the demo
// does, a package from before the roles still signs in (the roles assumed from the keys ClaimId
// and Pin, with a warning), and a package with neither fails the check naming what to declare.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Field = { key: string; role?: string };
type Forms = { models: { metadata: { DtoMapping: string }; fields: Field[] }[] };
const credentialFields = (forms: Forms) => forms.models.find((m) => m.metadata.DtoMapping === 'credentials')!.fields;

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the demo with each authorizing form's credentials fields changed by `change`. */
async function demoWithCredentials(change: (fields: Field[]) => void): Promise<string> {
  const dir = await copyDemoPackage();
  made.push(dir);
  for (const form of ['lookup', 'automotive', 'documents-upload'])
    await editJson(dir, `forms/${form}.json`, (forms: Forms) => change(credentialFields(forms)));
  return dir;
}

/** Posts an authorize of `formType` with the credentials model's fields as given. */
async function authorize(server: TestServer, formType: FormType, fields: Record<string, unknown>) {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const response = await browser.postJson(endpoints.authorize(formType), {
    reCaptchaResponse: null,
    credentials: model(formType, 'credentials', 'credentials-q7r8s9t0', fields),
  });
  return { browser, status: response.status, body: authorizeResponseSchema.parse(await response.json()) };
}

describe('a package whose credentials fields have keys of their own and carry the roles', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await demoWithCredentials((fields) => {
      fields.find((field) => field.role === 'claimId')!.key = 'ClaimNumber';
      fields.find((field) => field.role === 'pin')!.key = 'PinCode';
    });
    server = await startTestServer({ settlementDir: dir, captchaProvider: 'none' });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('passes the check without a warning', async () => {
    const check = await checkSettlementPackage(dir);
    expect(check.problems).toEqual([]);
    expect(check.warnings).toEqual([]);
  });

  it('signs in with valid credentials under its own keys and refuses wrong ones', async () => {
    const valid = await authorize(server, 'Lookup', { claimNumber: 'bw-100200', pinCode: '4321' });
    expect(valid.status).toBe(200);
    expect(valid.body.authorized).toBe(true);
    expect(valid.body.prepopulatedData.length).toBeGreaterThan(0);

    const wrongPin = await authorize(server, 'Lookup', { claimNumber: 'BW-100200', pinCode: '9999' });
    expect(wrongPin.status).toBe(401);
    expect(wrongPin.body).toMatchObject({ authorized: false, error: 'The claim ID and PIN do not match our records.' });

    // The demo's keys name nothing in this package.
    const demoKeys = await authorize(server, 'Lookup', { claimId: 'BW-100200', pin: '4321' });
    expect(demoKeys.status).toBe(400);
    expect(demoKeys.body).toMatchObject({ authorized: false, error: 'Enter your claim ID and PIN.' });
  });

  /** A DocumentsUpload claim with these credentials fields, its models hashed as this package serves them. */
  async function documentsClaim(fields: Record<string, unknown>, doc: ReturnType<typeof pdf>): Promise<SubmissionPayload> {
    const configs = formsConfigResponseSchema.parse(await (await fetch(`${server.url}${endpoints.formsConfig}`)).json());
    const hashOf = (dtoMapping: string) =>
      configs.find((config) => config.metadata.formType === 'DocumentsUpload' && config.metadata.dtoMapping === dtoMapping)!.metadataHash;
    const payload = documentsUploadPayload([doc]);
    const credentials = { ...model('DocumentsUpload', 'credentials', 'credentials-q7r8s9t0', fields), metadataHash: hashOf('credentials') };
    const contexts = payload.documentContexts.map((context) => ({ ...context, metadataHash: hashOf('DocumentContexts') }));
    return { ...payload, userPreferredCulture: 'en', credentials, documentContexts: contexts };
  }

  it('keeps the authorize call of a form without a credentials model on the keys claimId and pin', async () => {
    // The demo's Standard form has no sign-in page, so no field of it has the roles.
    const standard = await authorize(server, 'Standard', { claimId: 'BW-100200', pin: '4321' });
    expect(standard.status).toBe(200);
    expect((await authorize(server, 'Standard', { claimNumber: 'BW-100200', pinCode: '4321' })).status).toBe(400);
  });

  it('ties a claim to the signed-in claim ID under its own key and never stores the PIN', async () => {
    const { browser, status } = await authorize(server, 'DocumentsUpload', { claimNumber: 'BW-100200', pinCode: '4321' });
    expect(status).toBe(200);
    const doc = pdf('DocumentContexts-doc00001', 'invoice.pdf');
    const payload = await documentsClaim({ claimNumber: 'bw-100200', pinCode: '4321' }, doc);
    const response = await submitClaim(browser, 'documents-upload', claimForm(payload, [doc]));
    expect(response.status, await response.clone().text()).toBe(200);
    const { referenceCodeForm } = (await response.json()) as { referenceCodeForm: string };
    const stored = (await findClaimByReference(server.context.db, referenceCodeForm))!.payload as SubmissionPayload;
    expect(stored.credentials!.fields).toEqual({ claimNumber: 'BW-100200', pinCode: null });
    // Nor does the export have a column for it.
    const exported = await fetch(`${server.url}/api/admin/export?format=csv&formType=DocumentsUpload`, { headers: adminHeaders });
    const header = (await exported.text()).split('\n')[0]!;
    expect(header).toContain('DocumentsUpload.credentials.claimNumber');
    expect(header.toLowerCase()).not.toContain('pincode');

    const other = await authorize(server, 'DocumentsUpload', { claimNumber: 'BW-100200', pinCode: '4321' });
    const elsewhere = await documentsClaim({ claimNumber: 'BW-100300', pinCode: null }, doc);
    const refused = await submitClaim(other.browser, 'documents-upload', claimForm(elsewhere, [doc]));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('The claim ID in this claim is not the one you signed in with.');
  });
});

describe('a package from before the roles', () => {
  const dir = join(process.cwd(), 'tests/fixtures/packages/1-2026-11-26');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ settlementDir: dir, captchaProvider: 'none' });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('loads with a warning for each credentials model, naming its fields and the roles to add', async () => {
    const check = await checkSettlementPackage(dir);
    expect(check.problems).toEqual([]);
    const credentials = check.warnings.filter((warning) => warning.reason.includes('credentials model'));
    expect(credentials.map((warning) => warning.file).sort()).toEqual([
      'forms/automotive.json',
      'forms/documents-upload.json',
      'forms/lookup.json',
    ]);
    for (const warning of credentials)
      expect(warning.reason).toBe(
        'the credentials model "credentials" declares no roles "claimId" and "pin": the fields "ClaimId" and "Pin" are taken for the claim ID and PIN by their keys (add "role": "claimId" and "role": "pin" to them; see settlements/README.md, "Package formats")',
      );
  });

  it('still signs in with valid credentials and refuses wrong ones', async () => {
    const valid = await authorize(server, 'Lookup', { claimId: 'BW-100200', pin: '4321' });
    expect(valid.status).toBe(200);
    expect(valid.body.authorized).toBe(true);
    const wrong = await authorize(server, 'Lookup', { claimId: 'BW-100200', pin: '1111' });
    expect(wrong.status).toBe(401);
  });

  it('serves the assumed roles to the app', async () => {
    const configs = formsConfigResponseSchema.parse(await (await fetch(`${server.url}${endpoints.formsConfig}`)).json());
    const lookup = configs.find((config) => config.metadata.formType === 'Lookup' && config.metadata.dtoMapping === 'credentials')!;
    expect(lookup.fields.map((field) => field.role)).toEqual(['claimId', 'pin']);
  });
});

describe('the check of the sign-in', () => {
  it('refuses a form whose page authorizes with neither the roles nor the keys ClaimId and Pin', async () => {
    const dir = await demoWithCredentials((fields) => {
      for (const field of fields) delete field.role;
      fields[0]!.key = 'ClaimNumber';
      fields[1]!.key = 'PinCode';
    });
    const check = await checkSettlementPackage(dir);
    expect(check.settlement).toBeNull();
    expect(check.problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/lookup.json',
        path: 'models[0].fields',
        reason:
          'the credentials model "credentials" has no fields with the roles "claimId" and "pin", which a form whose page authorizes (pages[0]) signs in with: add "role": "claimId" to the field of the claim ID and "role": "pin" to the field of the PIN',
      }),
    );
  });

  it('refuses a credentials model that declares one of the two roles', async () => {
    const dir = await demoWithCredentials((fields) => {
      delete fields.find((field) => field.role === 'pin')!.role;
    });
    expect((await checkSettlementPackage(dir)).problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/automotive.json',
        reason:
          'the credentials model "credentials" has no field with the role "pin": a form whose page authorizes (pages[0]) needs one field with each of the roles "claimId" and "pin" (add "role": "pin" to that field)',
      }),
    );
  });

  it('refuses a second field with a sign-in role, and a sign-in role outside the credentials model', async () => {
    const dir = await demoWithCredentials((fields) => {
      fields.find((field) => field.role === 'pin')!.role = 'claimId';
    });
    await editJson(dir, 'forms/lookup.json', (forms: Forms) => {
      forms.models.find((m) => m.metadata.DtoMapping === 'prepopulatedData')!.fields[0]!.role = 'pin';
    });
    const problems = await checkSettlementPackage(dir).then((check) => check.problems);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/lookup.json',
        reason: 'role "claimId" is also the field "ClaimId" of "credentials"\'s: one field of a form may have it',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/lookup.json',
        reason: expect.stringMatching(
          /^role "pin" belongs on a field of the credentials model \(DtoMapping "credentials"\), which authorize sends, and "\w+" is another model$/,
        ),
      }),
    );
  });
});

describe('a form whose claimants could never reach their case file', () => {
  it('loads with a warning naming the form, when it has no email role and no sign-in', async () => {
    const dir = await copyDemoPackage();
    made.push(dir);
    // The Standard form's email field without its role: no mail, and Standard has no sign-in.
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      for (const model of forms.models) for (const field of model.fields) if (field.role === 'email') delete field.role;
    });
    const check = await checkSettlementPackage(dir);
    expect(check.problems).toEqual([]);
    expect(check.warnings.map((warning) => [warning.file, warning.reason])).toEqual([
      [
        'forms/standard.json',
        'no field of the Standard form has the role "email" and it has no claim ID and PIN sign-in: its claimants get no confirmation mail and cannot sign in to their case file (add "role": "email" to the claimant\'s email field)',
      ],
    ]);
    // The demo as it is warns of nothing (DocumentsUpload has no email, but signs in by notice).
    expect((await checkSettlementPackage(await copyDemoPackage().then((d) => (made.push(d), d)))).warnings).toEqual([]);
  });
});
