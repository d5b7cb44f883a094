import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { deadlineKeys, type DeadlineKey } from '../src/contract/api';
import { resolveTheme, type ThemeEntry } from '../themes/registry';
import type { ServerEntry } from './routes/render';
import type { S3Settings } from './storage/s3-store';

/** Captcha providers the reference server can name: `test` is the offline stand-in. */
export const captchaProviders = ['test', 'hcaptcha', 'recaptcha', 'none'] as const;
/** One captcha provider setting. */
export type CaptchaProviderSetting = (typeof captchaProviders)[number];

/** Every setting of the reference server, resolved and validated. */
export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The bucket documents go to (STORAGE_URL and friends); null keeps them in DATA_DIR. */
  storage: S3Settings | null;
  distDir: string;
  theme: ThemeEntry;
  captchaProvider: CaptchaProviderSetting;
  captchaSiteKey: string | null;
  captchaSecret: string | null;
  deadlineStyle: 'cms' | 'legacy';
  deadlinesPassed: DeadlineKey[];
  uploadMaxBytes: number;
  uploadMaxFiles: number;
  submitMaxBytes: number;
  adminToken: string | null;
  cookieSecure: 'auto' | 'always' | 'never';
  sessionTtlMinutes: number;
  authorizeMaxFailures: number;
  /** Failed authorize checks of one claim ID, from every address, per window. */
  authorizeMaxFailuresPerClaim: number;
  logRequests: boolean;
  /** Port of the Prometheus metrics (its own listener on HOST); null: only at GET /api/admin/metrics. */
  metricsPort: number | null;
  /** On SIGTERM, how long requests in flight (uploads) may take to finish before the server exits. */
  drainTimeoutSeconds: number;
  /** Render pages on the server (routes/render.ts); off: the browser renders them. */
  serverRendering: boolean;
  /** Pages rendered at once; more wait in the queue. */
  renderConcurrency: number;
  /** Renders that may wait for a turn; a request beyond them gets the plain page at once. */
  renderQueue: number;
  /** How long a rendered page is kept for the next requests of the same address; 0: not kept. */
  renderCacheSeconds: number;
  /** The server entry to render with instead of the build's (tests); null: the build's. */
  serverEntry: ServerEntry | null;
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto count: true for any peer, false for
   *  none, or their addresses and CIDR ranges. */
  trustProxy: boolean | readonly string[];
  /** The contract's redirect-on-error setting: a server error string sends the claimant to /error. */
  redirectOnError: boolean;
  /** Whether the `test` captcha provider may run although NODE_ENV is production. */
  allowTestCaptcha: boolean;
  /** Whether the settlement's banner (Banner_Header, Banner_Copy) shows in every layout. */
  banner: boolean;
  /** The analytics tag id (Google tag, e.g. G-ABC123); null: no analytics and no tracking. */
  analyticsTagId: string | null;
  /** Where a claimant goes when their session expires; null: the site's session-expired page. */
  expiredRedirectUrl: string | null;
  /** The settlement package folder (SETTLEMENT_DIR); null: the demo package in the repository. */
  settlementDir: string | null;
  /** Things the server starts with but an administrator should know about, logged at start. */
  warnings: readonly string[];
}

