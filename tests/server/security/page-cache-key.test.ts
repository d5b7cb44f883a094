// A rendered page is kept for the next visitors, so whatever it was rendered from must be in the
// key it is kept under: a visitor whose request would render another page never gets this one.
// The culture can come from the host's first label (es.claims.example) as well as from the
// query; a page rendered for one host must not be served to another.
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as serverEntry from '@/entry-server';
import { pageRequestKey, pageRequestOf, type PageRequest } from '@/contract/page-request';
import type { ServerEntry } from '@server/settings/server-entry';
import { startTestServer, type TestServer } from '../support/server';

const indexHtml = readFileSync('index.html', 'utf8');

let renders = 0;
const entry: ServerEntry = {
  async render(input) {
    renders += 1;
    return serverEntry.render(input);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ serverEntry: entry, renderCacheSeconds: 600, indexHtml });
  // The start's warm-up rendered each form's first page once (without the cache).
  renders = 0;
});
afterAll(async () => {
  await server?.cleanup();
});

/** A page as a browser gets it, with the Host and other headers it sends (fetch may not set Host). */
function load(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port: Number(port), path, headers: { Connection: 'close', ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function languageOf(html: string): string | null {
  return /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? null;
}

function headingOf(html: string): string | null {
  return /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
}

describe('the rendered-page cache key', () => {
  it('holds every input the render is handed', () => {
    const page = pageRequestOf(new Request('http://claims.example/standard/claimant-info?a=1'));
    for (const field of Object.keys(page) as (keyof PageRequest)[]) {
      const other: PageRequest = { ...page, [field]: `${page[field]}x` };
      expect(pageRequestKey(other), field).not.toBe(pageRequestKey(page));
    }
  });

  it('keeps the page of a culture host apart from the plain host’s', async () => {
    const spanish = await load('/lookup?a=1', { Host: `es.claims.example:${new URL(server.url).port}` });
    expect(spanish.status).toBe(200);
    expect(languageOf(spanish.html)).toBe('es');
    const plain = await load('/lookup?a=1');
    expect(languageOf(plain.html)).toBe('en');
  });

  it('keeps the page of the culture query apart from the page without it', async () => {
    expect(headingOf((await load('/standard/claimant-info?culture=es')).html)).toBe('Díganos quién es usted');
    expect(headingOf((await load('/standard/claimant-info')).html)).toBe('Tell us about yourself');
  });

  it('renders another query or another path afresh', async () => {
    await load('/standard/claimant-info?x=1');
    const before = renders;
    await load('/standard/claimant-info?x=2');
    expect(renders).toBe(before + 1);
    await load('/standard/claim-details?x=2');
    expect(renders).toBe(before + 2);
  });

  it('shares a page between visitors whose cookies and languages differ, as the render reads neither', async () => {
    await load('/standard/claimant-info?y=1');
    const before = renders;
    const other = await load('/standard/claimant-info?y=1', { Cookie: 'culture=es', 'Accept-Language': 'es' });
    expect(renders).toBe(before);
    expect(languageOf(other.html)).toBe('en');
  });
});
