// HTTP requests written byte by byte on a plain socket (node:net), for tests of clients that
// misbehave: a body shorter than announced, a connection dropped or reset mid-body, headers no
// HTTP client library would send.
import { connect, type Socket } from 'node:net';

/** How the client leaves after writing what it writes. */
export type Ending =
  /** Waits for the answer, as an honest client does. */
  | 'wait'
  /** Closes its side (FIN) at once: no more bytes will come. */
  | 'close'
  /** Resets the connection (RST), as a crashed client or a dropped network does. */
  | 'reset';

/** What came back: the answer's status, or null when the server answered nothing. */
export interface RawAnswer {
  status: number | null;
  text: string;
}

/** What the server sends on `socket`, once the connection is closed (or fails). */
function answerOf(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, text });
    };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', settle);
    socket.on('close', settle);
  });
}

/** Writes `head` (request line and headers, without the blank line) and `body` to the server at
 *  `url`, then ends as `ending` says, and resolves once the server closes the connection. */
export function rawRequest(url: string, head: string, body: Buffer, ending: Ending): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  const answer = answerOf(socket);
  socket.on('connect', () => {
    socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]), () => {
      if (ending === 'close') socket.end();
      else if (ending === 'reset') socket.resetAndDestroy();
    });
  });
  return answer;
}

/** The request line and headers of a POST to `path` of `url`, with a Content-Length. */
export function postHead(url: string, path: string, headers: Record<string, string>, contentLength: number): string {
  const { host } = new URL(url);
  const lines = [`POST ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close', `Content-Length: ${contentLength}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return lines.join('\r\n');
}

/** A request whose client writes `head` and the first bytes of its body, then waits: it keeps the
 *  connection open until `reset` drops it (RST, as a phone that lost its network). `answer`
 *  resolves with what came back once the connection is closed. */
export function stalledRequest(url: string, head: string, firstBytes: Buffer): { answer: Promise<RawAnswer>; reset: () => void } {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  const answer = answerOf(socket);
  socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), firstBytes])));
  return { answer, reset: () => socket.resetAndDestroy() };
}
