import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { createApp } from '@server/http/app';
import { latestSchemaVersion } from '@server/db/migrations';
import { startServer, type RunningServer } from '@server/http/listen';
import type { SettingsInput } from '@server/settings/settings';
import { s3Client } from '@server/storage/s3-store';
import type { Readable } from 'node:stream';
import { createDatabase } from '../../support/embedded-postgres';
import { createBucket } from '../../support/s3-server';
import { dataTemplate } from '../../support/data-template';

/** Admin token of the test servers. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** The database engines every server test runs against. */
export const engines = ['pglite', 'postgres'] as const;
/** One database engine. */
export type Engine = (typeof engines)[number];
/** Where a test server keeps documents. */
export type Storage = 'disk' | 's3';

const tmpRoot = join(process.cwd(), '.tmp');

/** An index.html standing in for the built app, so the tests do not depend on a build. */
const fakeIndexHtml = `<!doctype html>
<html lang="en" data-brand="jnd-7">
  <head>
    <meta charset="UTF-8" />
    <title>Claims site</title>
    <script type="module" crossorigin src="/assets/index-TEST1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The data folder every test server starts from (tests/support/data-template.ts). */
function templateDataDir(): Promise<string> {
  // Named by the migrations' text, not only their number: a migration still being written (or
  // another branch's with the same number) must not reuse a template built from another text.
  const migrations = readFileSync(new URL('../../../server/db/migrations.ts', import.meta.url));
  const fingerprint = createHash('sha256').update(migrations).digest('hex').slice(0, 12);
  return dataTemplate(join(tmpRoot, `server-test-template-v${latestSchemaVersion}-${fingerprint}`), async (building) => {
    const created = await createApp({ dataDir: building, distDir: building });
    await created.close();
  });
}

/** A database on the run's PostgreSQL server, created empty (the server migrates it at start). */
export function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase(inject('postgresUrl'));
}

/** Settings of a fresh bucket on the run's S3 server. */
export async function freshBucket(): Promise<SettingsInput> {
  const created = await createBucket(inject('s3Endpoint'));
  return {
    storageUrl: created.url,
    storageEndpoint: created.endpoint,
    storageAccessKeyId: created.accessKeyId,
    storageSecretAccessKey: created.secretAccessKey,
    storageForcePathStyle: 'true',
  };
}

/** Fresh folders (data copied from the template), a fresh PostgreSQL database for `postgres`,
 *  a fresh bucket for `s3`: settings to spread into startServer, and their cleanup. */
export async function freshDirs(
  options: { engine?: Engine; storage?: Storage; indexHtml?: string } = {},
): Promise<{ dataDir: string; distDir: string; databaseUrl: string | null } & SettingsInput & { cleanup: () => Promise<void> }> {
  const engine = options.engine ?? 'pglite';
  const root = await mkdtemp(join(tmpRoot, 'server-test-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  const database = engine === 'postgres' ? await freshPostgresDatabase() : null;
  if (engine === 'pglite') await cp(await templateDataDir(), dataDir, { recursive: true });
  else await mkdir(dataDir, { recursive: true });
  const storage = options.storage === 's3' ? await freshBucket() : {};
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), options.indexHtml ?? fakeIndexHtml);
  await writeFile(join(distDir, 'assets', 'index-TEST1234.js'), 'console.log("app");\n');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\n');
  return {
    dataDir,
    distDir,
    databaseUrl: database?.url ?? null,
    ...storage,
    cleanup: async () => {
      await database?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A test server, with what it was started with. */
export type TestServer = RunningServer & { cleanup: () => Promise<void> };

/** Starts a server on a free loopback port with its own folders, database and (for `s3`) bucket. */
export async function startTestServer(
  settings: SettingsInput & { engine?: Engine; storage?: Storage; indexHtml?: string } = {},
): Promise<TestServer> {
  // indexHtml: the app page the server starts with (its warm-up renders into it), else a stand-in.
  const { engine, storage, indexHtml, ...rest } = settings;
  const dirs = await freshDirs({ engine, storage, indexHtml });
  const { cleanup, ...dirSettings } = dirs;
  let server: RunningServer;
  try {
    server = await startServer({ port: 0, host: '127.0.0.1', adminToken: ADMIN_TOKEN, ...dirSettings, ...rest });
    // The campaign job's round at start, out of the way: on a busy machine it could otherwise
    // come after a test's first claims and link them before the round the test counts.
    await server.campaignRoundSettled();
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      await cleanup();
    },
  };
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/** Every document a server's store holds, committed or not, as claim_files.stored_path names
 *  them: disk paths under DATA_DIR (files/, and tmp/ as earlier versions used it), or
 *  s3://bucket/key. */
export async function storedDocuments(server: Pick<RunningServer, 'settings'>): Promise<string[]> {
  const { settings } = server;
  if (!settings.storage) {
    const found: string[] = [];
    for (const area of ['files', 'tmp']) {
      for (const entry of await readdir(join(settings.dataDir, area), { withFileTypes: true }).catch(() => [])) {
        // A document (files/<claim id>-001.pdf), or a claim's folder as earlier versions stored them.
        if (!entry.isDirectory()) {
          found.push(`${area}/${entry.name}`);
          continue;
        }
        const inside = await entries(join(settings.dataDir, area, entry.name));
        found.push(...(inside.length > 0 ? inside.map((name) => `${area}/${entry.name}/${name}`) : [`${area}/${entry.name}/`]));
      }
    }
    return found.sort();
  }
  const bucket = settings.storage.bucket;
  const client = s3Client(settings.storage);
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      // The audit log's checkpoints share the bucket (admin/audit-checkpoints.ts) but are no documents.
      const documents = (page.Contents ?? []).filter((o) => !/(^|\/)audit-checkpoints\//.test(o.Key!));
      keys.push(...documents.map((o) => `s3://${bucket}/${o.Key!}`));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** Reads a stored document back through the server's own store, decrypted as the server reads it. */