/** Settings as a caller gives them (tests pass a few; main.ts passes the environment's). */
export interface SettingsInput {
  port?: number | string;
  host?: string;
  dataDir?: string;
  databaseUrl?: string | null;
  storageUrl?: string | null;
  storageEndpoint?: string | null;
  storageRegion?: string | null;
  storageAccessKeyId?: string | null;
  storageSecretAccessKey?: string | null;
  storageForcePathStyle?: boolean | string;
  distDir?: string;
  theme?: string;
  captchaProvider?: string;
  captchaSiteKey?: string | null;
  captchaSecret?: string | null;
  deadlineStyle?: string;
  deadlinesPassed?: string | readonly string[];
  uploadMaxBytes?: number | string;
  uploadMaxFiles?: number | string;
  submitMaxBytes?: number | string;
  adminToken?: string | null;
  cookieSecure?: string;
  sessionTtlMinutes?: number | string;
  authorizeMaxFailures?: number | string;
  authorizeMaxFailuresPerClaim?: number | string;
  logRequests?: boolean | string;
  metricsPort?: number | string | null;
  drainTimeoutSeconds?: number | string;
  serverRendering?: boolean | string;
  renderConcurrency?: number | string;
  renderQueue?: number | string;
  renderCacheSeconds?: number | string;
  /** Not an environment variable: tests render with src/entry-server.tsx. */
  serverEntry?: ServerEntry | null;
  trustProxy?: boolean | string | readonly string[];
  redirectOnError?: boolean | string;
  /** NODE_ENV: `production` refuses the `test` captcha provider unless allowTestCaptcha;
   *  `development` turns captcha off unless captchaProvider is given. */
  nodeEnv?: string | null;
  allowTestCaptcha?: boolean | string;
  banner?: boolean | string;
  analyticsTagId?: string | null;
  expiredRedirectUrl?: string | null;
  settlementDir?: string | null;
}

/** The settings a settlement package supplies (settlement.json). Each environment variable that
 *  is set wins over the package's value: THEME, CAPTCHA_PROVIDER (with CAPTCHA_SITE_KEY), BANNER,
 *  ANALYTICS_TAG_ID, EXPIRED_REDIRECT_URL. */
export interface PackageSettings {
  theme: string;
  captcha: { provider: CaptchaProviderSetting; siteKey?: string | null | undefined };
  banner: boolean;
  analyticsTagId: string | null;
  expiredRedirectUrl: string | null;
}

/** Raised for a setting the server cannot start with; the message names the setting. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

const MB = 1024 * 1024;

/** Site keys the `test` provider uses by default. */
export const TEST_SITE_KEY = 'test-site-key';

/** Reads the settings from environment variables (names as documented in server/README.md). */
export function settingsFromEnv(env: Record<string, string | undefined>): SettingsInput {
  const pick = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  return {
    port: pick('PORT'),
    host: pick('HOST'),
    dataDir: pick('DATA_DIR'),
    databaseUrl: pick('DATABASE_URL') ?? null,
    storageUrl: pick('STORAGE_URL') ?? null,
    storageEndpoint: pick('STORAGE_ENDPOINT') ?? null,
    storageRegion: pick('STORAGE_REGION') ?? null,
    storageAccessKeyId: pick('STORAGE_ACCESS_KEY_ID') ?? null,
    storageSecretAccessKey: pick('STORAGE_SECRET_ACCESS_KEY') ?? null,
    storageForcePathStyle: pick('STORAGE_FORCE_PATH_STYLE'),
    distDir: pick('DIST_DIR'),
    // THEME is validated even when set to blanks, so that `THEME=` fails instead of defaulting.
    theme: env.THEME === undefined ? undefined : env.THEME,
    captchaProvider: pick('CAPTCHA_PROVIDER'),
    captchaSiteKey: pick('CAPTCHA_SITE_KEY') ?? null,
    captchaSecret: pick('CAPTCHA_SECRET') ?? null,
    deadlineStyle: pick('DEADLINE_STYLE'),
    deadlinesPassed: pick('DEADLINE_PASSED'),
    uploadMaxBytes: pick('UPLOAD_MAX_BYTES'),
    uploadMaxFiles: pick('UPLOAD_MAX_FILES'),
    submitMaxBytes: pick('SUBMIT_MAX_BYTES'),
    adminToken: pick('ADMIN_TOKEN') ?? null,
    cookieSecure: pick('COOKIE_SECURE'),
    sessionTtlMinutes: pick('SESSION_TTL_MINUTES'),
    authorizeMaxFailures: pick('AUTHORIZE_MAX_FAILURES'),
    authorizeMaxFailuresPerClaim: pick('AUTHORIZE_MAX_FAILURES_PER_CLAIM'),
    logRequests: pick('LOG_REQUESTS'),
    metricsPort: pick('METRICS_PORT') ?? null,
    drainTimeoutSeconds: pick('DRAIN_TIMEOUT_SECONDS'),
    serverRendering: pick('SERVER_RENDERING'),
    renderConcurrency: pick('RENDER_CONCURRENCY'),
    renderQueue: pick('RENDER_QUEUE'),
    renderCacheSeconds: pick('RENDER_CACHE_SECONDS'),
    trustProxy: pick('TRUST_PROXY'),
    redirectOnError: pick('REDIRECT_ON_ERROR'),
    nodeEnv: pick('NODE_ENV') ?? null,
    allowTestCaptcha: pick('ALLOW_TEST_CAPTCHA'),
    banner: pick('BANNER'),
    analyticsTagId: pick('ANALYTICS_TAG_ID') ?? null,
    expiredRedirectUrl: pick('EXPIRED_REDIRECT_URL') ?? null,
    settlementDir: pick('SETTLEMENT_DIR') ?? null,
  };
}

