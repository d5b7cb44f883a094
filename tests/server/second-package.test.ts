import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorizeResponseSchema,
  captchaConfigSchema,
  cmsDeadlinesSchema,
  cultureContentResponseSchema,
  culturesResponseSchema,
  formsConfigResponseSchema,
  submitResponseSchema,
  type PayloadModel,
  type SubmissionPayload,
} from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { normalizeDeadlines } from '@/features/deadlines/deadline-settings';
import { resolveSettings } from '@server/settings/settings';
import { claimForm, submitClaim } from './support/claims';
import { kestrelClaimant, writeKestrelPackage } from './support/packages';
import { Browser, startTestServer, type TestServer } from './support/server';

// A package written for the tests, unlike the demo in everything a package decides (see
// support/packages.ts), served over HTTP: what the site shows comes from it, not from the demo.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let dir: string;
let server: TestServer;
let configs: ReturnType<typeof formsConfigResponseSchema.parse>;

beforeAll(async () => {
  dir = await writeKestrelPackage();
  // A database of its own: the package's claimants are written into an empty claimants table only.
  server = await startTestServer({ settlementDir: dir, engine: 'postgres' });
  configs = formsConfigResponseSchema.parse(await get(endpoints.formsConfig));
});
afterAll(async () => {
  await server?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** A model of the Kestrel configs as the client sends it. */
function kestrelModel(mapping: string, clientId: string, fields: Record<string, unknown>): PayloadModel {
  const config = configs.find((c) => c.metadata.formType === 'Standard' && c.metadata.dtoMapping === mapping)!;
  return {
    clientId,
    id: null,
    metadataHash: config.metadataHash,
    metadata: { dtoMapping: mapping, formType: 'Standard' },
    claimTransactionId: null,
    fields,
  };
}

describe('a second settlement package, served', () => {
  it('offers its own three cultures, one of them in Japanese script', async () => {
    expect(culturesResponseSchema.parse(await get(endpoints.cultures))).toEqual({ en: 'English', fr: 'Français', ja: '日本語' });
  });

  it('serves its copy in each culture, with settlement.json values filled in', async () => {
    const copyOf = async (culture: string) =>
      new Map(cultureContentResponseSchema.parse(await get(endpoints.cultureContent(culture))).map((e) => [e.key, e.value]));
    const [en, fr, ja] = [await copyOf('en'), await copyOf('fr'), await copyOf('ja')];
    expect(ja.get('Field_Boat_HullNumber')).toBe('船体識別番号');
    expect(fr.get('Field_Boat_HullNumber')).toBe('Numéro d’identification de la coque');
    expect(en.get('Validation_Year_Range')).toBe('Enter a year from {min} to {max}');
    expect(ja.get('Header_CaseName')).toBe('Harbour v. Kestrel Marine Ltd.');
    expect(fr.get('Footer_Phone')).toBe('1-888-555-0199');
    expect(ja.get('Shared_Button_Next')).toBe('次へ');
    expect(en.get('Field_ClaimDetails_VIN')).toBeUndefined();
    const unknown = await fetch(`${server.url}${endpoints.cultureContent('es')}`);
    expect(unknown.status).toBe(404);
  });

  it('serves the model configs of its two form types only, with its own field keys', async () => {
    expect([...new Set(configs.map((c) => c.metadata.formType))]).toEqual(['Standard', 'Lookup']);
    const details = configs.find((c) => c.metadata.formType === 'Standard' && c.metadata.dtoMapping === 'claimDetails')!;
    expect(details.fields.map((f) => f.key)).toEqual(['hullNumber', 'modelYear', 'engine']);
    const raw = (await get(endpoints.formsConfig)) as { metadata: Record<string, unknown>; fields: { key: string }[] }[];
    expect(raw[0]!.metadata).toMatchObject({ DtoMapping: 'claimantInfo', FormType: 'Standard' });
    expect(raw[0]!.fields.map((f) => f.key)).toEqual(['FullName', 'Email', 'Province']);
  });

  it('serves its deadlines in its zone and date formats, with per-culture redirects the app reads', async () => {
    const answer = cmsDeadlinesSchema.parse(await get(endpoints.deadlines));
    expect(answer.en.projectTimeZone).toBe('Eastern');
    expect(answer.en.deadlines.claimFilingDeadline).toEqual({
      deadlineDateTime: '06/30/2098 05:00:00 PM',
      redirectUrl: 'https://kestrel-hulls.example/closed',
    });
    expect(answer.en.deadlines.lookupFilingDeadline?.deadlineDateTime).toBe('2098-06-30T17:00:00.5');
    expect(Object.keys(answer)).toEqual(['en', 'fr', 'ja']);
    const settings = normalizeDeadlines(answer);
    // 5 p.m. Eastern daylight time is 21:00 UTC.
    expect(new Date(settings.globalDeadline!.at).toISOString()).toBe('2098-06-30T21:00:00.000Z');
    expect(settings.globalDeadline!.redirectByLanguage).toEqual({ fr: '/deadline', ja: 'https://kestrel-hulls.example/ja/closed' });
  });

  it('takes theme, captcha, banner and expired-session redirect from settlement.json', async () => {
    expect(captchaConfigSchema.parse(await get(endpoints.captcha))).toEqual({ provider: 'none', siteKey: null });
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('data-theme-setting="ftc-7-0-default"');
    expect(html).toContain('data-banner="on"');
    expect(html).toContain('data-expired-redirect-url="https://kestrel-hulls.example/session"');
    expect(await get(endpoints.charactersWhitelist)).toEqual({ allowedCharacters: expect.stringContaining('ÀÂÇÉ') });
  });

  it('authorizes its own claimant on Lookup, and has no calls for the forms it does not offer', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const credentials = configs.find((c) => c.metadata.formType === 'Lookup' && c.metadata.dtoMapping === 'credentials')!;
    const response = await browser.postJson(endpoints.authorize('Lookup'), {
      reCaptchaResponse: null,
      credentials: {
        clientId: 'credentials-1',
        id: null,
        metadataHash: credentials.metadataHash,
        metadata: { dtoMapping: 'credentials', formType: 'Lookup' },
        claimTransactionId: null,
        fields: { claimId: kestrelClaimant.claimId.toLowerCase(), pin: kestrelClaimant.pin },
      },
    });
    expect(response.status).toBe(200);
    expect(authorizeResponseSchema.parse(await response.json()).prepopulatedData).toEqual([
      { metadata: { DtoMapping: 'prepopulatedData', FormType: 'Lookup' }, fields: { ClaimStatus: kestrelClaimant.status } },
    ]);
    for (const path of [endpoints.authorize('Automotive'), '/api/forms/automotive', '/api/forms/documents-upload']) {
      expect((await browser.postJson(path, {})).status, path).toBe(404);
    }
  });

  it('accepts a Standard claim in Japanese against its own configs, and refuses one that breaks its rules', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const claim = (hullNumber: string): SubmissionPayload => ({
      reCaptchaResponse: null,
      userPreferredCulture: 'ja',
      captchaRawValue: null,
      documents: null,
      signature: kestrelModel('signature', 'signature-1', { signedName: 'Akira Tanaka', signatureDate: '06/01/2026' }),
      claimantInfo: kestrelModel('claimantInfo', 'claimantInfo-1', {
        fullName: 'Akira Tanaka',
        email: 'akira@example.com',
        province: 'BC',
      }),
      credentials: null,
      claimDetails: kestrelModel('claimDetails', 'claimDetails-1', { hullNumber, modelYear: '2019', engine: null }),
      prepopulatedData: [],
      documentContexts: [],
      claimTransactions: [],
    });
    const accepted = await submitClaim(browser, 'standard', claimForm(claim('KM-00417'), []));
    const body = submitResponseSchema.parse(await accepted.json());
    expect(accepted.status, JSON.stringify(body)).toBe(200);
    expect(body.referenceCodeForm).toMatch(/^STD-/);
    const refused = await submitClaim(browser, 'standard', claimForm(claim('BW-100200'), []));
    expect(refused.status).toBe(400);
  });
});

