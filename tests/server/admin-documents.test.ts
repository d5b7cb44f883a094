import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { sampleAutomotiveClaim } from '../support/sample-claim';
import { adminHeaders, httpGet, zipEntries } from './support/admin';
import { claimForm, model, pdf, png, sha256, standardPayload, submitClaim, type TestDocument } from './support/claims';
import { Browser, startTestServer } from './support/server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

// Documents are downloaded from wherever the server keeps them: its disk or an S3 bucket.
describe.each([
  { name: 'documents on disk (PGlite)', options: {} },
  { name: 'documents in an S3 bucket (PostgreSQL)', options: { engine: 'postgres', storage: 's3' } as const },
])('$name', ({ options }) => {
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  interface AdminClaim {
    referenceCode: string;
    payload: Record<string, { fields: Record<string, unknown> } | null>;
    files: { id: string; originalName: string; sizeBytes: number; contentType: string; sha256: string; url: string }[];
    documentsUrl: string | null;
  }

  async function submitted(
    segment: string,
    payload: unknown,
    documents: readonly TestDocument[],
    authorizeFirst = false,
  ): Promise<AdminClaim> {
    const browser = new Browser(server.url);
    await browser.getCsrf();
    if (authorizeFirst) {
      const credentials = model('Automotive', 'credentials', 'credentials-q7r8s9t0', { claimId: 'BW-100200', pin: '4321' });
      expect(
        (await browser.postJson(endpoints.authorize('Automotive'), { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials })).status,
      ).toBe(200);
    }
    const response = await submitClaim(browser, segment, claimForm(payload, documents));
    const answer = (await response.json()) as { referenceCodeForm: string };
    expect({ status: response.status, answer }).toEqual({ status: 200, answer: expect.objectContaining({ error: null }) });
    const { referenceCodeForm } = answer;
    const claim = await httpGet(`${server.url}/api/admin/claims/${referenceCodeForm}`, adminHeaders);
    expect(claim.status).toBe(200);
    return JSON.parse(claim.body.toString()) as AdminClaim;
  }

  describe("a claim's documents", () => {
    const documents = [
      pdf('documentContexts-doc00001', 'Kaufbeleg, März 2024 (Kopie).pdf', 300_000),
      png('documentContexts-doc00002', '领收据.png', 40_000),
    ];
    let claim: AdminClaim;

    beforeAll(async () => {
      claim = await submitted('standard', standardPayload(documents), documents);
    });

    it('are listed in the claim with the address each downloads from', () => {
      expect(claim.files.map((f) => [f.originalName, f.sizeBytes, f.sha256])).toEqual(
        documents.map((d) => [d.name, d.bytes.length, sha256(d.bytes)]),
      );
      for (const f of claim.files) expect(f.url).toBe(`/api/admin/claims/${claim.referenceCode}/files/${f.id}`);
      expect(claim.documentsUrl).toBe(`/api/admin/claims/${claim.referenceCode}/documents.zip`);
    });

    it('download one at a time, byte for byte, under their own names', async () => {
      for (const [i, file] of claim.files.entries()) {
        const response = await httpGet(`${server.url}${file.url}`, adminHeaders);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe(documents[i]!.type);
        expect(sha256(response.body)).toBe(sha256(documents[i]!.bytes));
        const disposition = response.headers['content-disposition']!;
        expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
        expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(documents[i]!.name);
      }
    });

    it('download together as one zip archive holding each file under its name', async () => {
      const response = await httpGet(`${server.url}${claim.documentsUrl}`, adminHeaders);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain(`filename="${claim.referenceCode}-documents.zip"`);
      const entries = zipEntries(response.body);
      expect(entries.map((e) => [e.name, sha256(e.data)])).toEqual(documents.map((d) => [d.name, sha256(d.bytes)]));
    });

    it('answer 404 for a document or claim that does not exist', async () => {
      const missing = [
        `/api/admin/claims/${claim.referenceCode}/files/00000000-0000-4000-8000-000000000000`,
        `/api/admin/claims/${claim.referenceCode}/files/not-a-uuid`,
        '/api/admin/claims/STD-NONE-NONE/documents.zip',
        '/api/admin/claims/STD-NONE-NONE',
      ];
      for (const path of missing) expect((await httpGet(`${server.url}${path}`, adminHeaders)).status, path).toBe(404);
    });
  });

  describe('a claim filed after authorizing', () => {
    it('shows the claim ID of its credentials but never the PIN', async () => {
      const document = pdf('documentContexts-aut00001', 'invoice.pdf');
      const payload = sampleAutomotiveClaim([
        { clientId: document.clientId, name: document.name, size: document.bytes.length, type: document.type },
      ]);
      const claim = await submitted('automotive', payload, [document], true);
      expect(claim.payload.credentials?.fields).toEqual({ claimId: 'BW-100200' });
    });
  });
});