function integer(name: string, value: number | string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingsError(`${name} must be a whole number between ${min} and ${max}; got "${value}".`);
  }
  return n;
}

function oneOf<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  const v = value.toLowerCase();
  if (!(choices as readonly string[]).includes(v)) {
    throw new SettingsError(`${name} must be one of: ${choices.join(', ')}; got "${value}".`);
  }
  return v as T;
}

function flag(name: string, value: boolean | string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new SettingsError(`${name} must be true or false; got "${value}".`);
}

/** TRUST_PROXY: true or false, or a comma-separated list of addresses and CIDR ranges. */
function trustedProxies(value: boolean | string | readonly string[] | undefined): boolean | readonly string[] {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  if (/^(1|true|yes|on)$/i.test(text.trim())) return true;
  if (/^(0|false|no|off|)$/i.test(text.trim())) return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) {
      throw new SettingsError(`TRUST_PROXY must be true, false, or addresses and CIDR ranges separated by commas; got "${entry}".`);
    }
  }
  return entries;
}

function analyticsTag(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  // A Google tag id: letters, digits and hyphens, e.g. G-ABC123XYZ. It is written into the page and
  // into a script address, so nothing else may pass.
  if (!/^[A-Z]{1,4}-[A-Z0-9]{4,20}$/.test(value)) {
    throw new SettingsError(`ANALYTICS_TAG_ID must be a tag id such as G-ABC123XYZ; got "${value}".`);
  }
  return value;
}

function redirectUrl(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  // A path on this site, or an https address elsewhere (the settlement's own website).
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password) return url.href;
  } catch {
    // Reported below.
  }
  throw new SettingsError(`EXPIRED_REDIRECT_URL must be a path on this site (/...) or an https:// address; got "${value}".`);
}

function deadlineList(value: string | readonly string[] | undefined): DeadlineKey[] {
  if (value === undefined) return [];
  const items = (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim()).filter(Boolean);
  for (const item of items) {
    if (!(deadlineKeys as readonly string[]).includes(item)) {
      throw new SettingsError(`DEADLINE_PASSED names an unknown deadline key "${item}". Known keys: ${deadlineKeys.join(', ')}.`);
    }
  }
  return [...new Set(items)] as DeadlineKey[];
}

// Bucket names as S3 accepts them: 3-63 lower-case letters, digits, dots and hyphens.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function storageSettings(input: SettingsInput): S3Settings | null {
  const url = input.storageUrl ?? null;
  const others = [
    ['STORAGE_ENDPOINT', input.storageEndpoint],
    ['STORAGE_ACCESS_KEY_ID', input.storageAccessKeyId],
    ['STORAGE_SECRET_ACCESS_KEY', input.storageSecretAccessKey],
  ] as const;
  if (url === null) {
    const stray = others.find(([, value]) => value);
    if (stray)
      throw new SettingsError(
        `${stray[0]} is set but STORAGE_URL is not; set STORAGE_URL=s3://bucket/prefix to keep documents in a bucket.`,
      );
    return null;
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!match || !bucketPattern.test(match[1]!)) {
    throw new SettingsError(
      `STORAGE_URL must look like s3://bucket or s3://bucket/prefix (bucket: 3-63 lower-case letters, digits, dots, hyphens); got "${url}".`,
    );
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = input.storageEndpoint ?? null;
  if (endpoint !== null && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new SettingsError(`STORAGE_ENDPOINT must be an http(s) URL such as https://s3.example.com; got "${endpoint}".`);
  }
  const accessKeyId = input.storageAccessKeyId ?? null;
  const secretAccessKey = input.storageSecretAccessKey ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new SettingsError(
      "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials (environment, instance role).",
    );
  }
  return {
    bucket: match[1]!,
    prefix,
    endpoint,
    region: input.storageRegion ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag('STORAGE_FORCE_PATH_STYLE', input.storageForcePathStyle, false),
  };
}

