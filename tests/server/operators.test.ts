import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/http/app';
import { warmUp } from '@server/http/warm-up';
import { claimForm, pdf, standardPayload, submitClaim, type TestDocument } from './support/claims';
import { startChildServer, type ChildServer } from './support/child-server';
import { ADMIN_TOKEN, Browser, freshDirs, startTestServer, type TestServer } from './support/server';

// What an operator sees: health and readiness calls, metrics, the JSON log and the drain on
// SIGTERM. The log and the signal are those of a server in its own process, read from its stdout.

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The multipart body of a claim as bytes, with its content type, to send in pieces. */
async function claimBody(documents: TestDocument[]): Promise<{ bytes: Buffer; type: string }> {
  const response = new Response(claimForm(standardPayload(documents), documents));
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type')! };
}

/** Starts a submit whose body arrives in two halves: the second when `finish` is called. */
function slowSubmit(browser: Browser, origin: string, body: { bytes: Buffer; type: string }) {
  const half = Math.floor(body.bytes.length / 2);
  const req = request(`${origin}/api/forms/standard`, {
    method: 'POST',
    headers: { ...browser.requestHeaders(), 'content-type': body.type, 'content-length': String(body.bytes.length) },
  });
  const answer = new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
  });
  req.write(body.bytes.subarray(0, half));
  return { answer, finish: () => req.end(body.bytes.subarray(half)) };
}

