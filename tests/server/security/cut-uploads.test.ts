// A claim's upload stopped at any byte, and multipart bodies no browser sends: the server (in a
// process of its own, where a crash shows) answers each with a 4xx or drops the connection, keeps
// running, keeps no document and no in-progress record of any of them, and then files a normal
// claim. Every request goes over a plain socket, so a body can end anywhere.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { claimForm, encode, pdf, png, standardPayload, type TestDocument } from '../support/claims';
import { startChildServer, type ChildServer } from '../support/child-server';
import { postHead, rawRequest, type Ending, type RawAnswer } from '../support/raw-http';
import { ADMIN_TOKEN, Browser, freshDirs } from '../support/server';

const submitPath = endpoints.submit('Standard');

let dirs: Awaited<ReturnType<typeof freshDirs>>;
let child: ChildServer;
let db: pg.Client;
let browser: Browser;
/** Requests sent and documents found left behind, for the figures printed at the end. */
let sent = 0;
let left = 0;

beforeAll(async () => {
  dirs = await freshDirs({ engine: 'postgres' });
  // Eight cut uploads at once from one session: more than a claimant's limit of uploads at once
  // (upload-slots.test.ts tests that limit).
  child = await startChildServer({
    DATA_DIR: dirs.dataDir,
    DIST_DIR: dirs.distDir,
    DATABASE_URL: dirs.databaseUrl!,
    UPLOADS_PER_SESSION: '8',
  });
  db = new pg.Client({ connectionString: dirs.databaseUrl! });
  await db.connect();
  browser = new Browser(child.url);
  await browser.getCsrf();
});

afterAll(async () => {
  await db?.end();
  const crashed = child && !alive();
  console.info(`cut-uploads: ${sent} requests fuzzed, ${crashed ? 1 : 0} crash(es), ${left} file(s) left.`);
  if (child && !crashed) await child.stop();
  await dirs?.cleanup();
});

