import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '@server/app';
import { latestSchemaVersion } from '@server/db/migrations';
import { startServer, type RunningServer } from '@server/listen';
import type { SettingsInput } from '@server/settings';

/** Admin token of the test servers. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

const tmpRoot = join(process.cwd(), '.tmp');

/** An index.html standing in for the built app, so the tests do not depend on a build. */
export const fakeIndexHtml = `<!doctype html>
<html lang="en" data-brand="jnd-7">
  <head>
    <meta charset="UTF-8" />
    <title>Claims site</title>
    <script type="module" crossorigin src="/assets/index-TEST1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// Creating a PGlite cluster takes seconds; a cleanly closed one is copied instead for each server.
async function templateDataDir(): Promise<string> {
  const template = join(tmpRoot, `server-test-template-v${latestSchemaVersion}`);
  if (existsSync(join(template, 'db', 'PG_VERSION'))) return template;
  await mkdir(tmpRoot, { recursive: true });
  const building = await mkdtemp(join(tmpRoot, 'server-test-template-build-'));
  const created = await createApp({ dataDir: building, distDir: building });
  await created.close();
  try {
    await rename(building, template);
  } catch {
    // Another test file built it at the same time: use theirs.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh data folder (copied from the template) and a fake dist folder. */
export async function freshDirs(): Promise<{ dataDir: string; distDir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpRoot, 'server-test-'));
  const dataDir = join(root, 'data');
  const distDir = join(root, 'dist');
  await cp(await templateDataDir(), dataDir, { recursive: true });
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), fakeIndexHtml);
  await writeFile(join(distDir, 'assets', 'index-TEST1234.js'), 'console.log("app");\n');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\n');
  return { dataDir, distDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Starts a server on a free loopback port with its own folders. */
export async function startTestServer(settings: SettingsInput = {}): Promise<RunningServer & { cleanup: () => Promise<void> }> {
  const dirs = await freshDirs();
  const server = await startServer({ port: 0, host: '127.0.0.1', adminToken: ADMIN_TOKEN, ...dirs, ...settings });
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      await dirs.cleanup();
    },
  };
}

/** A claimant's browser: keeps cookies between calls and sends the CSRF header when it has a token. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  csrf: { requestHeaderName: string; requestToken: string } | null = null;

  constructor(readonly origin: string) {}

  async fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.csrf !== false && this.csrf) headers.set(this.csrf.requestHeaderName, this.csrf.requestToken);
    const response = await fetch(`${this.origin}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return response;
  }

  /** GET /api/csrf and keep the token. */
  async getCsrf(): Promise<{ requestHeaderName: string; requestToken: string }> {
    const response = await this.fetch('/api/csrf');
    this.csrf = (await response.json()) as { requestHeaderName: string; requestToken: string };
    return this.csrf;
  }

  postJson(path: string, body: unknown, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    return this.fetch(path, { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(body) });
  }
}
