import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// A proxy between Chromium and the reference server that breaks chosen calls the ways a
// claimant's network breaks them. The browser talks only to the proxy (same origin for the page,
// the API and the cookies), and the proxy writes down what the server really answered, so a test
// can tell a claim the server stored from one it never saw, whatever reached the browser.

/** How one call is broken:
 *  - `fail-before`: 500 from the proxy; the server never sees the call.
 *  - `fail-after`: the server handles the call (a claim is committed), the browser gets a 500.
 *  - `drop-after`: the server handles the call, then the connection is cut with no answer.
 *  - `delay`: the call is held until the test releases it, then reaches the server: a slow
 *    network, with the test (not a timer) deciding when the answer may come. */
export type Fault = 'fail-before' | 'fail-after' | 'drop-after' | 'delay';

/** Not a network fault, so not among `faults`: the server handles the call and the browser gets
 *  its 200 answer with `referenceCodeForm` set to null, as an administrator's API that stored
 *  nothing might answer. */
type Rewrite = 'no-reference-code';

/** Every fault, for tests that go through them all. */
export const faults: readonly Fault[] = ['fail-before', 'fail-after', 'drop-after', 'delay'];

/** A call that passed through the proxy and what became of it. */
interface ProxiedCall {
  method: string;
  path: string;
  /** The fault applied, if any (`hold-end`: see holdPageEnd). */
  fault: Fault | Rewrite | 'hold-end' | null;
  /** What the server answered (null when it never saw the call). */
  serverStatus: number | null;
  /** The server's answer as text, decompressed (null when it never saw the call). */
  serverBody: string | null;
}

/** The proxy, as the tests drive it. */
export interface FaultProxy {
  /** The origin the browser opens pages on. */
  url: string;
  /** Breaks the next call to `method path` with `fault`. A `drop-after` rule drops every call
   *  to it until released: a connection that closes without an answer may be one Chromium had
   *  opened ahead of time, and then it sends the request again by itself (as it does on a reused
   *  connection), which would hide the dropped answer from the page. The resend is dropped too,
   *  and the page shows the failure; the test releases the rule before the claimant retries. */
  breakNext(method: string, path: string, fault: Fault | Rewrite): BrokenCall;
  /** Sends the next page at `path` only up to the first `marker` in it, and the rest once the
   *  test releases it: a long page arriving slowly. */
  holdPageEnd(path: string, marker: string): BrokenCall;
  /** Every call so far, in arrival order. */
  calls: ProxiedCall[];
  /** Calls to `method path` the server answered. */
  answered(method: string, path: string): ProxiedCall[];
  close(): Promise<void>;
}

/** A call set up to break. */
export interface BrokenCall {
  /** Settles when the call has reached the proxy. */
  reached: Promise<void>;
  /** Lets a held (`delay`) call go on to the server; ends a `drop-after` rule. */
  release(): void;
}

interface Rule {
  method: string;
  path: string;
  fault: Fault | Rewrite | 'hold-end';
  /** For `hold-end`: where the held part of the answer starts. */
  marker?: string;
  arrived: () => void;
  released: Promise<void>;
}

// Every answer closes its connection, so each call comes on a fresh one. Chromium sends a
// request again by itself when a reused keep-alive connection closes without an answer (it takes
// that for a stale connection), which would hide a dropped answer from the page.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'proxy-connection', 'upgrade']);

function forwardHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

const INTERNAL_ERROR = JSON.stringify({ error: 'Internal error.' });

function answer500(res: ServerResponse): void {
  res.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(INTERNAL_ERROR), connection: 'close' });
  res.end(INTERNAL_ERROR);
}

/** Starts a proxy on a free loopback port in front of `target` (an http://127.0.0.1:port origin). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules: Rule[] = [];
  const calls: ProxiedCall[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    const at = rules.findIndex((rule) => rule.method === method && rule.path === path);
    // A drop-after rule stays until the test releases it (see breakNext); the others break one call.
    const rule = at < 0 ? null : rules[at]!.fault === 'drop-after' ? rules[at]! : rules.splice(at, 1)[0]!;
    const call: ProxiedCall = { method, path, fault: rule?.fault ?? null, serverStatus: null, serverBody: null };
    calls.push(call);
    rule?.arrived();

    if (rule?.fault === 'fail-before') {
      await readAll(req);
      answer500(res);
      return;
    }
    if (rule?.fault === 'delay') await rule.released;

    const body = await readAll(req);
    const headers = { ...forwardHeaders(req.headers), host: upstream.host, 'content-length': String(body.length) };
    const served = await new Promise<IncomingMessage>((resolve, reject) => {
      const out = request({ host: upstream.hostname, port: upstream.port, method, path: req.url, headers }, resolve);
      out.once('error', reject);
      out.end(body);
    });
    const answerBody = await readAll(served);
    call.serverStatus = served.statusCode ?? 0;
    call.serverBody = decoded(answerBody, served.headers['content-encoding'] as string | undefined);

    if (rule?.fault === 'fail-after') {
      answer500(res);
      return;
    }
    if (rule?.fault === 'no-reference-code') {
      const rewritten = JSON.stringify({ ...(JSON.parse(call.serverBody) as object), referenceCodeForm: null });
      res.writeHead(call.serverStatus, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(rewritten),
        connection: 'close',
      });
      res.end(rewritten);
      return;
    }
    if (rule?.fault === 'hold-end') {
      const text = call.serverBody;
      const cut = text.indexOf(rule.marker!);
      if (cut < 0) throw new Error(`The answer to ${method} ${path} has no "${rule.marker}" to hold the rest from.`);
      const { 'content-encoding': _encoding, ...headers } = forwardHeaders(served.headers);
      res.writeHead(call.serverStatus, { ...headers, connection: 'close' });
      res.write(text.slice(0, cut));
      await rule.released;
      res.end(text.slice(cut));
      return;
    }
    if (rule?.fault === 'drop-after') {
      // No answer at all, as when a phone loses its signal between request and response.
      req.socket.destroy();
      return;
    }
    res.writeHead(call.serverStatus, {
      ...forwardHeaders(served.headers),
      'content-length': String(answerBody.length),
      connection: 'close',
    });
    res.end(answerBody);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Proxy failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const addRule = (method: string, path: string, fault: Rule['fault'], marker?: string): BrokenCall => {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const rule: Rule = { method, path, fault, marker, arrived, released };
    rules.push(rule);
    if (fault === 'drop-after') {
      void released.then(() => {
        const at = rules.indexOf(rule);
        if (at >= 0) rules.splice(at, 1);
      });
    }
    return { reached, release };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    breakNext: (method, path, fault) => addRule(method, path, fault),
    holdPageEnd: (path, marker) => addRule('GET', path, 'hold-end', marker),
    answered: (method, path) => calls.filter((call) => call.method === method && call.path === path && call.serverStatus !== null),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
