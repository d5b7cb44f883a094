// File names that show one thing and are another: direction marks (a right-to-left override
// makes `cod.exe` of `exe.doc` look like a document) are refused like control characters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimForm, pdf, standardPayload, submitClaim } from '../support/claims';
import { Browser, startTestServer, storedDocuments, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

describe('a document whose name carries a direction mark', () => {
  const marks = ['\u202e', '\u202d', '\u202a', '\u202b', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];

  it.each(marks.map((mark) => [mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), mark] as const))(
    'U+%s is refused, and nothing is kept',
    async (_code, mark) => {
      const browser = new Browser(server.url);
      await browser.getCsrf();
      const doc = pdf('documentContexts-doc00001', `invoice${mark}fdp.exe.pdf`);
      const response = await submitClaim(browser, 'standard', claimForm(standardPayload([doc]), [doc]));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe('A file name is missing or not valid.');
      expect(await storedDocuments(server)).toEqual([]);
    },
  );
});

describe('two documents whose names differ only in Unicode form or case', () => {
  const composed = 'r\u00e9sum\u00e9.pdf';
  it.each([
    ['composed and decomposed accents', composed, composed.normalize('NFD')],
    ['a full-width letter', composed, '\uff52\u00e9sum\u00e9.pdf'],
    ['\u00df and SS, as full case folding has them', 'stra\u00dfe.pdf', 'STRASSE.PDF'],
  ])('%s are the same name: refused, and nothing is kept', async (_case, first, second) => {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    const docs = [pdf('documentContexts-doc00001', first), pdf('documentContexts-doc00002', second)];
    const response = await submitClaim(browser, 'standard', claimForm(standardPayload(docs), docs));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/already exists/);
    expect(await storedDocuments(server)).toEqual([]);
  });
});