/** Validates settings and fills defaults, first from the settlement package's settings (when
 *  given), then the built-in ones; throws SettingsError (or the theme registry's ThemeError). */
export function resolveSettings(input: SettingsInput = {}, settlement: PackageSettings | null = null): ServerSettings {
  const theme = resolveTheme(input.theme === undefined ? (settlement?.theme ?? 'jnd-7-0-default') : input.theme);
  // Captcha is off in development (NODE_ENV=development) unless CAPTCHA_PROVIDER turns it on: a
  // developer's server then needs no provider account or secret, whatever the package names.
  // Elsewhere (production, tests, NODE_ENV unset) the package's provider, else `test`, applies.
  const development = input.nodeEnv === 'development';
  const providerFromPackage = input.captchaProvider === undefined && settlement !== null && !development;
  const captchaProvider = oneOf(
    'CAPTCHA_PROVIDER',
    input.captchaProvider ?? (development ? undefined : settlement?.captcha.provider),
    captchaProviders,
    development ? 'none' : 'test',
  );
  // The package's site key belongs to the package's provider: CAPTCHA_PROVIDER set to another one
  // takes its key from CAPTCHA_SITE_KEY only.
  let captchaSiteKey = input.captchaSiteKey ?? (providerFromPackage ? (settlement?.captcha.siteKey ?? null) : null);
  const captchaSecret = input.captchaSecret ?? null;
  if (captchaProvider === 'test') captchaSiteKey ??= TEST_SITE_KEY;
  if (captchaProvider === 'none') captchaSiteKey = null;
  if ((captchaProvider === 'hcaptcha' || captchaProvider === 'recaptcha') && (!captchaSiteKey || !captchaSecret)) {
    throw new SettingsError(
      providerFromPackage
        ? `The settlement package's captcha provider ${captchaProvider} needs a site key (settlement.json captcha.siteKey or CAPTCHA_SITE_KEY) and CAPTCHA_SECRET.`
        : `CAPTCHA_PROVIDER=${captchaProvider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET.`,
    );
  }
  const allowTestCaptcha = flag('ALLOW_TEST_CAPTCHA', input.allowTestCaptcha, false);
  const warnings: string[] = [];
  // The test provider accepts any token of its own published shape, so it stops no robot: a
  // production site running it by accident (it is the default) must not start.
  if (captchaProvider === 'test' && input.nodeEnv === 'production') {
    if (!allowTestCaptcha) {
      const source = providerFromPackage
        ? 'The captcha provider "test" of the settlement package (settlement.json captcha.provider)'
        : 'CAPTCHA_PROVIDER=test (the default)';
      throw new SettingsError(
        `${source} is an offline stand-in that stops no automated submissions, and NODE_ENV is production. ` +
          `Set CAPTCHA_PROVIDER to hcaptcha or recaptcha (with CAPTCHA_SITE_KEY and CAPTCHA_SECRET) or to none, ` +
          `or set ALLOW_TEST_CAPTCHA=1 to run the stand-in anyway.`,
      );
    }
    warnings.push(
      'Warning: CAPTCHA_PROVIDER=test runs in production (ALLOW_TEST_CAPTCHA=1): the offline stand-in stops no automated submissions.',
    );
  }
  if (development && input.captchaProvider === undefined) {
    warnings.push('Captcha is off: NODE_ENV is development. Set CAPTCHA_PROVIDER (test, hcaptcha or recaptcha) to turn it on.');
  }
  const uploadMaxBytes = integer('UPLOAD_MAX_BYTES', input.uploadMaxBytes, 25 * MB, 1);
  const uploadMaxFiles = integer('UPLOAD_MAX_FILES', input.uploadMaxFiles, 20, 1, 1000);
  // By default a submission may carry every file at its full size, plus room for the JSON part.
  const submitMaxBytes = integer(
    'SUBMIT_MAX_BYTES',
    input.submitMaxBytes,
    Math.min(uploadMaxBytes * uploadMaxFiles, 200 * MB) + 2 * MB,
    1024,
  );
  const adminToken = input.adminToken ?? null;
  if (adminToken !== null && adminToken.length < 16) {
    throw new SettingsError('ADMIN_TOKEN must be at least 16 characters long.');
  }
  return {
    port: integer('PORT', input.port, 3000, 0, 65535),
    host: input.host ?? '127.0.0.1',
    dataDir: resolve(input.dataDir ?? 'data'),
    databaseUrl: input.databaseUrl ?? null,
    storage: storageSettings(input),
    distDir: resolve(input.distDir ?? 'dist'),
    theme,
    captchaProvider,
    captchaSiteKey,
    captchaSecret,
    deadlineStyle: oneOf('DEADLINE_STYLE', input.deadlineStyle, ['cms', 'legacy'] as const, 'cms'),
    deadlinesPassed: deadlineList(input.deadlinesPassed),
    uploadMaxBytes,
    uploadMaxFiles,
    submitMaxBytes,
    adminToken,
    cookieSecure: oneOf('COOKIE_SECURE', input.cookieSecure, ['auto', 'always', 'never'] as const, 'auto'),
    sessionTtlMinutes: integer('SESSION_TTL_MINUTES', input.sessionTtlMinutes, 12 * 60, 1, 7 * 24 * 60),
    authorizeMaxFailures: integer('AUTHORIZE_MAX_FAILURES', input.authorizeMaxFailures, 10, 1, 10_000),
    authorizeMaxFailuresPerClaim: integer('AUTHORIZE_MAX_FAILURES_PER_CLAIM', input.authorizeMaxFailuresPerClaim, 30, 1, 10_000),
    logRequests: flag('LOG_REQUESTS', input.logRequests, false),
    metricsPort:
      input.metricsPort === undefined || input.metricsPort === null ? null : integer('METRICS_PORT', input.metricsPort, 0, 0, 65535),
    drainTimeoutSeconds: integer('DRAIN_TIMEOUT_SECONDS', input.drainTimeoutSeconds, 30, 0, 3600),
    serverRendering: flag('SERVER_RENDERING', input.serverRendering, true),
    renderConcurrency: integer('RENDER_CONCURRENCY', input.renderConcurrency, 2, 1, 64),
    renderQueue: integer('RENDER_QUEUE', input.renderQueue, 8, 0, 10_000),
    renderCacheSeconds: integer('RENDER_CACHE_SECONDS', input.renderCacheSeconds, 30, 0, 3600),
    serverEntry: input.serverEntry ?? null,
    trustProxy: trustedProxies(input.trustProxy),
    redirectOnError: flag('REDIRECT_ON_ERROR', input.redirectOnError, false),
    allowTestCaptcha,
    banner: flag('BANNER', input.banner, settlement?.banner ?? false),
    analyticsTagId:
      input.analyticsTagId === undefined || input.analyticsTagId === null
        ? (settlement?.analyticsTagId ?? null)
        : analyticsTag(input.analyticsTagId),
    expiredRedirectUrl:
      input.expiredRedirectUrl === undefined || input.expiredRedirectUrl === null
        ? (settlement?.expiredRedirectUrl ?? null)
        : redirectUrl(input.expiredRedirectUrl),
    settlementDir: input.settlementDir ? resolve(input.settlementDir) : null,
    warnings,
  };
}
