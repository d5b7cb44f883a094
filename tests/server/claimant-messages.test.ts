import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsConfigResponseSchema, submitResponseSchema, type PayloadModel, type SubmissionPayload } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { claimantMessages, minutesIn, requestCulture } from '@server/claimant-messages';
import { checkSettlementPackage } from '@server/settlement/load';
import { claimForm, submitClaim } from './support/claims';
import { editJson, kestrelClaimant, writeKestrelPackage } from './support/packages';
import { Browser, startTestServer, type TestServer } from './support/server';

// The messages the server words itself (a claim or a sign-in refused) in a package's own cultures:
// the Kestrel package gives some of them in French and none in Japanese, so a French claimant
// reads French and a Japanese one the English text, never a culture the package does not have.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const french = {
  Server_Claim_InvalidAnswers: 'Certaines réponses manquent ou ne sont pas valides. Vérifiez votre réclamation et réessayez.',
  Server_Authorize_NoMatch: 'Le numéro de réclamation et le code ne correspondent pas à nos dossiers.',
  Server_Authorize_TooMany: 'Trop de tentatives. Attendez {minutes} et réessayez.',
};

let dir: string;
let server: TestServer;
let configs: ReturnType<typeof formsConfigResponseSchema.parse>;

beforeAll(async () => {
  dir = await writeKestrelPackage();
  await editJson(dir, 'copy/fr.json', (copy) => Object.assign(copy, french));
  server = await startTestServer({ settlementDir: dir });
  configs = formsConfigResponseSchema.parse(await (await fetch(`${server.url}${endpoints.formsConfig}`)).json());
});
afterAll(async () => {
  await server?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function kestrelModel(formType: 'Standard' | 'Lookup', mapping: string, clientId: string, fields: Record<string, unknown>): PayloadModel {
  const config = configs.find((c) => c.metadata.formType === formType && c.metadata.dtoMapping === mapping)!;
  return {
    clientId,
    id: null,
    metadataHash: config.metadataHash,
    metadata: { dtoMapping: mapping, formType },
    claimTransactionId: null,
    fields,
  };
}

/** A Kestrel Standard claim whose hull number breaks the package's rule. */
const refusedClaim = (culture: string): SubmissionPayload => ({
  reCaptchaResponse: null,
  userPreferredCulture: culture,
  captchaRawValue: null,
  documents: null,
  signature: kestrelModel('Standard', 'signature', 'signature-1', { signedName: 'Claude Tremblay', signatureDate: '06/01/2026' }),
  claimantInfo: kestrelModel('Standard', 'claimantInfo', 'claimantInfo-1', {
    fullName: 'Claude Tremblay',
    email: 'claude@example.com',
    province: 'QC',
  }),
  credentials: null,
  claimDetails: kestrelModel('Standard', 'claimDetails', 'claimDetails-1', { hullNumber: 'BW-100200', modelYear: '2019', engine: null }),
  prepopulatedData: [],
  documentContexts: [],
  claimTransactions: [],
});

async function signIn(acceptLanguage: string, pin: string): Promise<{ status: number; error: string | null }> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  const response = await browser.postJson(
    endpoints.authorize('Lookup'),
    {
      reCaptchaResponse: null,
      credentials: kestrelModel('Lookup', 'credentials', 'credentials-1', { claimId: kestrelClaimant.claimId, pin }),
    },
    { headers: { 'accept-language': acceptLanguage } },
  );
  return { status: response.status, error: ((await response.json()) as { error: string | null }).error };
}

describe("the server's messages in the package's cultures", () => {
  it("answers a refused claim in the claim's culture when the package words it, else in English", async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const inFrench = await submitClaim(browser, 'standard', claimForm(refusedClaim('fr'), []));
    expect(inFrench.status).toBe(400);
    expect(submitResponseSchema.parse(await inFrench.json()).error).toBe(french.Server_Claim_InvalidAnswers);

    const inJapanese = await submitClaim(browser, 'standard', claimForm(refusedClaim('ja'), []));
    expect(inJapanese.status).toBe(400);
    expect(submitResponseSchema.parse(await inJapanese.json()).error).toBe(claimantMessages.invalidAnswers.englishText);
  });

  it('keeps them on the server: the culture content the app loads leaves them out', async () => {
    const content = (await (await fetch(`${server.url}${endpoints.cultureContent('fr')}`)).json()) as { key: string }[];
    expect(content.length).toBeGreaterThan(100);
    expect(content.filter(({ key }) => key.startsWith('Server_'))).toEqual([]);
  });

  it('words a refused sign-in in the culture the request prefers among the package’s', async () => {
    expect(await signIn('fr-CA, fr;q=0.9, en;q=0.8', 'wrong-pin')).toEqual({ status: 401, error: french.Server_Authorize_NoMatch });
    expect(await signIn('de-DE, ja;q=0.5', 'wrong-pin')).toEqual({ status: 401, error: claimantMessages.credentialsWrong.englishText });
    expect(await signIn('de-DE', 'wrong-pin')).toEqual({ status: 401, error: claimantMessages.credentialsWrong.englishText });
  });
});

describe('a package’s texts for the server’s messages', () => {
  it('may give them in some cultures only, and may not name a parameter the server does not fill in', async () => {
    const clean = await checkSettlementPackage(dir);
    expect(clean.problems).toEqual([]);

    await editJson(dir, 'copy/ja.json', (copy) => {
      copy.Server_Claim_NotSaved = '保存できませんでした（{referenceCode}）。';
    });
    const { problems } = await checkSettlementPackage(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'copy/ja.json',
        path: 'Server_Claim_NotSaved',
        reason: expect.stringContaining('{referenceCode} is filled in by nothing'),
      }),
    ]);
  });
});

describe('requestCulture and minutesIn', () => {
  const settlement = { info: { cultures: { en: 'English', fr: 'Français', 'pt-BR': 'Português (Brasil)' } } };

  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['pt-BR', 'pt-BR'],
    // Language tags are not case-sensitive.
    ['pt-br', 'pt-BR'],
    ['FR-ca, en;q=0.5', 'fr'],
    ['de, *;q=0.1', null],
    ['fr;q=0, en', 'en'],
    ['', null],
  ])('picks %j as %j', (header, culture) => {
    expect(requestCulture(settlement, header)).toBe(culture);
  });

  it('words minutes with the culture’s own plural', () => {
    expect(minutesIn('en', 1)).toBe('1 minute');
    expect(minutesIn('en', 15)).toBe('15 minutes');
    expect(minutesIn('es', 5)).toBe('5 minutos');
    expect(minutesIn(null, 2)).toBe('2 minutes');
  });
});
