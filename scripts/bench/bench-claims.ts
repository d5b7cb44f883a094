// The claim-filing clients the server benchmarks share (scripts/bench/bench-server.ts and
// scripts/bench/bench-deadline.ts): a claimant session, a lean HTTP client that files Standard claims
// with one document each, and the demo package with its velocity limits set to flag only.
import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { SubmissionPayload } from '../../src/contract/api';
import { mapPayloadModels } from '../../src/contract/payload-slots';
import { sampleStandardClaim, withFields } from '../../tests/support/sample-claim';

/** The client id of the document every benchmark claim carries. */
export const CLIENT_ID = 'documentContexts-bench001';

/** The p-th percentile (0-100) of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A PDF of `bytes` bytes: the magic the server checks, then random bytes. */
export const pdfBytes = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

/** Eight letters drawn from `n`, as a name: "Qexmoabt". */
function nameFrom(n: number): string {
  let value = (Math.imul(n + 1, 2654435761) >>> 0) % 26 ** 7;
  let letters = String.fromCharCode(65 + (n % 26));
  for (let i = 0; i < 7; i += 1) {
    letters += String.fromCharCode(97 + (value % 26));
    value = Math.floor(value / 26);
  }
  return letters;
}

/** The sample Standard claim filed by the n-th of many different claimants: another name,
 *  street number, email and phone for each n, as deadline-day traffic is. (One person filing
 *  every claim would be screened as a flood of duplicates, each compared with hundreds before
 *  it: that costs the database far more than a claim of a new claimant, and is not the load the
 *  throughput targets are about.) */
function distinctClaimant(n: number, documents: Parameters<typeof sampleStandardClaim>[0]): SubmissionPayload {
  const payload = sampleStandardClaim(documents);
  const lastName = nameFrom(n);
  const email = `claimant.${n}@example.com`;
  const phone = `(${200 + (n % 700)}) 555-${String(n % 10_000).padStart(4, '0')}`;
  return {
    ...payload,
    claimantInfo: withFields(payload.claimantInfo, {
      lastName,
      mailingStreetLine1: `${100 + n} Harbor Way`,
      emailAddress: email,
      confirmEmailAddress: email,
      phoneNumber: phone,
      confirmPhoneNumber: phone,
    }),
  };
}

const hashKey = (formType: string, dtoMapping: string) => `${formType}\u0000${dtoMapping.toLowerCase()}`;

/** The metadataHash of every model config a server serves, by form type and mapping. */
export async function servedHashes(url: string): Promise<Map<string, string>> {
  const configs = (await (await fetch(`${url}/api/forms/config`)).json()) as {
    metadataHash: string;
    metadata: Record<string, unknown>;
  }[];
  return new Map(
    configs.map((c) => [
      hashKey(String(c.metadata.formType ?? c.metadata.FormType), String(c.metadata.dtoMapping ?? c.metadata.DtoMapping)),
      c.metadataHash,
    ]),
  );
}