function alive(): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/** Documents under DATA_DIR/files. */
async function storedFiles(): Promise<string[]> {
  return (await readdir(join(dirs.dataDir, 'files')).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
}

async function pendingRows(): Promise<number> {
  return Number((await db.query('SELECT count(*) AS n FROM pending_uploads')).rows[0].n);
}

async function committedFiles(): Promise<string[]> {
  const { rows } = await db.query<{ stored_path: string }>('SELECT stored_path FROM claim_files');
  return rows.map((r) => r.stored_path.replace(/^files\//, '')).sort();
}

/** Submits holding an upload slot, as the server's metrics show them. */
async function uploadSlotsHeld(): Promise<number> {
  const response = await fetch(`${child.url}/api/admin/metrics`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  return Number(/^claims_upload_slots_held (\d+)$/m.exec(await response.text())?.[1] ?? Number.NaN);
}

/** Waits until a request dropped mid-body has been cleaned up after: its handler learns of the
 *  drop from the socket and removes what it stored. The store then holds the committed
 *  documents only, and no claim is in progress (or the look gives up and the test shows what
 *  is left). */
async function settled(): Promise<{ files: string[]; pending: number }> {
  for (let look = 0; ; look += 1) {
    const [files, pending, committed, slots] = await Promise.all([storedFiles(), pendingRows(), committedFiles(), uploadSlotsHeld()]);
    const stray = files.filter((name) => !committed.includes(name));
    // A handler gives its upload slot back after it has cleaned up: a claim sent before that
    // could find the session's slots all held and be told to wait (429).
    if ((stray.length === 0 && pending === 0 && slots === 0) || look === 200) {
      left += stray.length;
      return { files: stray, pending };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends requests a few at a time, as several claimants would. */
async function sendAll(requests: (() => Promise<RawAnswer>)[], atOnce = 8): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (let start = 0; start < requests.length; start += atOnce) {
    answers.push(...(await Promise.all(requests.slice(start, start + atOnce).map((send) => send()))));
  }
  sent += requests.length;
  return answers;
}

/** The request headers of a submit from the claimant's browser (session cookie, CSRF token). */
function submitHeaders(contentType: string): Record<string, string> {
  return { ...browser.requestHeaders(), 'Content-Type': contentType };
}

/** Offsets to cut a body at: around every boundary and every part's header end (where a part
 *  starts, where a file's bytes start), and evenly between; all before the closing boundary's
 *  last byte (the line end after it is optional: a body cut there is whole). */
function cutOffsets(body: Buffer, boundary: string): number[] {
  const closed = body.lastIndexOf(`--${boundary}--`) + boundary.length + 4;
  const offsets = new Set<number>([1, 2, closed - 1, closed - 2, closed - 3]);
  const marks: number[] = [];
  for (let at = body.indexOf(boundary); at !== -1; at = body.indexOf(boundary, at + 1)) marks.push(at);
  for (let at = body.indexOf('\r\n\r\n'); at !== -1; at = body.indexOf('\r\n\r\n', at + 1)) marks.push(at + 4);
  for (const mark of marks) for (const delta of [-3, -1, 0, 1, 2, 9, 40, 200]) offsets.add(mark + delta);
  for (let i = 1; i < 24; i += 1) offsets.add(Math.floor((body.length * i) / 24));
  return [...offsets].filter((offset) => offset > 0 && offset < closed).sort((a, b) => a - b);
}

const cases: { name: string; documents: () => TestDocument[] }[] = [
  { name: 'one document', documents: () => [pdf('documentContexts-doc00001', 'receipt.pdf', 60_000)] },
  {
    name: 'three documents',
    documents: () => [
      pdf('documentContexts-doc00001', 'receipt.pdf', 30_000),
      png('documentContexts-doc00002', 'label photo.png', 9_000),
      pdf('documentContexts-doc00003', 'statement.pdf', 150_000),
    ],
  },
];

describe('a claim cut off at any byte', () => {
  it.each(cases)('with $name: every cut is refused or dropped, and nothing of it is kept', async ({ documents }) => {
    const docs = documents();
    const { body, contentType } = await encode(claimForm(standardPayload(docs), docs));
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const offsets = cutOffsets(body, boundary);
    const headers = submitHeaders(contentType);

    // An honest Content-Length for the bytes sent: the body is complete, but the form is not.
    const honest = await sendAll(
      offsets.map(
        (offset) => () => rawRequest(child.url, postHead(child.url, submitPath, headers, offset), body.subarray(0, offset), 'wait'),
      ),
    );
    expect(alive(), child.output().slice(-3000)).toBe(true);
    for (const [i, answer] of honest.entries()) {
      expect({ offset: offsets[i], status: answer.status }).toEqual({ offset: offsets[i], status: 400 });
    }
    // The whole length announced, then the client leaves: closing its side or resetting.
    for (const ending of ['close', 'reset'] as const satisfies Ending[]) {
      const answers = await sendAll(
        offsets.map(
          (offset) => () => rawRequest(child.url, postHead(child.url, submitPath, headers, body.length), body.subarray(0, offset), ending),
        ),
      );
      expect(alive(), child.output().slice(-3000)).toBe(true);
      for (const answer of answers) expect(answer.status === null || (answer.status >= 400 && answer.status < 500)).toBe(true);
    }

    expect(await settled()).toEqual({ files: [], pending: 0 });
    // The same claim, whole, is filed.
    const whole = await rawRequest(child.url, postHead(child.url, submitPath, headers, body.length), body, 'wait');
    sent += 1;
    expect(whole.status, whole.text).toBe(200);
    expect(submitResponseSchema.parse(JSON.parse(whole.text.slice(whole.text.indexOf('\r\n\r\n') + 4))).referenceCodeForm).toBeTruthy();
    expect(await settled()).toEqual({ files: [], pending: 0 });
    expect(alive(), child.output().slice(-3000)).toBe(true);
  });
});

/** A multipart body from raw parts (each its headers and content), with the closing boundary. */
function multipart(boundary: string, parts: { headers: string[]; content: Buffer | string }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('multipart bodies no browser sends', () => {
  it('are each answered with a 4xx (or dropped), and nothing of them is kept', async () => {
    const doc = pdf('documentContexts-doc00001', 'receipt.pdf', 20_000);
    const other = pdf('documentContexts-doc00002', 'statement.pdf', 20_000);
    const payload = JSON.stringify(standardPayload([doc]));
    const b = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const json = { headers: ['Content-Disposition: form-data; name="payload"'], content: payload };
    const file = (d: TestDocument, name = d.clientId, filename = d.name) => ({
      headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${d.type}`],
      content: d.bytes,
    });
    const form = `multipart/form-data; boundary=${b}`;
    const nested = 'innerBoundary0123456789';
    const bodies: { name: string; contentType: string; body: Buffer; extraHeaders?: Record<string, string>; ending?: Ending }[] = [
      { name: 'no boundary', contentType: 'multipart/form-data', body: multipart(b, [json, file(doc)]) },
      { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=""', body: multipart(b, [json, file(doc)]) },
      {
        name: 'another boundary than declared',
        contentType: 'multipart/form-data; boundary=declared0000',
        body: multipart(b, [json, file(doc)]),
      },
      { name: 'only the closing boundary', contentType: form, body: Buffer.from(`--${b}--\r\n`) },
      { name: 'no closing boundary', contentType: form, body: multipart(b, [json, file(doc)], false) },
      { name: 'the JSON part twice', contentType: form, body: multipart(b, [json, json, file(doc)]) },
      { name: 'two files for one document', contentType: form, body: multipart(b, [json, file(doc), file(other, doc.clientId)]) },
      { name: 'one file name twice', contentType: form, body: multipart(b, [json, file(doc), file(other, other.clientId, doc.name)]) },
      { name: 'a file before the JSON part, cut', contentType: form, body: multipart(b, [file(doc), json], false).subarray(0, 9_000) },
      {
        name: 'a 40 kB part header',
        contentType: form,
        body: multipart(b, [json, { ...file(doc), headers: [...file(doc).headers, `X-Padding: ${'a'.repeat(40_000)}`] }]),
      },
      {
        name: '3,000 part header lines',
        contentType: form,
        body: multipart(b, [
          json,
          { ...file(doc), headers: [...file(doc).headers, ...Array.from({ length: 3000 }, (_, i) => `X-${i}: 1`)] },
        ]),
      },
      {
        name: 'a 60 kB file name',
        contentType: form,
        body: multipart(b, [json, file(doc, doc.clientId, `${'n'.repeat(60_000)}.pdf`)]),
      },
      {
        name: 'a part without Content-Disposition',
        contentType: form,
        body: multipart(b, [json, { headers: ['Content-Type: application/pdf'], content: doc.bytes }]),
      },
      {
        name: 'a part header without a colon',
        contentType: form,
        body: multipart(b, [json, { headers: ['Content-Disposition form-data name=x'], content: doc.bytes }]),
      },
      {
        name: 'a nested multipart part',
        contentType: form,
        body: multipart(b, [
          json,
          {
            headers: [`Content-Disposition: form-data; name="${doc.clientId}"`, `Content-Type: multipart/mixed; boundary=${nested}`],
            content: multipart(nested, [file(doc), file(other)]),
          },
        ]),
      },
      {
        name: 'a nested multipart file, cut inside the inner part',
        contentType: form,
        body: multipart(b, [
          json,
          {
            headers: [
              `Content-Disposition: form-data; name="${doc.clientId}"; filename="inner.pdf"`,
              `Content-Type: multipart/mixed; boundary=${nested}`,
            ],
            content: multipart(nested, [file(doc), file(other)]),
          },
        ]).subarray(0, 30_000),
      },
      {
        name: '500 parts',
        contentType: form,
        body: multipart(b, [
          json,
          ...Array.from({ length: 500 }, (_, i) => ({ headers: [`Content-Disposition: form-data; name="x${i}"`], content: 'x' })),
        ]),
      },
      {
        name: 'LF line ends only',
        contentType: form,
        body: Buffer.from(
          multipart(b, [json, file(doc)])
            .toString('latin1')
            .replaceAll('\r\n', '\n'),
          'latin1',
        ),
      },
      {
        name: 'a 60 kB HTTP header',
        contentType: form,
        body: multipart(b, [json, file(doc)]),
        extraHeaders: { 'X-Padding': 'p'.repeat(60_000) },
      },
      {
        name: 'Content-Length and Transfer-Encoding both',
        contentType: form,
        body: multipart(b, [json, file(doc)]),
        extraHeaders: { 'Transfer-Encoding': 'chunked' },
      },
    ];
    const answers = await sendAll(
      bodies.map(
        ({ contentType, body, extraHeaders, ending }) =>
          () =>
            rawRequest(
              child.url,
              postHead(child.url, submitPath, { ...submitHeaders(contentType), ...extraHeaders }, body.length),
              body,
              ending ?? 'wait',
            ),
      ),
      4,
    );
    expect(alive(), child.output().slice(-3000)).toBe(true);
    const is4xx = (answer: RawAnswer) => answer.status !== null && answer.status >= 400 && answer.status < 500;
    expect(bodies.map((body, i) => ({ name: body.name, answer: is4xx(answers[i]!) ? '4xx' : answers[i]!.status }))).toEqual(
      bodies.map((body) => ({ name: body.name, answer: '4xx' })),
    );

    // A chunked body cut inside a chunk, and a chunk size that is not a number.
    const { body: whole, contentType } = await encode(claimForm(standardPayload([doc]), [doc]));
    const chunkedHead = postHead(child.url, submitPath, { ...submitHeaders(contentType), 'Transfer-Encoding': 'chunked' }, 0).replace(
      /\r\nContent-Length: 0/,
      '',
    );
    const cutChunk = Buffer.concat([Buffer.from(`${whole.length.toString(16)}\r\n`), whole.subarray(0, whole.length - 3000)]);
    const chunked = await sendAll([
      () => rawRequest(child.url, chunkedHead, cutChunk, 'close'),
      () => rawRequest(child.url, chunkedHead, Buffer.concat([Buffer.from('zz\r\n'), whole]), 'wait'),
    ]);
    for (const answer of chunked) expect(answer.status === null || (answer.status >= 400 && answer.status < 500)).toBe(true);
    expect(alive(), child.output().slice(-3000)).toBe(true);
    expect(await settled()).toEqual({ files: [], pending: 0 });

    const ok = await rawRequest(child.url, postHead(child.url, submitPath, submitHeaders(contentType), whole.length), whole, 'wait');
    sent += 1;
    expect(ok.status).toBe(200);
    expect(await settled()).toEqual({ files: [], pending: 0 });
  });
});

describe('JSON calls cut off at any byte', () => {
  it('are each refused or dropped, and the server carries on', async () => {
    const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [
      {
        path: endpoints.authorize('Automotive'),
        body: { reCaptchaResponse: 'test-pass-ABCDEFGH', credentials: { clientId: 'c', fields: { claimId: 'BW-100200', pin: '0000' } } },
        headers: browser.requestHeaders(),
      },
      {
        path: endpoints.tracking,
        body: { fieldKey: 'firstName', fieldValue: 'Dana', formType: 'Standard' },
        headers: browser.requestHeaders(),
      },
      { path: endpoints.sessionTimeout, body: {}, headers: browser.requestHeaders() },
      { path: '/api/admin/deadlines', body: { passed: ['claimFilingDeadline'] }, headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
    ];
    for (const call of calls) {
      const body = Buffer.from(JSON.stringify(call.body));
      const headers = { ...call.headers, 'Content-Type': 'application/json' };
      const offsets = Array.from({ length: Math.min(body.length - 1, 12) }, (_, i) => Math.floor(((i + 1) * body.length) / 13));
      const honest = await sendAll(
        offsets.map(
          (offset) => () => rawRequest(child.url, postHead(child.url, call.path, headers, offset), body.subarray(0, offset), 'wait'),
        ),
      );
      // Log-out takes any body (it logs out all the same); the others refuse what is cut.
      const expected = call.path === endpoints.sessionTimeout ? 204 : 400;
      expect(honest.map((answer) => answer.status)).toEqual(offsets.map(() => expected));
      for (const ending of ['close', 'reset'] as const satisfies Ending[]) {
        const answers = await sendAll(
          offsets.map(
            (offset) => () => rawRequest(child.url, postHead(child.url, call.path, headers, body.length), body.subarray(0, offset), ending),
          ),
        );
        for (const answer of answers) expect(answer.status === null || (answer.status >= 400 && answer.status < 500), call.path).toBe(true);
      }
      expect(alive(), child.output().slice(-3000)).toBe(true);
    }
  });
});
