import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the stub answers: a status and a body (objects are sent as JSON, `raw` as is), or
 *  `destroy` to drop the connection without answering. */
type Reply = { status: number; body?: unknown; raw?: string } | 'destroy';

/** Picks the reply for a request; `n` counts requests to the same method and path, from 0. */
type Route = (request: Received, n: number) => Reply | Promise<Reply>;

/** A real HTTP server on 127.0.0.1 that answers chosen statuses and bodies and records requests. */
export interface StubServer {
  origin: string;
  received: Received[];
  /** Answers `METHOD /path` (query string ignored); a later call replaces the route. */
  on(key: string, route: Route | Reply): void;
  /** Forgets received requests and request counts (routes stay). */
  reset(): void;
  close(): Promise<void>;
}

/** Starts a stub server; unknown routes answer 404. `corsOrigin` lets a jsdom page call it. */
export async function startStubServer(options: { corsOrigin?: string } = {}): Promise<StubServer> {
  const routes = new Map<string, Route>();
  const counts = new Map<string, number>();
  const received: Received[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (options.corsOrigin) {
        res.setHeader('Access-Control-Allow-Origin', options.corsOrigin);
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
      }
      const request: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      const key = `${request.method} ${request.url.split('?')[0]}`;
      const n = counts.get(key) ?? 0;
      counts.set(key, n + 1);
      const route = routes.get(key);
      const reply = route ? await route(request, n) : { status: 404, body: { error: 'no such route' } };
      if (reply === 'destroy') {
        req.socket.destroy();
        return;
      }
      const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      res.writeHead(reply.status, reply.raw === undefined && text ? { 'Content-Type': 'application/json' } : {});
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    on(key, route) {
      routes.set(key, typeof route === 'function' ? route : () => route);
    },
    reset() {
      received.length = 0;
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One part of a multipart body. */
interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Splits a multipart body into its parts. */
export function parseMultipart(received: Received): Part[] {
  const type = String(received.headers['content-type'] ?? '');
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (!boundary) throw new Error(`not multipart: ${type}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = received.body.indexOf(delimiter) + delimiter.length;
  for (;;) {
    const end = received.body.indexOf(delimiter, start);
    if (end < 0) break;
    // Each part: CRLF, headers, blank line, content, then CRLF before the next delimiter.
    const part = received.body.subarray(start + 2, end - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1],
      data: part.subarray(split + 4),
    });
    start = end + delimiter.length;
  }
  return parts;
}
