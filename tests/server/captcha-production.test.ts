import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { resolveSettings } from '@server/settings/settings';
import { SettingsError } from '@server/settings/setting-kinds';
import { freshDirs } from './support/server';

// The `test` captcha provider accepts tokens anyone can write. It is the default so that a fresh
// checkout runs offline, which makes it the one setting a production site can forget.

vi.setConfig({ testTimeout: 120_000 });

/** Production also requires an audit key and data keys of its own. */
const AUDIT_KEY = 'production-audit-key-of-this-test-0123456789';
const DATA_KEYS = `test:${Buffer.alloc(32, 7).toString('base64')}`;

/** Runs `tsx server/main.ts` until it says it is listening (then stops it) or exits by itself. */
async function startMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dirs = await freshDirs();
  try {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dirs.dataDir, DIST_DIR: dirs.distDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    return await new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Claims site listening on')) child.kill('SIGTERM');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => resolve({ code, output }));
    });
  } finally {
    await dirs.cleanup();
  }
}

describe('the test captcha provider in production', () => {
  it('stops the server at start, naming the setting and the ways out', async () => {
    const { code, output } = await startMain({ NODE_ENV: 'production', CAPTCHA_PROVIDER: '' });
    expect(code).toBe(1);
    expect(output).toContain(
      'The server could not start. The captcha provider "test" of the settlement package (settlement.json captcha.provider) is an offline stand-in',
    );
    expect(output).toContain('ALLOW_TEST_CAPTCHA=1');
    expect(output).not.toContain('Claims site listening on');
  });

  it('starts with ALLOW_TEST_CAPTCHA=1, with a warning', async () => {
    const { output } = await startMain({ NODE_ENV: 'production', ALLOW_TEST_CAPTCHA: '1', AUDIT_KEY, DATA_KEYS });
    expect(output).toContain('Warning: CAPTCHA_PROVIDER=test runs in production (ALLOW_TEST_CAPTCHA=1)');
    expect(output).toContain('Claims site listening on');
  });

  it('is refused only in production, and only for the test provider', () => {
    expect(() => resolveSettings({ nodeEnv: 'production' })).toThrow(SettingsError);
    expect(() => resolveSettings({ nodeEnv: 'production', auditKey: AUDIT_KEY, dataKeys: DATA_KEYS, captchaProvider: 'test' })).toThrow(
      /NODE_ENV is production/,
    );
    expect(resolveSettings({ nodeEnv: 'production', auditKey: AUDIT_KEY, dataKeys: DATA_KEYS, captchaProvider: 'none' }).warnings).toEqual(
      [],
    );
    expect(
      resolveSettings({
        nodeEnv: 'production',
        auditKey: AUDIT_KEY,
        dataKeys: DATA_KEYS,
        captchaProvider: 'hcaptcha',
        captchaSiteKey: 'k',
        captchaSecret: 's',
      }).warnings,
    ).toEqual([]);
    expect(resolveSettings({ nodeEnv: 'test' }).captchaProvider).toBe('test');
    expect(resolveSettings({}).warnings).toEqual([]);
    expect(() => resolveSettings({ nodeEnv: 'production', allowTestCaptcha: 'maybe' })).toThrow(
      'ALLOW_TEST_CAPTCHA must be true or false; got "maybe".',
    );
  });
});
