import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import type { Transport, XhrLike } from '@/lib/api/transport';

// What a browser gives the client for free and Node does not: a cookie jar (the reference server
// binds CSRF tokens to an HttpOnly session cookie) and an XMLHttpRequest with upload progress.
// Both are small and real: requests go over the network to the server under test.

/** Cookies by name, as a browser keeps them for one origin. */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** The Cookie header to send, if any. */
  header(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }

  /** Keeps the cookies of Set-Cookie headers. */
  store(setCookies: readonly string[] | undefined): void {
    for (const line of setCookies ?? []) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  clear(): void {
    this.cookies.clear();
  }
}

/** fetch with a cookie jar, as the app's fetch transport behaves in a browser. */
export function jarFetchTransport(jar: CookieJar): Transport {
  return async ({ method, url, headers, body, signal }) => {
    const cookie = jar.header();
    const response = await fetch(url, { method, headers: cookie ? { ...headers, Cookie: cookie } : headers, body, signal });
    jar.store(response.headers.getSetCookie());
    return { status: response.status, text: await response.text() };
  };
}

type ProgressListener = Parameters<XhrLike['upload']['addEventListener']>[1];

/** An XMLHttpRequest stand-in over node:http: sends the body in chunks and fires upload progress
 *  as each chunk is handed to the socket, with the total known (as a browser knows a FormData's). */
class NodeXhr implements XhrLike {
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private listeners = new Map<string, (() => void)[]>();
  private progressListeners: ProgressListener[] = [];
  private request: ClientRequest | null = null;
  private done = false;
  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener) => {
      this.progressListeners.push(listener);
    },
  };

  constructor(
    private jar: CookieJar,
    private chunkSize: number,
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: string | FormData | null) {
    void this.run(body);
  }
  abort() {
    this.request?.destroy();
    this.finish('abort');
  }

  private finish(type: 'load' | 'error' | 'abort') {
    if (this.done) return;
    this.done = true;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  private async run(body: string | FormData | null) {
    const headers: Record<string, string> = { ...this.headers };
    let bytes = Buffer.alloc(0);
    if (body instanceof FormData) {
      // Response serialises a FormData exactly as fetch would, boundary header included.
      const encoded = new Response(body);
      headers['Content-Type'] = encoded.headers.get('content-type') ?? '';
      bytes = Buffer.from(await encoded.arrayBuffer());
    } else if (typeof body === 'string') {
      bytes = Buffer.from(body);
    }
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    headers['Content-Length'] = String(bytes.length);
    if (this.done) return;

    const request = httpRequest(this.url, { method: this.method, headers });
    this.request = request;
    request.on('response', (response) => {
      this.jar.store(response.headers['set-cookie']);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        this.status = response.statusCode ?? 0;
        this.responseText = Buffer.concat(chunks).toString('utf8');
        this.finish('load');
      });
    });
    request.on('error', () => this.finish('error'));

    let loaded = 0;
    for (let at = 0; at < bytes.length && !this.done; at += this.chunkSize) {
      const chunk = bytes.subarray(at, at + this.chunkSize);
      const written = await new Promise<boolean>((resolve) => request.write(chunk, (error) => resolve(!error)));
      // A server may answer (and close) before the whole body is sent, e.g. a 413.
      if (!written) break;
      loaded += chunk.length;
      for (const listener of this.progressListeners) listener({ loaded, total: bytes.length, lengthComputable: true });
    }
    request.end();
  }
}

/** Makes NodeXhr instances sharing a cookie jar. */
export function nodeXhr(jar: CookieJar, chunkSize = 64 * 1024): () => XhrLike {
  return () => new NodeXhr(jar, chunkSize);
}
