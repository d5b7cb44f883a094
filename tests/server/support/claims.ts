import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { SubmissionPayload } from '@/contract/api';
import { sampleModel, sampleStandardClaim } from '../../support/sample-claim';
import type { Browser } from './server';

/** A model as the client sends it (see tests/support/sample-claim.ts). */
export const model = sampleModel;

/** A document to upload: bytes that look like its type. */
export interface TestDocument {
  clientId: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A small PDF-looking document. */
export function pdf(clientId: string, name: string, size = 4096): TestDocument {
  return { clientId, name, type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]) };
}

/** A small PNG-looking document. */
export function png(clientId: string, name: string, size = 2048): TestDocument {
  return {
    clientId,
    name,
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]),
  };
}

/** SHA-256 of a document's bytes, hex. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A complete Standard claim as the demo configs describe it, with one document model per file. */
export function standardPayload(documents: readonly TestDocument[], overrides: Partial<SubmissionPayload> = {}): SubmissionPayload {
  return sampleStandardClaim(
    documents.map((d) => ({ clientId: d.clientId, name: d.name, size: d.bytes.length, type: d.type })),
    overrides,
  );
}

/** A DocumentsUpload claim (credentials and one document-context model per file), as the app
 *  sends it after authorize. */
export function documentsUploadPayload(documents: readonly TestDocument[], claimId = 'BW-100200'): SubmissionPayload {
  return {
    reCaptchaResponse: 'test-pass-ABCDEFGH12345678',
    userPreferredCulture: 'es',
    captchaRawValue: null,
    documents: documents.map((d) => ({ clientId: d.clientId, name: d.name, size: d.bytes.length, type: d.type })),
    signature: null,
    claimantInfo: null,
    credentials: model('DocumentsUpload', 'credentials', 'credentials-q7r8s9t0', { claimId, pin: '4321' }),
    claimDetails: null,
    prepopulatedData: [],
    documentContexts: documents.map((d) =>
      model('DocumentsUpload', 'DocumentContexts', d.clientId, { documentType: 'RepairInvoice', file: null }),
    ),
    claimTransactions: [],
  };
}

/** The multipart body of a submission: the JSON part first, then one file part per document. */
export function claimForm(payload: unknown, documents: readonly Pick<TestDocument, 'clientId' | 'name' | 'type' | 'bytes'>[]): FormData {
  const form = new FormData();
  form.append('payload', typeof payload === 'string' ? payload : JSON.stringify(payload));
  for (const d of documents) form.append(d.clientId, new Blob([new Uint8Array(d.bytes)], { type: d.type }), d.name);
  return form;
}

/** POSTs a claim as the client does (CSRF header, Idempotency-Key when given). */
export function submitClaim(browser: Browser, segment: string, form: FormData, idempotencyKey?: string): Promise<Response> {
  return browser.fetch(`/api/forms/${segment}`, {
    method: 'POST',
    body: form,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}

/** A claim's multipart body as bytes, with its Content-Type (boundary included). */
export async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** Sends a body in two parts: the first half at once, the rest when `gate` opens. Resolves with
 *  the answer, or null when the connection broke first. */
export function sendInTwoParts(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  gate: Promise<void>,
): Promise<{ status: number; text: string } | null> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    void gate.then(() => req.end(body.subarray(half)));
  });
}

/** A Standard claim (paid by check) of a claimant of its own, with the email its mail goes to. */
export function claimOf(email: string): { payload: SubmissionPayload; documents: TestDocument[] } {
  const tag = randomUUID().slice(0, 6);
  const documents = [pdf(`documentContexts-${tag}`, `receipt-${tag}.pdf`)];
  const base = standardPayload(documents);
  // A person of their own: screening would rightly flag claims sharing a phone, a name or a street.
  const n = Number.parseInt(tag, 16);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (m: number) => [0, 1, 2, 3].map((i) => letters[Math.floor(m / 26 ** i) % 26]).join('');
  const phone = `(916) 555-${String(n % 10_000).padStart(4, '0')}`;
  const fields = {
    ...base.claimantInfo!.fields,
    firstName: `Ada${word(n)}`,
    lastName: `Lind${word(n >> 3)}`,
    emailAddress: email,
    confirmEmailAddress: email,
    phoneNumber: phone,
    confirmPhoneNumber: phone,
    mailingStreetLine1: `${n % 900} ${word(n >> 5)} Quay Street`,
    mailingPostalCode: String(90_000 + (n % 9000)),
  };
  return { payload: { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) }, documents };
}
