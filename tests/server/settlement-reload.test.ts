import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deadlineRedirect } from '@/features/deadlines/deadline-redirect';
import { parseDeadlinesResponse } from '@/features/deadlines/deadline-settings';
import { adminHeaders, runAdminCli } from './support/admin';
import { copyDemoPackage, editJson } from './support/packages';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './support/server';

// An administrator edits deadlines.json and the banner setting of the package a server is running
// and tells the server to reload, over HTTP or with `npm run admin -- reload`: the new values are
// in force at once, and a package with a problem is refused with every problem named while the
// values in force stay.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The deadline keys of the Standard form's pages, as the app's page descriptions list them. */
const standardPageDeadlines = ['globalDeadline', 'claimFilingDeadline'];
const OPEN = '2099-12-31T23:59:59';
const PASSED = '2020-01-15T23:59:59';

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = await copyDemoPackage();
  server = await startTestServer({ settlementDir: dir });
});
afterAll(async () => {
  await server?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface CmsDeadlines {
  en: { projectTimeZone: string; deadlines: Record<string, { deadlineDateTime: string; redirectUrl: string | null }> };
}

async function servedDeadlines(target: TestServer = server): Promise<CmsDeadlines> {
  const response = await fetch(`${target.url}/api/deadlines`);
  expect(response.status).toBe(200);
  return (await response.json()) as CmsDeadlines;
}

const reload = (target: TestServer = server, headers: Record<string, string> = adminHeaders) =>
  fetch(`${target.url}/api/admin/settlement/reload`, { method: 'POST', headers });

/** Where the app's deadline guard sends a claimant opening a Standard form page, given what the server serves now. */
async function standardPageRedirect(): Promise<ReturnType<typeof deadlineRedirect>> {
  const settings = parseDeadlinesResponse(await servedDeadlines());
  return deadlineRedirect({ pageDeadlineKeys: standardPageDeadlines, settings, language: 'en', now: new Date() });
}

async function bannerAttribute(): Promise<string | null> {
  const html = await (await fetch(`${server.url}/`)).text();
  return /<html[^>]*\sdata-banner="([^"]*)"/.exec(html)?.[1] ?? null;
}

