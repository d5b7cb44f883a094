import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as serverEntry from '@/entry-server';
import { formsConfigResponseSchema } from '@/contract/api';
import { formPagesResponseSchema } from '@/contract/page-layouts';
import { startTestServer, type TestServer } from './support/server';

// A server-rendered page leaves out the data every page shares (the model configs, the wizard's
// pages, a culture's copy) and names an address for each instead, which the browser fetches and
// keeps. The renders are the app's real server entry against a real server.

const indexHtml = readFileSync('index.html', 'utf8');

async function startWith(settings: Parameters<typeof startTestServer>[0]) {
  return startTestServer({ ...settings, indexHtml });
}

/** The page-state addresses a page names, by what they hold. */
function namedIn(html: string): Record<string, string> {
  const addresses = [...new Set(html.match(/\/_page-state\/[^"\\]+/g) ?? [])];
  return Object.fromEntries(addresses.map((address) => [address.slice('/_page-state/'.length).split('?')[0]!, address]));
}

describe('the data every rendered page shares', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWith({ serverEntry, renderCacheSeconds: 600 });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('is named by the page rather than carried in it', async () => {
    const html = await (await fetch(`${server.url}/standard/claimant-info`)).text();
    expect(html).toContain('Tell us about yourself');
    expect(Object.keys(namedIn(html)).sort()).toEqual(['culture-content/en', 'form-pages', 'forms-config']);
    // Neither the configs (their hashes) nor the copy of pages other than this one are in it.
    expect(html).not.toContain('metadataHash');
    expect(html.length).toBeLessThan(60_000);
    const spanish = await (await fetch(`${server.url}/automotive?culture=es`)).text();
    expect(Object.keys(namedIn(spanish))).toContain('culture-content/es');
  });

  it('answers each address with the data as the app reads it, kept while its version stands', async () => {
    const named = namedIn(await (await fetch(`${server.url}/standard/claimant-info`)).text());
    const fetchState = async (address: string) => {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      return response.json();
    };
    // What the API answers, read through the contract's schemas as the app's API client reads it.
    const api = async (path: string) => (await fetch(`${server.url}${path}`)).json();
    expect(await fetchState(named['forms-config']!)).toEqual(formsConfigResponseSchema.parse(await api('/api/forms/config')));
    expect(await fetchState(named['form-pages']!)).toEqual(formPagesResponseSchema.parse(await api('/api/forms/pages')));
    expect(await fetchState(named['culture-content/en']!)).toEqual(await api('/api/culture/content?culture=en'));
  });

  it('is gzipped for a client that takes it so', async () => {
    const named = namedIn(await (await fetch(`${server.url}/standard/claimant-info`)).text());
    const response = await fetch(`${server.url}${named['forms-config']!}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("answers an address of another version with today's data, not kept", async () => {
    const named = namedIn(await (await fetch(`${server.url}/standard/claimant-info`)).text());
    const today = await (await fetch(`${server.url}${named['forms-config']!}`)).text();
    const older = await fetch(`${server.url}/_page-state/forms-config?v=an-older-version`);
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-cache');
    expect(await older.text()).toBe(today);
  });

  it.each([
    '/_page-state/no-such-data',
    '/_page-state/constructor',
    '/_page-state/__proto__',
    '/_page-state/culture-content/xx',
    '/_page-state/culture-content',
    '/_page-state/forms-config/extra',
    '/_page-state/culture-content/%E0%A4%A',
  ])('answers %s with 404', async (address) => {
    const response = await fetch(`${server.url}${address}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });
});

describe('without server rendering', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWith({ serverRendering: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('names no page state and answers none', async () => {
    const html = await (await fetch(`${server.url}/standard/claimant-info`)).text();
    expect(namedIn(html)).toEqual({});
    expect((await fetch(`${server.url}/_page-state/forms-config`)).status).toBe(404);
  });
});