/** A claimant session: cookie plus CSRF header (the baseline ignores them). */
export async function session(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/csrf`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  const body = (await response.json()) as { requestHeaderName?: string; requestToken?: string };
  return cookie && body.requestHeaderName ? { cookie, [body.requestHeaderName]: body.requestToken! } : {};
}

/** The throughput clients: plain HTTP/1.1 with kept-alive connections and a multipart body
 *  written as three buffers (the document's bytes are shared by every claim), so that the load
 *  generator, which shares this machine's two cores with the server and the database, costs as
 *  little CPU as it can and the figures are the servers'. fetch with FormData cost about 2.7 ms
 *  of CPU per claim, close to the baseline's own 3 ms. */
export class LeanClient {
  private readonly agent: Agent;
  private readonly boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  private readonly tail = Buffer.from(`\r\n--${this.boundary}--\r\n`);

  constructor(
    private readonly url: string,
    private readonly document: Buffer,
    sockets: number,
    /** The metadataHash of each model as the server serves it (servedHashes), when its package is
     *  not this checkout's demo (another version's, in bench-encryption). */
    private readonly hashes: ReadonlyMap<string, string> | null = null,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  /** The claim with each model's metadataHash the one the server serves. */
  private served(claim: SubmissionPayload): SubmissionPayload {
    const hashes = this.hashes;
    if (!hashes) return claim;
    return mapPayloadModels(claim, (model) => ({
      ...model,
      metadataHash: hashes.get(hashKey(model.metadata.formType as string, model.metadata.dtoMapping as string)) ?? model.metadataHash,
    }));
  }

  /** Posts the claim of the `claimant`-th claimant (see distinctClaimant) with `name` as its
   *  document's name; resolves with its latency and the claim's reference code, rejects when the
   *  server refuses it. */
  submit(headers: Record<string, string>, name: string, key: string, claimant: number): Promise<{ ms: number; code: string }> {
    const payload = JSON.stringify(
      this.served(distinctClaimant(claimant, [{ clientId: CLIENT_ID, name, size: this.document.length, type: 'application/pdf' }])),
    );
    const head = Buffer.from(
      `--${this.boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${payload}\r\n` +
        `--${this.boundary}\r\nContent-Disposition: form-data; name="${CLIENT_ID}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const length = head.length + this.document.length + this.tail.length;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${this.url}/api/forms/standard`, {
        method: 'POST',
        agent: this.agent,
        headers: {
          ...headers,
          'Idempotency-Key': key,
          'Content-Type': `multipart/form-data; boundary=${this.boundary}`,
          'Content-Length': String(length),
        },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let body: { referenceCodeForm?: string | null; error?: string | null } = {};
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            body = { error: text.slice(0, 200) };
          }
          if (response.statusCode !== 200 || !body.referenceCodeForm)
            reject(new Error(`Claim refused (${response.statusCode}): ${body.error}`));
          else resolve({ ms: performance.now() - started, code: body.referenceCodeForm });
        });
      });
      request.write(head);
      request.write(this.document);
      request.end(this.tail);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Files the claims of claimants 0 to `count` - 1 over `sessions` (one client each, all at once),
 *  as the timed part of a benchmark does; resolves with each claim's latency (ms). `label` keeps
 *  the Idempotency-Keys of one run apart from another's. */
export async function fileClaims(
  client: LeanClient,
  sessions: readonly Record<string, string>[],
  count: number,
  label: string,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const run = Date.now();
  await Promise.all(
    sessions.map(async (headers, worker) => {
      while (next < count) {
        const n = next;
        next += 1;
        latencies.push((await client.submit(headers, `receipt-${n}.pdf`, `${label}-${worker}-${n}-${run}`, n)).ms);
      }
    }),
  );
  return latencies;
}

/** Files `count` warm-up claims over `sessions` (one client each, as many at once), each from a
 *  claimant of its own numbered from `firstClaimant`: a server's first few hundred claims pay for
 *  V8 compiling its code, which a server on deadline day, running for hours, has long done. */
export async function warmUp(
  client: LeanClient,
  sessions: readonly Record<string, string>[],
  count: number,
  firstClaimant: number,
): Promise<void> {
  let next = 0;
  const started = Date.now();
  await Promise.all(
    sessions.map(async (headers) => {
      while (next < count) {
        const n = next;
        next += 1;
        await client.submit(headers, 'warmup.pdf', `warmup-${n}-${started}`, firstClaimant + n);
      }
    }),
  );
}

/** A copy of the demo package (of the checkout at `root`), in `tmp`, with its velocity limits flagging only: each bench
 *  client files hundreds of claims from one session, which the screening would refuse after the
 *  tenth. The checks still run on every claim, so their cost stays in the figures. */
export async function benchPackage(tmp: string, root = process.cwd()): Promise<string> {
  const dir = await mkdtemp(join(tmp, 'bench-package-'));
  await cp(join(root, 'settlements', 'demo'), dir, { recursive: true });
  const settlement = JSON.parse(await readFile(join(dir, 'settlement.json'), 'utf8')) as Record<string, unknown>;
  const flagOnly = { refuseAbove: null };
  settlement.screening = { velocity: { address: flagOnly, session: flagOnly, identity: flagOnly } };
  await writeFile(join(dir, 'settlement.json'), JSON.stringify(settlement, null, 2));
  return dir;
}
