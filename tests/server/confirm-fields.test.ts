import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { withFields } from '../support/sample-claim';
import { claimForm, pdf, standardPayload, submitClaim } from './support/claims';
import { Browser, startTestServer, type TestServer } from './support/server';

// The server checks confirm fields too: a claim sent past the browser with a confirm email or
// phone that differs from the field it confirms is refused and nothing is stored.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

describe('confirm fields on the server', () => {
  it('refuses a claim whose confirm email or confirm phone differs, and accepts the matching one', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const claim = (fields: Record<string, unknown>) => {
      const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
      const payload = standardPayload([doc]);
      payload.claimantInfo = withFields(payload.claimantInfo, fields);
      return claimForm(payload, [doc]);
    };
    for (const fields of [{ confirmEmailAddress: 'dana.whitfeld@example.com' }, { confirmPhoneNumber: '(916) 555-0178' }]) {
      const refused = await submitClaim(browser, 'standard', claim(fields));
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(submitResponseSchema.parse(await refused.json())).toMatchObject({ referenceCodeForm: null, error: expect.any(String) });
    }
    const accepted = await submitClaim(browser, 'standard', claim({ confirmEmailAddress: 'Dana.Whitfield@example.com' }));
    expect(accepted.status).toBe(200);
  });
});
