import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { claimantMessage } from '@server/claimant-messages';
import { countClaims } from '@server/db/claims';
import { resolveSettings } from '@server/settings/settings';
import { ClamdUnavailable, pingClamd, scanStream } from '@server/storage/clamd';
import { EICAR, startClamd, type TestClamd } from './support/clamd';
import { claimForm, pdf, standardPayload, type TestDocument } from './support/claims';
import { Browser, startTestServer, storedDocuments, type Storage, type TestServer } from './support/server';

// Documents scanned by a real clamd (CLAMD_ADDRESS) before a claim is accepted: one that clamd
// finds infected is refused in the claimant's language, a clean one is accepted, and while clamd
// is down claims are refused with the message to try again. Nothing of a refused claim is kept.

/** The EICAR test file as a text document (text is an accepted type, and EICAR is text). */
const eicar = (clientId: string): TestDocument => ({ clientId, name: 'eicar.txt', type: 'text/plain', bytes: EICAR });

let clamd: TestClamd;
beforeAll(async () => {
  clamd = await startClamd();
});
afterAll(async () => {
  await clamd?.stop();
});

async function signedIn(server: TestServer): Promise<Browser> {
  const browser = new Browser(server.url);
  await browser.getCsrf();
  return browser;
}

/** Claims, documents in the store and uploads in progress, to show a refusal left nothing behind. */
async function storedState(server: TestServer) {
  const { rows } = await server.context.db.query<{ n: number | string }>('SELECT count(*) AS n FROM pending_uploads');
  return { claims: await countClaims(server.context.db), documents: await storedDocuments(server), pending: Number(rows[0]?.n ?? 0) };
}

const nothing = { claims: 0, documents: [], pending: 0 };

/** Submits a Standard claim from a page shown in `culture` (the app sends it as Accept-Language,
 *  which words an upload's refusal: it comes before the claim's own culture is read). */
async function submit(server: TestServer, documents: TestDocument[], culture = 'en') {
  const payload = standardPayload(documents, { userPreferredCulture: culture });
  const browser = await signedIn(server);
  const response = await browser.fetch('/api/forms/standard', {
    method: 'POST',
    body: claimForm(payload, documents),
    headers: { 'Accept-Language': culture },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: submitResponseSchema.parse(await response.json()),
  };
}

describe.each<Storage>(['disk', 's3'])('with CLAMD_ADDRESS set, documents on %s', (storage) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', storage, clamdAddress: clamd.socket });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("refuses the EICAR test file in the claim's language and keeps nothing of the claim", async () => {
    const documents = [pdf('documentContexts-doc00001', 'receipt.pdf'), eicar('documentContexts-doc00002')];
    const answer = await submit(server, documents, 'es');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(
      'El archivo "eicar.txt" no se aceptó porque parece contener un virus u otro contenido dañino. Quítelo y suba un archivo diferente.',
    );
    expect(answer.body.referenceCodeForm).toBeNull();
    expect(await storedState(server)).toEqual(nothing);
  });

  it('accepts a clean PDF and stores it', async () => {
    const documents = [pdf('documentContexts-doc00001', 'receipt.pdf', 200_000)];
    const before = await storedState(server);
    const answer = await submit(server, documents);
    expect(answer.status).toBe(200);
    expect(answer.body.referenceCodeForm).toMatch(/^STD-/);
    const after = await storedState(server);
    expect(after.claims).toBe(before.claims + 1);
    expect(after.documents).toHaveLength(before.documents.length + 1);
    expect(after.pending).toBe(0);
  });

  it('reports clamd in the readiness check', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', scanner: 'ok' });
  });
});

describe('with clamd down', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', storage: 'disk', clamdAddress: clamd.nothingListening });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('refuses a claim with documents with the message to try again, and keeps nothing', async () => {
    const answer = await submit(server, [pdf('documentContexts-doc00001', 'receipt.pdf')]);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body.error).toBe(claimantMessage(server.context.settlement, 'en', 'server'));
    expect(await storedState(server)).toEqual(nothing);
  });

  it('is not ready, and says the scanner is why', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not ready', scanner: 'failed', database: 'ok', storage: 'ok' });
  });
});

describe('without CLAMD_ADDRESS (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', storage: 'disk' });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('scans nothing: the EICAR test file is accepted as before, and readiness does not name a scanner', async () => {
    expect(server.settings.clamdAddress).toBeNull();
    const answer = await submit(server, [eicar('documentContexts-doc00001')]);
    expect(answer.status).toBe(200);
    expect((await storedState(server)).claims).toBe(1);
    const ready = await (await fetch(`${server.url}/readyz`)).json();
    expect(ready).not.toHaveProperty('scanner');
  });
});

describe('the clamd client', () => {
  it('tells clean bytes from infected ones, in chunks larger and smaller than its own', async () => {
    const address = { path: clamd.socket };
    expect(await scanStream(address, Readable.from([Buffer.alloc(300_000, 'a'), Buffer.from('b')]))).toEqual({ infected: false });
    expect(await scanStream(address, Readable.from([EICAR.subarray(0, 10), EICAR.subarray(10)]))).toEqual({
      infected: true,
      signature: 'Test.Sample-0.UNOFFICIAL',
    });
    await expect(pingClamd(address)).resolves.toBeUndefined();
  });

  it('gives up on a clamd that takes the connection and never answers', async () => {
    const silent: Server = createServer(() => undefined);
    const path = join(clamd.socket, '..', 'silent.sock');
    await new Promise<void>((resolve) => silent.listen(path, resolve));
    try {
      await expect(scanStream({ path }, Readable.from([Buffer.from('hello')]), 200)).rejects.toBeInstanceOf(ClamdUnavailable);
    } finally {
      silent.close();
    }
  });

  it('fails at once when nothing listens', async () => {
    await expect(scanStream({ path: clamd.nothingListening }, Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(
      ClamdUnavailable,
    );
  });
});

describe('CLAMD_ADDRESS', () => {
  const parse = (value: string) => resolveSettings({ clamdAddress: value }).clamdAddress;
  it('takes host:port, a bracketed IPv6 host, or a socket path, and refuses anything else', () => {
    expect(parse('127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parse('clamav.internal:3310')).toEqual({ host: 'clamav.internal', port: 3310 });
    expect(parse('[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(parse('/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    for (const bad of ['clamd', '127.0.0.1', '127.0.0.1:0', '127.0.0.1:70000', 'run/clamd.ctl']) {
      expect(() => parse(bad)).toThrow(/CLAMD_ADDRESS must be host:port/);
    }
  });
});