/** The value of a metric line (name with its labels as written), or undefined. */
function metric(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

/** Polls until `check` holds, as an operator's dashboard would show it. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

describe('health, readiness and metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsPort: 0 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('answers /healthz and /readyz with what is ready', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok', settlement: 'ok', draining: false, warm: true });
  });

  it('counts claims by outcome and reason, request durations by route, uploads, renders, the event loop and the pool', async () => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const document = pdf('documentContexts-a1', 'receipt.pdf');
    expect((await submitClaim(browser, 'standard', claimForm(standardPayload([document]), [document]))).status).toBe(200);
    expect((await submitClaim(browser, 'standard', claimForm('{"not":"a claim"}', []))).status).toBe(400);
    expect(
      (await browser.fetch('/api/forms/standard', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    // A 400 is told apart by its body: PayPal chosen without the code of a PayPal login.
    const payPal = standardPayload([document]);
    payPal.claimDetails!.fields = {
      ...payPal.claimDetails!.fields,
      paymentMethod: 'PayPal',
      checkPayeeName: null,
      payPalEmailAddress: 'dana@example.com',
      confirmPayPalEmailAddress: 'dana@example.com',
      payPalAuthCode: null,
    };
    const election = await submitClaim(browser, 'standard', claimForm(payPal, [document]));
    expect(election.status).toBe(400);
    expect(await election.json()).toMatchObject({ nonMatchingPaymentElection: true });
    // An answer the submit route did not write: the CSRF check's, for a claim without its token.
    expect(
      (await fetch(`${server.url}/api/forms/standard`, { method: 'POST', body: claimForm(standardPayload([document]), [document]) }))
        .status,
    ).toBe(403);

    expect((await fetch(`${server.url}/api/admin/metrics`)).status).toBe(401);
    const answer = await fetch(`${server.url}/api/admin/metrics`, { headers: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(metric(text, 'claims_total{outcome="accepted",reason="ok"}')).toBe(1);
    expect(metric(text, 'claims_total{outcome="refused",reason="invalid"}')).toBe(1);
    expect(metric(text, 'claims_total{outcome="refused",reason="contentType"}')).toBe(1);
    expect(metric(text, 'claims_total{outcome="refused",reason="paymentElection"}')).toBe(1);
    expect(metric(text, 'claims_total{outcome="refused",reason="forbidden"}')).toBe(1);
    expect(metric(text, 'claims_uploads_in_flight')).toBe(0);
    expect(metric(text, 'http_request_duration_seconds_count{method="POST",route="/api/forms/standard",status="200"}')).toBe(1);
    expect(metric(text, 'http_request_duration_seconds_count{method="GET",route="/api/csrf",status="200"}')).toBe(1);
    expect(text).toContain('# TYPE page_render_seconds histogram');
    expect(metric(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(metric(text, 'db_pool_connections{state="max"}')).toBe(1);

    // The same metrics on their own port, without the token.
    const onPort = await (await fetch(server.metricsUrl!)).text();
    expect(metric(onPort, 'claims_total{outcome="accepted",reason="ok"}')).toBe(1);
  });

  it('says ready only once each form’s first page has been rendered', async () => {
    const dirs = await freshDirs();
    const { cleanup, ...settings } = dirs;
    const created = await createApp({ ...settings, port: 0 });
    try {
      const cold = await created.app.request('/readyz');
      expect(cold.status).toBe(503);
      expect(await cold.json()).toMatchObject({ status: 'not ready', warm: false, database: 'ok' });
      await warmUp(created.app, created.context, 'http://localhost');
      const warm = await created.app.request('/readyz');
      expect(warm.status).toBe(200);
      expect(await warm.json()).toMatchObject({ status: 'ready', warm: true });
    } finally {
      await created.close();
      await cleanup();
    }
  });

  it('turns new requests away while draining, and lets an upload in flight finish', async () => {
    const other = await startTestServer({ engine: 'postgres' });
    try {
      const browser = new Browser(other.url);
      await browser.getCsrf();
      const document = pdf('documentContexts-a1', 'receipt.pdf', 256 * 1024);
      const upload = slowSubmit(browser, other.url, await claimBody([document]));
      await until(async () => metric(await other.context.metrics.registry.metrics(), 'claims_uploads_in_flight') === 1);

      const drained = other.drain(60);
      const readiness = await other.app.request('/readyz');
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toMatchObject({ status: 'not ready', draining: true, database: 'ok' });
      expect((await other.app.request('/healthz')).status).toBe(200);
      const refused = await other.app.request('/api/csrf');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      await expect(fetch(`${other.url}/healthz`)).rejects.toThrow();

      upload.finish();
      const { status, json } = await upload.answer;
      expect(status).toBe(200);
      expect(json.referenceCodeForm).toMatch(/^[A-Z0-9-]+$/);
      await drained;
      expect(metric(await other.context.metrics.registry.metrics(), 'claims_total{outcome="accepted",reason="ok"}')).toBe(1);
    } finally {
      await other.cleanup();
    }
  });
});

describe('the JSON log and SIGTERM of a server process', () => {
  let child: ChildServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const dirs = await freshDirs();
    child = await startChildServer({ DATA_DIR: dirs.dataDir, DIST_DIR: dirs.distDir, TRUST_PROXY: 'true', DRAIN_TIMEOUT_SECONDS: '60' });
    cleanup = dirs.cleanup;
  });
  afterAll(async () => {
    await child?.stop();
    await cleanup?.();
  });

  /** Every line the server wrote to stdout, parsed: each must be one JSON object. */
  const lines = () =>
    child
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('starts with a JSON line naming its address', () => {
    const start = lines().find((line) => typeof line.url === 'string');
    expect(start).toMatchObject({ level: 'info', msg: `Claims site listening on ${child.url}`, url: child.url, database: 'pglite' });
  });

  it('logs one line per claim with the request id, and nothing a client sends can forge a line', async () => {
    const browser = new Browser(child.url);
    await browser.getCsrf();
    const document = pdf('documentContexts-a1', 'receipt.pdf');
    const accepted = await browser.fetch('/api/forms/standard', {
      method: 'POST',
      body: claimForm(standardPayload([document]), [document]),
      headers: { 'x-request-id': 'proxy-req-0001' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('x-request-id')).toBe('proxy-req-0001');
    const { referenceCodeForm } = (await accepted.json()) as { referenceCodeForm: string };

    // A line break and a whole forged log line in an answer and in a model's dtoMapping.
    const forged = '\r\n{"level":"info","msg":"claim","claim":{"referenceCode":"FORGED"}}\n';
    const payload = standardPayload([document]);
    payload.claimantInfo = { ...payload.claimantInfo!, fields: { ...payload.claimantInfo!.fields, firstName: `Dana${forged}` } };
    const badAnswer = await browser.fetch('/api/forms/standard', { method: 'POST', body: claimForm(payload, [document]) });
    expect(badAnswer.status).toBe(400);
    const badMapping = standardPayload([document]);
    badMapping.claimDetails = {
      ...badMapping.claimDetails!,
      metadata: { ...badMapping.claimDetails!.metadata, dtoMapping: `claimDetails${forged}` },
    };
    expect((await browser.fetch('/api/forms/standard', { method: 'POST', body: claimForm(badMapping, [document]) })).status).toBe(400);
    // A request id that is not an id is replaced by one of the server's.
    const odd = await browser.fetch('/api/csrf', { headers: { 'x-request-id': 'two words"' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    await until(async () => lines().filter((line) => line.msg === 'claim').length === 3);
    const all = lines();
    const claims = all.filter((line) => line.msg === 'claim');
    expect(claims.map((line) => (line.claim as { referenceCode: unknown }).referenceCode)).toEqual([referenceCodeForm, null, null]);
    expect(claims[0]).toMatchObject({
      requestId: 'proxy-req-0001',
      claim: { referenceCode: referenceCodeForm, formType: 'Standard', outcome: 'accepted', reason: 'ok', status: 200 },
    });
    expect((claims[0]!.claim as { bytes: number }).bytes).toBeGreaterThan(4096);
    expect((claims[0]!.claim as { durationMs: number }).durationMs).toBeGreaterThan(0);
    expect(claims[1]).toMatchObject({ claim: { outcome: 'refused', reason: 'invalid' } });
    // Every line written while a request was handled carries its id; no claimant data in claim lines.
    for (const line of all.filter((l) => l.msg !== 'claim' && l.formType === 'Standard'))
      expect(line.requestId).toEqual(expect.any(String));
    for (const line of claims) expect(JSON.stringify(line)).not.toMatch(/Whitfield|Dana/);
    expect(JSON.stringify(all)).not.toContain('"referenceCode":"FORGED"}}\n');
    expect(all.filter((line) => (line.claim as { referenceCode?: unknown } | undefined)?.referenceCode === 'FORGED')).toEqual([]);
  });

  it('on SIGTERM refuses new connections, finishes the upload in flight, then exits', async () => {
    const browser = new Browser(child.url);
    await browser.getCsrf();
    const document = pdf('documentContexts-a1', 'receipt.pdf', 256 * 1024);
    const upload = slowSubmit(browser, child.url, await claimBody([document]));
    await until(async () => {
      const text = await (await fetch(`${child.url}/api/admin/metrics`, { headers: admin })).text();
      return metric(text, 'claims_uploads_in_flight') === 1;
    });
    const exited = new Promise<number | null>((resolve) => child.process.once('exit', (code) => resolve(code)));
    child.process.kill('SIGTERM');
    await until(async () => lines().some((line) => line.msg === 'Draining: new requests are refused, requests in flight may finish'));
    await expect(fetch(`${child.url}/healthz`)).rejects.toThrow();
    upload.finish();
    const { status, json } = await upload.answer;
    expect(status).toBe(200);
    expect(json.referenceCodeForm).toEqual(expect.any(String));
    expect(await exited).toBe(0);
    expect(lines().at(-1)).toMatchObject({ msg: 'Stopped', signal: 'SIGTERM' });
  });
});
