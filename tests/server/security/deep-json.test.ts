// JSON nested 10,000 deep, in a JSON call and in a claim's JSON part: refused with 400, where
// checking it would have exhausted the stack (a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSchemas } from '@/contract/call-schemas';
import { type CallName, callPath, calls } from '@/contract/calls';
import { claimForm, pdf, standardPayload, submitClaim } from '../support/claims';
import { Browser, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

const deep = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Every call of the table whose JSON body has a schema (log-out takes any body, or none). */
const jsonCalls = (Object.keys(calls) as CallName[]).filter((name) => {
  const { request } = callSchemas[name];
  return request.kind === 'json' && request.schema !== null;
});

describe('JSON nested 10,000 deep', () => {
  it('answers 400 in the JSON calls', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    expect(jsonCalls).toEqual(expect.arrayContaining(['tracking', 'authorize', 'caseSignIn']));
    for (const path of jsonCalls.map((name) => callPath(name, { formType: 'automotive' }))) {
      for (const body of [deep(10_000), `{"fieldKey":${deepObject(10_000)}}`]) {
        const response = await browser.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
      }
    }
  });

  it('answers 400 with the message for a claim that cannot be read', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const doc = pdf('documentContexts-doc00001', 'receipt.pdf');
    const payload = JSON.stringify(standardPayload([doc])).replace('"signatureText":"', `"junk":${deepObject(10_000)},"signatureText":"`);
    const response = await submitClaim(browser, 'standard', claimForm(payload, [doc]));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('The claim data is not valid. Please reload the page and try again.');
  });
});
