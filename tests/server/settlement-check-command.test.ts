import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSettlementDir } from '@server/settlement/load';
import { copyDemoPackage, editJson, writeKestrelPackage } from './support/packages';
import { freshDirs } from './support/server';

// `npm run settlement:check -- DIR` as an administrator runs it, and `npm start`'s server on a
// broken package: exit codes and what they print.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string>; until?: string } = {},
): Promise<Run> {
  const child = spawn(command, args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    const stopWhenSeen = () => {
      if (options.until && (stdout + stderr).includes(options.until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      stopWhenSeen();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      stopWhenSeen();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const check = (dir: string, cwd?: string) =>
  run('npm', ['run', '-s', 'settlement:check', '--', dir], { cwd, env: cwd ? { INIT_CWD: cwd } : {} });

let kestrel: string;
let broken: string;
/** Where the broken widget stands in the broken package's forms file: `line:column`. */
let sliderAt: string;

beforeAll(async () => {
  kestrel = await writeKestrelPackage();
  broken = await copyDemoPackage();
  await editJson(broken, 'deadlines.json', (d) => (d.timeZone = 'Pacific Standard Time'));
  await editJson(broken, 'forms/standard.json', (f) => (f.models[0].fields[0].widget = 'slider'));
  const lines = (await readFile(join(broken, 'forms/standard.json'), 'utf8')).split('\n');
  const line = lines.findIndex((text) => text.includes('"slider"'));
  sliderAt = `${line + 1}:${lines[line]!.indexOf('"widget"') + 1}`;
});
afterAll(async () => {
  await Promise.all([kestrel, broken].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run settlement:check', () => {
  it('says ok about the demo package and exits 0', async () => {
    const result = await check(demoSettlementDir);
    expect(result.stderr).not.toMatch(/problem/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `${demoSettlementDir}: ok - Brightwater Appliance Settlement: 4 form type(s) (Standard, Lookup, Automotive, DocumentsUpload)`,
    );
    expect(result.stdout).toContain('2 culture(s) (en, es), deadlines in Pacific, 2 claimant(s) in claimants.csv.');
  });

  it('says ok about another good package, named relative to the folder the command is typed in', async () => {
    const result = await check(basename(kestrel), dirname(kestrel));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `${kestrel}: ok - Kestrel Marine Hull Settlement: 2 form type(s) (Standard, Lookup), 6 model config(s), 3 culture(s) (en, fr, ja), deadlines in Eastern`,
    );
  });

  it('lists every problem of a bad package with file, line, path and reason, and exits 1', async () => {
    const result = await check(broken);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`${broken}: 2 problems`);
    expect(result.stderr).toContain(
      '  deadlines.json:3:3 timeZone: unknown time zone "Pacific Standard Time": use one of Pacific, Mountain,',
    );
    expect(result.stderr).toContain(
      `  forms/standard.json:${sliderAt} models[0].fields[0].widget: Model Standard/claimantInfo, field "FirstName": unknown widget "slider"`,
    );
  });

  it('refuses copy with paragraph or list markup in a package other than the demo', async () => {
    const dir = await writeKestrelPackage();
    try {
      await editJson(dir, 'copy/en.json', (copy: Record<string, string>) => {
        copy.Kestrel_Boat_Intro = '<ul><li>The hull number is on the transom.</li></ul>';
      });
      const result = await check(dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${dir}: 1 problem`);
      expect(result.stderr).toMatch(
        / {2}copy\/en\.json:\d+:3 Kestrel_Boat_Intro: paragraph or list markup <ul>: the site places each text/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names a folder that does not exist', async () => {
    const result = await check('/no/such/settlement');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/no/such/settlement: no such folder');
  });
});

describe('the server on a bad package', () => {
  it('does not start: prints the whole list and exits 1', async () => {
    const dirs = await freshDirs();
    try {
      const result = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
        env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dirs.dataDir, DIST_DIR: dirs.distDir, SETTLEMENT_DIR: broken },
        until: 'Claims site listening on',
      });
      const output = result.stdout + result.stderr;
      expect(result.code).toBe(1);
      expect(output).toContain(`The server could not start. The settlement package ${broken} has 2 problems:`);
      expect(output).toContain('deadlines.json:3:3 timeZone: unknown time zone "Pacific Standard Time"');
      expect(output).toContain(`forms/standard.json:${sliderAt} models[0].fields[0].widget:`);
      expect(output).not.toContain('Claims site listening on');
    } finally {
      await dirs.cleanup();
    }
  });

  it('starts on a good one and says which', async () => {
    const dirs = await freshDirs({ engine: 'postgres' });
    try {
      const result = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
        env: {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dirs.dataDir,
          DIST_DIR: dirs.distDir,
          DATABASE_URL: dirs.databaseUrl!,
          SETTLEMENT_DIR: kestrel,
        },
        until: 'Claims site listening on',
      });
      const output = result.stdout + result.stderr;
      expect(output).toContain('Claims site listening on');
      // The start line and the import are JSON log lines (server/observability/log.ts).
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(expect.objectContaining({ settlement: 'Kestrel Marine Hull Settlement', settlementDir: kestrel }));
      expect(lines).toContainEqual(
        expect.objectContaining({
          claimants: 1,
          msg: expect.stringContaining("added the claimants of the settlement package's claimants.csv"),
        }),
      );
    } finally {
      await dirs.cleanup();
    }
  });
});
