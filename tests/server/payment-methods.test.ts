import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { withFields } from '../support/sample-claim';
import { adminHeaders } from './support/admin';
import { claimForm, pdf, standardPayload, submitClaim } from './support/claims';
import { Browser, startTestServer, type TestServer } from './support/server';

// The server re-checks a payment election with the methods' definitions: a claim sent past the
// app with an election its method refuses is refused with the engine's own message, in the
// claim's language, and a method the package does not offer is refused; nothing is stored.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

/** The demo's Standard claim paid by the given election (the check's payee left empty, as the
 *  app leaves a hidden field), in a culture. */
function claim(election: Record<string, unknown>, culture = 'en') {
  const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
  const payload = standardPayload([doc], { userPreferredCulture: culture });
  payload.claimDetails = withFields(payload.claimDetails, { checkPayeeName: null, ...election });
  return claimForm(payload, [doc]);
}

describe('a payment election on the server', () => {
  it('refuses a Venmo election with a bad handle with the engine’s message, in the claim’s language', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const venmo = (handle: string, culture?: string) => claim({ paymentMethod: 'Venmo', venmoHandle: handle }, culture);

    const refused = await submitClaim(browser, 'standard', venmo('@dana-w'));
    expect(refused.status).toBe(400);
    expect(submitResponseSchema.parse(await refused.json())).toMatchObject({
      referenceCodeForm: null,
      error: 'Enter the phone number or email address of your Venmo account',
    });
    const inSpanish = await submitClaim(browser, 'standard', venmo('@dana-w', 'es'));
    expect(submitResponseSchema.parse(await inSpanish.json()).error).toBe(
      'Ingrese el número de teléfono o el correo electrónico de su cuenta de Venmo',
    );

    const accepted = await submitClaim(browser, 'standard', venmo('(916) 555-0187'));
    expect(accepted.status).toBe(200);
    const code = submitResponseSchema.parse(await accepted.json()).referenceCodeForm;
    // A Venmo handle is a payout account: sealed at rest, so an administrator sees it masked.
    const stored = (await (await fetch(`${server.url}/api/admin/claims/${code}`, { headers: adminHeaders })).json()) as {
      payload: { claimDetails: { fields: Record<string, unknown> } };
    };
    expect(stored.payload.claimDetails.fields).toMatchObject({ paymentMethod: 'Venmo', venmoHandle: '****0187' });
  });

  it('refuses a direct deposit whose routing number fails the ABA check digit', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const deposit = (routing: string) =>
      claim({
        paymentMethod: 'DirectDeposit',
        bankRoutingNumber: routing,
        bankAccountNumber: '123456789',
        confirmBankAccountNumber: '123456789',
        bankAccountType: 'Checking',
      });
    const refused = await submitClaim(browser, 'standard', deposit('021000022'));
    expect(refused.status).toBe(400);
    expect(submitResponseSchema.parse(await refused.json()).error).toBe(
      'Enter the 9-digit routing number printed at the bottom left of a check',
    );
    expect((await submitClaim(browser, 'standard', deposit('021000021'))).status).toBe(200);
  });

  it('refuses a method the package does not offer', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const refused = await submitClaim(browser, 'standard', claim({ paymentMethod: 'Bitcoin' }));
    expect(refused.status).toBe(400);
    expect(submitResponseSchema.parse(await refused.json())).toMatchObject({ referenceCodeForm: null, error: expect.any(String) });
    // The same claim with a method the package offers is filed.
    expect((await submitClaim(browser, 'standard', claim({ paymentMethod: 'Check', checkPayeeName: 'Dana Whitfield' }))).status).toBe(200);
  });
});