describe('POST /api/admin/settlement/reload', () => {
  it('needs the admin token', async () => {
    expect((await reload(server, {})).status).toBe(401);
    expect((await reload(server, { authorization: 'Bearer not-the-token' })).status).toBe(401);
  });

  it('puts a changed deadline and banner in force: GET /api/deadlines, the deadline guard and the page follow', async () => {
    expect((await servedDeadlines()).en.deadlines.claimFilingDeadline!.deadlineDateTime).toBe(OPEN);
    expect(await standardPageRedirect()).toBeNull();
    expect(await bannerAttribute()).toBeNull();

    await editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = PASSED));
    await editJson(dir, 'settlement.json', (s) => (s.banner = true));
    // Nothing changes until the server is told.
    expect((await servedDeadlines()).en.deadlines.claimFilingDeadline!.deadlineDateTime).toBe(OPEN);

    const response = await reload();
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      deadlines: { deadlines: Record<string, { date: string }> };
      banner: boolean;
      restartNeededFor: string[];
    };
    expect(answer.deadlines.deadlines.claimFilingDeadline!.date).toBe(PASSED);
    expect(answer.banner).toBe(true);
    expect(answer.restartNeededFor).toEqual([]);

    expect((await servedDeadlines()).en.deadlines.claimFilingDeadline!.deadlineDateTime).toBe(PASSED);
    expect(await standardPageRedirect()).toEqual({ kind: 'internal', to: '/deadline' });
    expect(await bannerAttribute()).toBe('on');

    // And back.
    await editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = OPEN));
    await editJson(dir, 'settlement.json', (s) => (s.banner = false));
    expect((await reload()).status).toBe(200);
    expect(await standardPageRedirect()).toBeNull();
    expect(await bannerAttribute()).toBeNull();
  });

  it('refuses a package with problems, naming each with file, path and reason, and keeps the deadlines in force', async () => {
    await editJson(dir, 'deadlines.json', (d) => {
      d.timeZone = 'Pacific Standard Time';
      d.deadlines.lookupFilingDeadline.date = '2099-12-31 23:59';
    });
    await editJson(dir, 'settlement.json', (s) => (s.banner = 'yes'));
    try {
      const response = await reload();
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { error: string; problems: { file: string; path: string; reason: string }[] };
      // Sorted by file, then line, as the checker lists them.
      expect(answer.problems).toEqual([
        expect.objectContaining({
          file: 'deadlines.json',
          path: 'timeZone',
          reason: expect.stringMatching(/^unknown time zone "Pacific Standard Time": use one of Pacific, /),
        }),
        expect.objectContaining({
          file: 'deadlines.json',
          path: 'deadlines.lookupFilingDeadline.date',
          reason: expect.stringMatching(/^"2099-12-31 23:59" is not in an accepted date format/),
        }),
        expect.objectContaining({ file: 'settlement.json', path: 'banner', reason: 'expected boolean, got "yes"' }),
      ]);
      expect(answer.error).toContain('has 3 problems');
      expect(answer.error).toContain('Nothing was changed');

      const served = await servedDeadlines();
      expect(served.en.projectTimeZone).toBe('Pacific');
      expect(served.en.deadlines.lookupFilingDeadline!.deadlineDateTime).toBe('12/31/2099 23:59');
      expect(await bannerAttribute()).toBeNull();
    } finally {
      await editJson(dir, 'deadlines.json', (d) => {
        d.timeZone = 'Pacific';
        d.deadlines.lookupFilingDeadline.date = '12/31/2099 23:59';
      });
      await editJson(dir, 'settlement.json', (s) => (s.banner = false));
    }
  });

  it('says which other changes wait for a restart, and serves them unchanged meanwhile', async () => {
    await editJson(dir, 'copy/en.json', (c) => (c.Shared_Button_Next = 'Continue'));
    try {
      const response = await reload();
      expect(response.status).toBe(200);
      expect(((await response.json()) as { restartNeededFor: string[] }).restartNeededFor).toEqual(['copy/']);
      const content = (await (await fetch(`${server.url}/api/culture/content?culture=en`)).json()) as { key: string; value: string }[];
      expect(content.find((entry) => entry.key === 'Shared_Button_Next')?.value).toBe('Next');
    } finally {
      await editJson(dir, 'copy/en.json', (c) => (c.Shared_Button_Next = 'Next'));
    }
  });
});

describe('npm run admin -- reload', () => {
  it('tells each server named, and lists the problems of a package it cannot reload', async () => {
    const second = await startTestServer({ settlementDir: dir });
    try {
      await editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = PASSED));
      const done = await runAdminCli(['reload', '--server', server.url, '--server', second.url], { ADMIN_TOKEN });
      expect(done.stderr).toContain(`${server.url}: reloaded.`);
      expect(done.stderr).toContain(`${second.url}: reloaded.`);
      expect(done.stderr).toContain(`claimFilingDeadline: ${PASSED}`);
      expect(done.code).toBe(0);
      for (const target of [server, second])
        expect((await servedDeadlines(target)).en.deadlines.claimFilingDeadline!.deadlineDateTime).toBe(PASSED);

      await editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = '31/12/2099'));
      const refused = await runAdminCli(['reload', '--server', server.url], { ADMIN_TOKEN });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`${server.url}: refused (422).`);
      expect(refused.stderr).toMatch(/deadlines\.json:\d+:\d+ deadlines\.claimFilingDeadline\.date: "31\/12\/2099" is not/);
      expect((await servedDeadlines()).en.deadlines.claimFilingDeadline!.deadlineDateTime).toBe(PASSED);

      const noToken = await runAdminCli(['reload', '--server', server.url], { ADMIN_TOKEN: '' });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain('reload needs ADMIN_TOKEN');
    } finally {
      await second.cleanup();
      await editJson(dir, 'deadlines.json', (d) => (d.deadlines.claimFilingDeadline.date = OPEN));
    }
  });
});