export async function readStored(
  server: Pick<RunningServer, 'context'>,
  location: string,
  /** Whose data key the document is encrypted under: by default the claim whose id names its place. */
  owner = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(location)?.[0] ?? '',
): Promise<Buffer> {
  const stream: Readable = await server.context.uploads.documents(owner).open(location);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** What a claimant's browser keeps between calls. */
interface BrowserState {
  cookies: Map<string, string>;
  csrf: { requestHeaderName: string; requestToken: string } | null;
  /** The session cookie changed since the token was fetched (the server replaces the id on authorize). */
  csrfStale?: boolean;
}

/** A claimant's browser: keeps cookies between calls and sends the CSRF header when it has a token. */
export class Browser {
  private readonly state: BrowserState;

  constructor(
    readonly origin: string,
    state?: BrowserState,
  ) {
    this.state = state ?? { cookies: new Map(), csrf: null };
  }

  /** The CSRF token this browser holds. */
  get csrf(): BrowserState['csrf'] {
    return this.state.csrf;
  }

  set csrf(value: BrowserState['csrf']) {
    this.state.csrf = value;
  }

  /** The same browser (cookies, token) talking to another server, as a proxy in front of
   *  several servers sends one claimant's calls to whichever it picks. */
  via(origin: string): Browser {
    return new Browser(origin, this.state);
  }

  /** The cookie and CSRF headers this browser sends, for requests made without fetch. */
  requestHeaders(): Record<string, string> {
    const { cookies, csrf } = this.state;
    return {
      ...(cookies.size > 0 ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(csrf ? { [csrf.requestHeaderName]: csrf.requestToken } : {}),
    };
  }

  async fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    // As the app does: once the session id has been replaced, the next unsafe call first fetches
    // the new id's token.
    if (this.state.csrfStale && init.csrf !== false && (init.method ?? 'GET') !== 'GET') await this.getCsrf();
    const headers = new Headers(init.headers);
    const { cookies, csrf } = this.state;
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.csrf !== false && csrf) headers.set(csrf.requestHeaderName, csrf.requestToken);
    const response = await fetch(`${this.origin}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (name === 'claims_session' && cookies.has(name) && cookies.get(name) !== value) this.state.csrfStale = true;
      cookies.set(name, value);
    }
    return response;
  }

  /** GET /api/csrf and keep the token. */
  async getCsrf(): Promise<{ requestHeaderName: string; requestToken: string }> {
    const response = await this.fetch('/api/csrf');
    const token = (await response.json()) as { requestHeaderName: string; requestToken: string };
    this.state.csrf = token;
    this.state.csrfStale = false;
    return token;
  }

  postJson(path: string, body: unknown, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
    });
  }
}
