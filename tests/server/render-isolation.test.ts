import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { pageRequestOf } from '@/contract/page-request';
import { renderIndex } from '@server/http/routes/static';
import { startTestServer, type TestServer } from './support/server';

// Pages rendered on the server at the same moment share a process: nothing one of them sets up
// (the app state with its banner, the claim session with its forms, the language) may show in
// the other. Each render below runs the app's real server entry against a real server's API.

const indexHtml = readFileSync('index.html', 'utf8');

describe('two pages rendered on the server at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** Renders one page as the server does, with the banner setting on or off in its template. */
  async function renderPage(path: string, banner: boolean, nonce: string) {
    const template = renderIndex(indexHtml, 'jnd-7', 'jnd-7-0-default', nonce, { attributes: banner ? { 'data-banner': 'on' } : {} });
    const result = await render({
      page: pageRequestOf(new Request(`http://127.0.0.1${path}`)),
      template,
      nonce,
      themeSetting: 'jnd-7-0-default',
      fetchApi: async (apiPath, init) => server.app.request(apiPath, init),
    });
    if (result.kind !== 'response') throw new Error(`not rendered: ${result.reason}`);
    return result.response.text();
  }

  /** The state a page hands to the browser (the router's dehydrated data), as the page carries it. */
  function seedOf(html: string): string {
    const match = /clientIdSeed\\?":\\?"([0-9a-f]{24})/.exec(html) ?? /clientIdSeed:"([0-9a-f]{24})"/.exec(html);
    if (!match) throw new Error('The page carries no clientIdSeed');
    return match[1]!;
  }

  /** The banner the page shows (its markup up to its copy), or null. */
  function bannerOf(html: string): string | null {
    const start = html.indexOf('data-slot="banner"');
    return start < 0 ? null : html.slice(start, start + 1000);
  }

  it('keeps each page its own language, banner and claim session', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [spanish, english] = await Promise.all([
        renderPage('/standard/claimant-info?culture=es', true, 'nonce-spanish-page'),
        renderPage('/standard/claimant-info', false, 'nonce-english-page'),
      ]);
      expect(spanish).toMatch(/<html\b[^>]*\slang="es"/);
      expect(english).toMatch(/<html\b[^>]*\slang="en"/);
      // The banner is drawn on the page that has it on, in that page's language, and only there.
      expect(bannerOf(spanish)).toContain('La fecha límite para reclamar es el 31 de diciembre de 2099');
      expect(bannerOf(english)).toBeNull();
      expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(spanish)?.[1]).toBe('Díganos quién es usted');
      expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(english)?.[1]).toBe('Tell us about yourself');
      expect(spanish).toContain('nonce-spanish-page');
      expect(spanish).not.toContain('nonce-english-page');
      expect(english).not.toContain('nonce-spanish-page');
      // Each page's form models carry ids made from its own seed, and neither seed is the other's.
      expect(seedOf(spanish)).not.toBe(seedOf(english));
    }
  });
});
