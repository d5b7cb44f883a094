// A multipart body read as it arrives (a claim, an amendment, a draft, a cure or an appeal): straight
// from the socket when @hono/node-server serves the request, else from the web stream (tests that
// call the app directly), with the headers the multipart reader needs.
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** The request's body as a Node stream, and its headers. */
export function streamedBody(c: Context<AppEnv>): { body: Readable; headers: IncomingHttpHeaders | Record<string, string> } {
  const incoming = c.env?.incoming;
  const body = incoming ?? (c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : Readable.from([]));
  return { body, headers: incoming?.headers ?? Object.fromEntries(c.req.raw.headers) };
}