describe('settings of the package and of the environment', () => {
  it('takes the package’s values when no variable is set', () => {
    const settings = resolveSettings({}, server.settlement.info);
    expect(settings).toMatchObject({
      banner: true,
      captchaProvider: 'none',
      captchaSiteKey: null,
      expiredRedirectUrl: 'https://kestrel-hulls.example/session',
      analyticsTagId: null,
    });
    expect(settings.theme.setting).toBe('ftc-7-0-default');
  });

  it('lets each variable that is set win, the captcha site key going with the provider it belongs to', () => {
    const settings = resolveSettings(
      { theme: 'jnd-9-0-kontent', banner: 'false', captchaProvider: 'test', analyticsTagId: 'G-ABC123XYZ', expiredRedirectUrl: '/lookup' },
      server.settlement.info,
    );
    expect(settings).toMatchObject({
      banner: false,
      captchaProvider: 'test',
      captchaSiteKey: 'test-site-key',
      analyticsTagId: 'G-ABC123XYZ',
      expiredRedirectUrl: '/lookup',
    });
    expect(settings.theme.setting).toBe('jnd-9-0-kontent');
  });

  it('asks for the secret of a provider the package names', () => {
    const info = { ...server.settlement.info, captcha: { provider: 'hcaptcha' as const, siteKey: 'site-key-1' } };
    expect(() => resolveSettings({}, info)).toThrow(/settlement package's captcha provider hcaptcha needs .* CAPTCHA_SECRET/);
    expect(resolveSettings({ captchaSecret: 's3cret' }, info)).toMatchObject({ captchaProvider: 'hcaptcha', captchaSiteKey: 'site-key-1' });
  });
});
