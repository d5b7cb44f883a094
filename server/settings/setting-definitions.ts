// Every setting of the reference server, one definition each: its environment variable, how it is
// parsed and checked, its default, what the settings table in server/README.md says of it, and,
// for the few the app reads, its attribute on <html>. server/settings/settings.ts builds the ServerSettings
// type, the environment reader and the resolver from this table; server/settings/app-config.ts writes the
// attributes; server/settings/settings-docs.ts writes the table (`npm run settings:docs`). The table's order
// is the documentation's order, and a setting may read the ones it depends on (`context.value`).
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { deadlineKeys, type DeadlineKey } from '../../src/contract/api';
import { analyticsTagPattern, pageSettings, sitePathPattern } from '../../src/contract/page-settings';
import { resolveTheme } from '../../themes/registry';
import { parseKeyRing, type KeyRing } from '../privacy/key-ring';
import type { ServerEntry } from './server-entry';
import { defineSetting, flag, inputOnly, integer, oneOf, parseChoice, parseFlag, parseInteger, SettingsError, text } from './setting-kinds';
import type { ClamdAddress } from '../storage/clamd';
import type { S3Settings } from '../storage/s3-store';

/** Captcha providers the reference server can name: `test` is the offline stand-in. */
const captchaProviders = ['test', 'hcaptcha', 'recaptcha', 'none'] as const;
/** One captcha provider setting. */
export type CaptchaProviderSetting = (typeof captchaProviders)[number];

/** Site keys the `test` provider uses by default. */
const TEST_SITE_KEY = 'test-site-key';

const MB = 1024 * 1024;

/** The audit key when AUDIT_KEY is unset: published here, so it keys nothing a court could trust
 *  (audit-verify says so); production refuses it. */
export const DEVELOPMENT_AUDIT_KEY = 'development-audit-key-published-in-the-source-not-secret';

/** Every setting, by its name in ServerSettings (and in SettingsInput, as tests pass them). */
export const settingDefinitions = {
  port: integer({ env: 'PORT', fallback: 3000, min: 0, max: 65535, doc: 'Port to listen on (`0` picks a free one).' }),
  host: text({
    env: 'HOST',
    fallback: '127.0.0.1',
    doc: 'Address to listen on. Use `0.0.0.0` to accept connections from other machines (behind a TLS proxy).',
  }),
  /** The settlement package folder (SETTLEMENT_DIR); null: the demo package in the repository. */
  settlementDir: defineSetting<string | null, string | null>({
    env: 'SETTLEMENT_DIR',
    defaultText: 'the demo package',
    doc: 'The settlement package folder to serve (relative paths start at the project folder): settlement, deadlines, forms, copy and claimants. Unset: `settlements/demo`. A package with any problem stops the server at start with the whole list. See "Run your own settlement" in the README and `settlements/README.md`.',
    parse: (given) => (given ? resolve(given) : null),
  }),
  theme: defineSetting<string, ReturnType<typeof resolveTheme>>({
    env: 'THEME',
    // Validated even when set to blanks, so that `THEME=` fails instead of defaulting.
    keepBlank: true,
    packageKey: 'theme',
    doc: 'The theme setting, one of those in [docs/themes.md](../docs/themes.md); set, it wins over `theme` in `settlement.json` (see [docs/contract.md](../docs/contract.md) §Product). An unknown or empty value stops the server at start with the theme registry\'s message. Written into `index.html` as `<html data-brand="..." data-theme-setting="...">`.',
    parse: (given, context) => resolveTheme(given === undefined ? (context.settlement?.theme ?? 'jnd-7-0-default') : given),
  }),
  databaseUrl: text({
    env: 'DATABASE_URL',
    doc: 'A PostgreSQL connection string (`postgres://user:pass@host:5432/db`). Unset: the embedded PGlite database in `DATA_DIR/db` (one server process only). Migrations run at start either way, once even when several servers start together.',
  }),
  dataDir: defineSetting<string, string>({
    env: 'DATA_DIR',
    defaultText: '`./data`',
    doc: 'Embedded database (`db/`), and without `STORAGE_URL` the documents (`files/<claim id>-001.pdf`, written there as they arrive; `orphaned/` for documents set aside at start).',
    parse: (given) => resolve(given ?? 'data'),
  }),
  storageUrl: inputOnly(
    text({
      env: 'STORAGE_URL',
      doc: '`s3://bucket/prefix`: documents go to that S3-compatible bucket, as `<prefix>/<claim id>/001.pdf`, streamed in 5 MB parts. Unset: the local disk (`DATA_DIR/files`). Several servers share documents only through a bucket (or one `DATA_DIR` on one machine).',
    }),
  ),
  storageEndpoint: inputOnly(
    text({
      env: 'STORAGE_ENDPOINT',
      defaultText: 'AWS S3',
      doc: 'URL of the S3 API for another provider (MinIO, Ceph, a local s3rver), e.g. `http://127.0.0.1:9000`. Only with `STORAGE_URL`.',
      check: (endpoint) => {
        if (/^https?:\/\/[^\s/]+/.test(endpoint)) return endpoint;
        throw new SettingsError(`STORAGE_ENDPOINT must be an http(s) URL such as https://s3.example.com; got "${endpoint}".`);
      },
    }),
  ),
  storageRegion: inputOnly(text({ env: 'STORAGE_REGION', fallback: 'us-east-1', doc: 'Region of the bucket.' })),
  storageAccessKeyId: inputOnly(
    text({
      env: 'STORAGE_ACCESS_KEY_ID',
      doc: "Access key of the bucket; set together with `STORAGE_SECRET_ACCESS_KEY`. Neither set: the AWS SDK's own chain (`AWS_*` variables, shared config, instance role).",
    }),
  ),
  storageSecretAccessKey: inputOnly(text({ env: 'STORAGE_SECRET_ACCESS_KEY', doc: 'Secret of that access key.' })),
  storageForcePathStyle: inputOnly(
    flag({
      env: 'STORAGE_FORCE_PATH_STYLE',
      fallback: false,
      doc: '`true` for stores that address buckets as `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, s3rver).',
    }),
  ),
  /** The bucket documents go to (STORAGE_URL and friends); null keeps them in DATA_DIR. */
  storage: defineSetting<never, S3Settings | null>({
    env: null,
    defaultText: '',
    doc: 'Built from the STORAGE_* settings above.',
    parse: (_given, context) => storageSettings(context.value),
  }),
  distDir: defineSetting<string, string>({
    env: 'DIST_DIR',
    defaultText: '`./dist`',
    doc: 'The built app to serve.',
    parse: (given) => resolve(given ?? 'dist'),
  }),
  captchaProvider: defineSetting<string, CaptchaProviderSetting>({
    env: 'CAPTCHA_PROVIDER',
    packageKey: 'captcha.provider',
    defaultText: "the package's `captcha.provider`; `none` with `NODE_ENV=development`",
    doc: '`test` (offline stand-in, see below), `hcaptcha`, `recaptcha`, or `none` (captcha off: `siteKey` is null and no token is required). Set, it wins over `settlement.json`, and the site key then comes from `CAPTCHA_SITE_KEY` only.',
    parse: (given, context) => {
      if (given !== undefined) return parseChoice('CAPTCHA_PROVIDER', given, captchaProviders);
      // Captcha is off in development unless CAPTCHA_PROVIDER turns it on: a developer's server then
      // needs no provider account or secret, whatever the package names. Elsewhere (production,
      // tests, NODE_ENV unset) the package's provider, else `test`, applies.
      if (context.development) {
        context.warn('Captcha is off: NODE_ENV is development. Set CAPTCHA_PROVIDER (test, hcaptcha or recaptcha) to turn it on.');
        return 'none';
      }
      const fromPackage = context.settlement?.captcha.provider;
      return fromPackage === undefined ? 'test' : parseChoice('CAPTCHA_PROVIDER', fromPackage, captchaProviders);
    },
  }),
  captchaSiteKey: defineSetting<string | null, string | null>({
    env: 'CAPTCHA_SITE_KEY',
    defaultText: "the package's `captcha.siteKey` (`test-site-key` for `test`)",
    doc: 'Site key sent to the app; set, it wins over `settlement.json`. Required for `hcaptcha`/`recaptcha`. With `test`, `test-fail` makes the widget fail (see below).',
    parse: (given, context) => {
      const provider = context.value('captchaProvider') as CaptchaProviderSetting;
      if (provider === 'none') return null;
      // The package's site key belongs to the package's provider: CAPTCHA_PROVIDER set to another
      // one takes its key from CAPTCHA_SITE_KEY only.
      const key = given ?? (providerFromPackage(context) ? (context.settlement?.captcha.siteKey ?? null) : null);
      return provider === 'test' ? (key ?? TEST_SITE_KEY) : key;
    },
  }),
  captchaSecret: defineSetting<string | null, string | null>({
    env: 'CAPTCHA_SECRET',
    defaultText: 'unset',
    doc: "Secret for the provider's verification call. Required for `hcaptcha`/`recaptcha`.",
    parse: (given, context) => {
      const secret = given ?? null;
      const provider = context.value('captchaProvider') as CaptchaProviderSetting;
      if ((provider === 'hcaptcha' || provider === 'recaptcha') && (!context.value('captchaSiteKey') || !secret)) {
        throw new SettingsError(
          providerFromPackage(context)
            ? `The settlement package's captcha provider ${provider} needs a site key (settlement.json captcha.siteKey or CAPTCHA_SITE_KEY) and CAPTCHA_SECRET.`
            : `CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET.`,
        );
      }
      return secret;
    },
  }),
  /** Whether the `test` captcha provider may run although NODE_ENV is production. */
  allowTestCaptcha: defineSetting<boolean | string, boolean>({
    env: 'ALLOW_TEST_CAPTCHA',
    defaultText: '`false`',
    doc: 'With `NODE_ENV=production`, the `test` provider (which accepts tokens anyone can write) stops the server at start unless this is `1`; allowed, the server starts with a warning.',
    parse: (given, context) => {
      const allowed = given === undefined ? false : parseFlag('ALLOW_TEST_CAPTCHA', given);
      // The test provider accepts any token of its own published shape, so it stops no robot: a
      // production site running it by accident (it is the default) must not start.
      if (context.value('captchaProvider') === 'test' && context.nodeEnv === 'production') {
        if (!allowed) {
          const source = providerFromPackage(context)
            ? 'The captcha provider "test" of the settlement package (settlement.json captcha.provider)'
            : 'CAPTCHA_PROVIDER=test (the default)';
          throw new SettingsError(
            `${source} is an offline stand-in that stops no automated submissions, and NODE_ENV is production. ` +
              `Set CAPTCHA_PROVIDER to hcaptcha or recaptcha (with CAPTCHA_SITE_KEY and CAPTCHA_SECRET) or to none, ` +
              `or set ALLOW_TEST_CAPTCHA=1 to run the stand-in anyway.`,
          );
        }
        context.warn(
          'Warning: CAPTCHA_PROVIDER=test runs in production (ALLOW_TEST_CAPTCHA=1): the offline stand-in stops no automated submissions.',
        );
      }
      return allowed;
    },
  }),
  /** NODE_ENV: `production` refuses the `test` captcha provider unless allowTestCaptcha;
   *  `development` turns captcha off unless captchaProvider is given. */
  nodeEnv: inputOnly(
    text({
      env: 'NODE_ENV',
      doc: '`production` refuses `CAPTCHA_PROVIDER=test` unless `ALLOW_TEST_CAPTCHA=1`. `development` turns captcha off (whatever the package names) unless `CAPTCHA_PROVIDER` is set, and says so at start. `npm start` builds the app for production whatever it says.',
    }),
  ),
  deadlineStyle: oneOf({
    env: 'DEADLINE_STYLE',
    choices: ['cms', 'legacy'],
    fallback: 'cms',
    doc: 'Shape of `GET /api/deadlines`: `cms` (per language, English carries zone and dates) or `legacy` (date and zone per key).',
  }),
  deadlinesPassed: defineSetting<string | readonly string[], DeadlineKey[]>({
    env: 'DEADLINE_PASSED',
    defaultText: 'none',
    doc: 'Comma-separated deadline keys to move into the past, e.g. `claimFilingDeadline,lookupFilingDeadline`. Unknown keys stop the server at start.',
    parse: (given) => deadlineList(given),
  }),
  uploadMaxBytes: integer({
    env: 'UPLOAD_MAX_BYTES',
    fallback: 25 * MB,
    min: 1,
    defaultText: '`26214400` (25 MB)',
    doc: 'Largest single document.',
  }),
  uploadMaxFiles: integer({ env: 'UPLOAD_MAX_FILES', fallback: 20, min: 1, max: 1000, doc: 'Most documents in one claim.' }),
  submitMaxBytes: integer({
    env: 'SUBMIT_MAX_BYTES',
    // By default a submission may carry every file at its full size, plus room for the JSON part.
    fallback: (context) =>
      Math.min((context.value('uploadMaxBytes') as number) * (context.value('uploadMaxFiles') as number), 200 * MB) + 2 * MB,
    min: 1024,
    defaultText: 'files x size (at most 200 MB) + 2 MB',
    doc: 'Largest whole submit request; larger ones get 413.',
  }),
  clamdAddress: defineSetting<string, ClamdAddress | null>({
    env: 'CLAMD_ADDRESS',
    defaultText: 'unset (no scanning)',
    doc: 'ClamAV\'s daemon (`clamd`) that scans every uploaded document before its claim is accepted: `host:port` (its `TCPSocket`, e.g. `127.0.0.1:3310`) or the absolute path of its `LocalSocket` (e.g. `/run/clamav/clamd.ctl`). A document clamd finds infected is refused and nothing of the claim is kept; while clamd is down or silent for 10 seconds, claims with documents get a 503 to try again, and `/readyz` reports `scanner: failed`. See "Malware scanning" below.',
    parse: (given) => (given ? clamdAddress(given) : null),
  }),
  adminToken: text({
    env: 'ADMIN_TOKEN',
    doc: 'Enables the admin calls below (at least 16 characters), sent as `Authorization: Bearer <token>`. Unset: the admin calls do not exist (404).',
    check: (token) => {
      if (token.length >= 16) return token;
      throw new SettingsError('ADMIN_TOKEN must be at least 16 characters long.');
    },
  }),
  adminTokens: defineSetting<string | readonly string[] | null, readonly { readonly name: string; readonly token: string }[]>({
    env: 'ADMIN_TOKENS',
    defaultText: 'none',
    doc: 'More admin tokens, each with a name the audit log records its calls under: `name=token` pairs separated by commas (`export-job=...,counsel-feed=...`; names of letters, digits, `.`, `_` and `-`, tokens of at least 16 characters). Beside or instead of `ADMIN_TOKEN`, whose calls the log records as `admin token`.',
    parse: (given) => namedAdminTokens(given),
  }),
  /** Key of the audit log's entries and checkpoints (admin/audit-key.ts). */
  auditKey: defineSetting<string | null, string>({
    env: 'AUDIT_KEY',
    defaultText: 'a development key, refused with `NODE_ENV=production`',
    doc: "Secret key (at least 32 characters) of the administrators' audit log: every entry and every checkpoint carries an HMAC-SHA-256 under it, so whoever can write the database but does not hold the key cannot rewrite the log unnoticed. Keep it outside the database and its backups; every server and `npm run admin` need the same one. Unset, a published development key is used (`audit-verify` says so), and `NODE_ENV=production` stops the server at start. See [docs/audit.md](../docs/audit.md).",
    parse: (given, context) => {
      if (given !== undefined && given !== null) {
        if (given.length >= 32) return given;
        throw new SettingsError('AUDIT_KEY must be at least 32 characters long.');
      }
      // A published key proves nothing to a court: a production site must hold its own.
      if (context.nodeEnv === 'production')
        throw new SettingsError(
          "AUDIT_KEY is required with NODE_ENV=production: a secret of at least 32 characters, kept outside the database, that keys the administrators' audit log (for example `openssl rand -base64 48`).",
        );
      return DEVELOPMENT_AUDIT_KEY;
    },
  }),
  /** Keys that wrap the data keys of claimants' sensitive answers and documents (privacy/key-ring.ts). */
  dataKeys: defineSetting<string | null, KeyRing>({
    env: 'DATA_KEYS',
    defaultText: 'a development key, refused with `NODE_ENV=production`',
    doc: "Key-encryption keys of the personal data kept at rest, as `id:key` pairs separated by commas (`2026a:<openssl rand -base64 32>`): each claim's sensitive answers and documents are encrypted under a data key of its own, and that key is stored only wrapped by the first of these. To rotate, put a new key first, keep the old ones, run `npm run admin -- keys rotate`, then drop the old. Keep them outside the database and its backups; every server and `npm run admin` need the same. Unset, a published development key is used, and `NODE_ENV=production` stops the server at start. See [docs/data-inventory.md](../docs/data-inventory.md).",
    parse: (given, context) => {
      if ((given === undefined || given === null || given === '') && context.nodeEnv === 'production')
        throw new SettingsError(
          'DATA_KEYS is required with NODE_ENV=production: at least one `id:key` pair, the key 32 random bytes in base64 (openssl rand -base64 32), kept outside the database.',
        );
      try {
        return parseKeyRing(given ?? null);
      } catch (error) {
        throw new SettingsError((error as Error).message);
      }
    },
  }),
  auditCheckpointDir: defineSetting<string | null, string | null>({
    env: 'AUDIT_CHECKPOINT_DIR',
    defaultText: '`DATA_DIR/audit-checkpoints`, or the bucket of `STORAGE_URL`',
    doc: "Folder of the audit log's signed checkpoints (see `AUDIT_CHECKPOINT_MINUTES`), in place of the default: best a disk the database's administrators cannot write, mounted on every server and where `npm run admin` runs.",
    parse: (given) => (given ? resolve(given) : null),
  }),
  auditCheckpointMinutes: integer({
    env: 'AUDIT_CHECKPOINT_MINUTES',
    fallback: 5,
    min: 1,
    max: 24 * 60,
    doc: 'How often a server writes a signed checkpoint of the audit log (its entry count and last hash) outside the database, when entries were added: in `AUDIT_CHECKPOINT_DIR`, else the bucket of `STORAGE_URL` under `audit-checkpoints/`, else `DATA_DIR/audit-checkpoints/`. One is also written on shutdown and after each `npm run admin` command; the last 10 are kept.',
  }),
  smtpUrl: inputOnly(
    text({
      env: 'SMTP_URL',
      doc: 'The mail server that sends the claimants\' mail (a claim\'s confirmation): `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://user:pass@host:465`. Or set `SMTP_HOST` and the rest instead. Neither set: mail goes to the file outbox, `DATA_DIR/mail/<id>.eml`, and no mail leaves the machine. See "Mail" in server/README.md.',
    }),
  ),
  smtpHost: inputOnly(text({ env: 'SMTP_HOST', doc: "The mail server's host, in place of `SMTP_URL`." })),
  smtpPort: inputOnly(
    defineSetting<number | string | null, number | null>({
      env: 'SMTP_PORT',
      defaultText: '`587` (`465`: TLS from the start)',
      doc: "The mail server's port, with `SMTP_HOST`.",
      parse: (given) => (given === undefined || given === null ? null : parseInteger('SMTP_PORT', given, 1, 65535)),
    }),
  ),
  smtpUser: inputOnly(text({ env: 'SMTP_USER', doc: 'User name at the mail server, with `SMTP_HOST`; set together with `SMTP_PASS`.' })),
  smtpPass: inputOnly(text({ env: 'SMTP_PASS', doc: 'Password of that user.' })),
  /** Where mail goes: a mail server (SMTP_URL or SMTP_HOST and the rest), or the file outbox. */
  mailTransport: defineSetting<never, MailTransportSetting>({
    env: null,
    defaultText: '',
    doc: 'Built from the SMTP_* settings above.',
    parse: (_given, context) => mailTransportSettings(context.value),
  }),
  mailFrom: text({
    env: 'MAIL_FROM',
    fallback: 'Claims <claims@localhost>',
    doc: "The sender of the claimants' mail, as `Name <address>` or an address; its domain also ends each mail's Message-ID. Use an address of a domain the mail server may send for.",
    check: (from) => {
      if (/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(from.trim())) return from.trim();
      throw new SettingsError(`MAIL_FROM must be an address or "Name <address>"; got "${from}".`);
    },
  }),
  mailMaxAttempts: integer({
    env: 'MAIL_MAX_ATTEMPTS',
    fallback: 8,
    min: 1,
    max: 100,
    doc: 'How many times a mail is tried before it is marked failed (and logged); `npm run admin -- mail list` shows it.',
  }),
  mailRetrySeconds: integer({
    env: 'MAIL_RETRY_SECONDS',
    fallback: 30,
    min: 0,
    max: 3600,
    doc: "The wait after a mail's first failed attempt; each further one waits twice as long as the one before, up to 6 hours (30: 30 s, 1 min, 2 min ...).",
  }),
  mailLeaseSeconds: integer({
    env: 'MAIL_LEASE_SECONDS',
    fallback: 120,
    min: 5,
    max: 3600,
    doc: "How long a server holds the mails it took to send. A server that dies while holding some leaves them until their lease runs out; then another server sends them. Keep it above the mail server's slowest send (the transport waits up to 15 s to connect, 15 s for the greeting and 30 s of silence): a send slower than the lease may go out twice (with the same Message-ID).",
  }),
  cookieSecure: oneOf({
    env: 'COOKIE_SECURE',
    choices: ['auto', 'always', 'never'],
    fallback: 'auto',
    doc: '`Secure` flag of every cookie the server sets: `auto` (when the request is HTTPS or `X-Forwarded-Proto: https`), `always`, `never`. A Secure cookie of the desk is named with the `__Host-` prefix (`__Host-desk_session`).',
  }),
  sessionTtlMinutes: integer({
    env: 'SESSION_TTL_MINUTES',
    fallback: 12 * 60,
    min: 1,
    max: 7 * 24 * 60,
    doc: "How long an authorization (claim ID and PIN) stays valid in a session. The app's own 30-minute inactivity timer ends sessions sooner.",
  }),
  authorizeMaxFailures: integer({
    env: 'AUTHORIZE_MAX_FAILURES',
    fallback: 10,
    min: 1,
    max: 10_000,
    doc: 'Failed claim ID/PIN checks per client address (an IPv6 client by its /64; over every claim ID it tries) per 15 minutes before authorize answers 429 from that address.',
  }),
  /** Failed authorize checks of one claim ID, from every address, per window. */
  authorizeMaxFailuresPerClaim: integer({
    env: 'AUTHORIZE_MAX_FAILURES_PER_CLAIM',
    fallback: 30,
    min: 1,
    max: 10_000,
    doc: 'Failed PIN checks of one claim ID, from every address together, per 15 minutes before authorize answers 429 for that claim ID.',
  }),
  /** Successful sign-ins (each a stored session) per client address per window. */
  authorizeSessionsPerAddress: integer({
    env: 'AUTHORIZE_SESSIONS_PER_ADDRESS',
    fallback: 100,
    min: 1,
    max: 1_000_000,
    doc: 'Successful claim ID/PIN checks per client address (an IPv6 client by its /64) per 15 minutes, counted by each server; one more answers 429 from that address. Each stores a session row, so this bounds what one client adds to `sessions`.',
  }),
  /** Claim submits received at once from one browser session (upload-slots.ts). */
  uploadsPerSession: integer({
    env: 'UPLOADS_PER_SESSION',
    fallback: 4,
    min: 1,
    max: 1000,
    doc: 'Claim submits one browser session may have being received at once; one more is answered 429 with `Retry-After` before its body is read. A slot is given back when the submit ends in any way (answered, abandoned mid-body, failed).',
  }),
  /** Claim submits received at once from one client address (upload-slots.ts). */
  uploadsPerAddress: integer({
    env: 'UPLOADS_PER_ADDRESS',
    fallback: 16,
    min: 1,
    max: 100_000,
    doc: 'Claim submits one client address (an IPv6 client by its /64) may have being received at once, over all its sessions; as `UPLOADS_PER_SESSION`. Raise it for a site many claimants reach through one address (a library, a carrier network).',
  }),
  /** Where the links in claimants' mail point: this site's address as claimants reach it. */
  publicUrl: text({
    env: 'PUBLIC_URL',
    defaultText: 'the address the server listens on',
    doc: "This site's address as claimants reach it (`https://claims.example.com`), without a path: the links in claimants' mail (a saved draft's resume link, the case file at `/claim/status`) start with it. Set it in production, where claimants reach the site through a proxy; unset, the links name the address the server itself listens on (`http://localhost:3000` for `npm start`), never one a request names.",
    check: (url) => {
      if (/^https?:\/\/[^\s/?#]+$/.test(url.trim().replace(/\/$/, ''))) return url.trim().replace(/\/$/, '');
      throw new SettingsError(`PUBLIC_URL must be an http(s) origin such as https://claims.example.com; got "${url}".`);
    },
  }),
  deskOidcIssuer: inputOnly(
    text({
      env: 'DESK_OIDC_ISSUER',
      doc: "The organisation's OpenID Connect provider, for signing in to the desk at `/admin` (`https://login.example.com/realms/claims`); with `DESK_OIDC_CLIENT_ID` and `DESK_OIDC_CLIENT_SECRET`. The redirect address to register there is `<PUBLIC_URL>/api/desk/oidc/callback`. A person signs in when the provider vouches for an email address (`email_verified`) of a person on the desk. Unset: one-time links only. See docs/administration.md.",
    }),
  ),
  deskOidcClientId: inputOnly(text({ env: 'DESK_OIDC_CLIENT_ID', doc: "The desk's client id at that provider." })),
  deskOidcClientSecret: inputOnly(text({ env: 'DESK_OIDC_CLIENT_SECRET', doc: "The desk's client secret at that provider." })),
  /** The desk's OpenID Connect provider, when all three settings above are given. */
  deskOidc: defineSetting<never, DeskOidcSetting | null>({
    env: null,
    defaultText: '',
    doc: 'Built from the DESK_OIDC_* settings above.',
    parse: (_given, context) => deskOidcSettings(context.value),
  }),
  /** Whether the desk takes only sign-ins with a second factor (desk/mfa.ts). */
  deskRequireMfa: flag({
    env: 'DESK_REQUIRE_MFA',
    fallback: false,
    doc: "Only sign-ins with a second factor open the desk at `/admin`: through the organisation's provider, an ID token whose `amr` names one of `DESK_MFA_AMR` (or whose `acr` is one of `DESK_OIDC_ACR_VALUES`, when set); anything else is turned away with the reason. One-time links, a single factor, are refused, and `npm run admin -- desk add` and `desk link` print none. See docs/administration.md.",
  }),
  /** The `amr` values that name a second factor (desk/mfa.ts). */
  deskMfaAmr: defineSetting<string | readonly string[] | null, readonly string[]>({
    env: 'DESK_MFA_AMR',
    defaultText: '`mfa,mca,otp,hwk,swk,sms,tel,fpt,face,iris,retina,vbm,sc`',
    doc: "With `DESK_REQUIRE_MFA`, the authentication methods (RFC 8176 `amr` values, comma-separated) any one of which in the provider's ID token counts as a second factor.",
    parse: (given) =>
      methodList('DESK_MFA_AMR', given, ['mfa', 'mca', 'otp', 'hwk', 'swk', 'sms', 'tel', 'fpt', 'face', 'iris', 'retina', 'vbm', 'sc']),
  }),
  /** The acr values the desk asks the provider for (desk/oidc.ts). */
  deskOidcAcrValues: defineSetting<string | readonly string[] | null, readonly string[]>({
    env: 'DESK_OIDC_ACR_VALUES',
    defaultText: 'none',
    doc: 'Authentication context classes (`acr` values, comma-separated, as the provider names them: `urn:example:mfa`) the desk asks the provider for with `acr_values`. With `DESK_REQUIRE_MFA`, an ID token whose `acr` is one of them counts as a second factor too.',
    parse: (given) => methodList('DESK_OIDC_ACR_VALUES', given, []),
  }),
  /** How recent a desk sign-in must be for a decision (http/routes/desk.ts). */
  deskReauthMinutes: integer({
    env: 'DESK_REAUTH_MINUTES',
    fallback: 15,
    min: 1,
    max: 12 * 60,
    doc: "Minutes a sign-in to the desk at `/admin` counts as recent: a decision, or any other change made there, by a person who signed in longer ago is refused with 401 and the code `signInAgain` (and audited), and the desk's page asks them to sign in again, keeping what they typed. Through the organisation's provider, the time is the ID token's `auth_time` where the provider gives it. See docs/administration.md.",
  }),
  /** Bytes of answers a saved draft may hold (routes/drafts.ts). */
  draftMaxBytes: integer({
    env: 'DRAFT_MAX_BYTES',
    fallback: 256 * 1024,
    min: 1024,
    max: 1024 * 1024,
    defaultText: '`262144` (256 KB)',
    doc: "Largest JSON part of a saved draft (the answers, as the app holds them); a larger one is refused with 413. Its documents are bounded as a claim's (`UPLOAD_MAX_BYTES`, `UPLOAD_MAX_FILES`, `SUBMIT_MAX_BYTES`).",
  }),
  /** Drafts saved per client address per hour (routes/drafts.ts). */
  draftsPerAddress: integer({
    env: 'DRAFTS_PER_ADDRESS',
    fallback: 20,
    min: 1,
    max: 100_000,
    doc: 'Drafts one client address (an IPv6 client by its /64) may save per hour, counted by each server; one more is answered 429 with `Retry-After`.',
  }),
  /** Drafts kept at once (routes/drafts.ts). */
  draftsMaxTotal: integer({
    env: 'DRAFTS_MAX_TOTAL',
    fallback: 50_000,
    min: 1,
    doc: 'Drafts kept at once over the whole site; past it a save is answered 503 until expired drafts are purged (hourly) or resumed drafts filed.',
  }),
  /** Tracking events stored per client address per minute (routes/session.ts). */
  trackingEventsPerAddress: integer({
    env: 'TRACKING_EVENTS_PER_ADDRESS',
    fallback: 600,
    min: 1,
    max: 1_000_000,
    doc: 'Tracking events one client address (an IPv6 client by its /64, over every session it opens) may store per minute before the call answers 429 from that address; one session may store 120. Sessions cost nothing to open, so the per-session limit alone bounds nothing.',
  }),
  /** Days a tracking event is kept before the hourly purge deletes it. */
  trackingRetentionDays: integer({
    env: 'TRACKING_RETENTION_DAYS',
    fallback: 30,
    min: 1,
    max: 3650,
    doc: 'Days tracking events are kept: the hourly purge (and each start) deletes older ones.',
  }),
  /** Render pages on the server (routes/render.ts); off: the browser renders them. */
  serverRendering: flag({
    env: 'SERVER_RENDERING',
    fallback: true,
    doc: 'Renders each page on the server (see Server rendering below); `false`: the browser renders it from the plain `index.html`.',
  }),
  /** Pages rendered at once; more wait in the queue. */
  renderConcurrency: integer({
    env: 'RENDER_CONCURRENCY',
    fallback: 2,
    min: 1,
    max: 64,
    doc: 'Pages rendered on the server at once; further requests wait in the render queue.',
  }),
  /** Renders that may wait for a turn; a request beyond them gets the plain page at once. */
  renderQueue: integer({
    env: 'RENDER_QUEUE',
    fallback: 8,
    min: 0,
    max: 10_000,
    doc: 'Requests that may wait for a render; one beyond them gets the plain app page at once (the browser renders it), so rendering never crowds out the claims being received.',
  }),
  /** How long a rendered page is kept for the next requests of the same address; 0: not kept. */
  renderCacheSeconds: integer({
    env: 'RENDER_CACHE_SECONDS',
    fallback: 30,
    min: 0,
    max: 3600,
    doc: 'How long a server-rendered page is reused for the same origin (host included: its first label can name the culture), path, query and settlement state (each response still gets its own CSP nonce and client-id seed). `0`: every request is rendered.',
  }),
  /** Page responses made at once while a claim is in flight (server/http/claim-priority.ts). */
  pagesWhileClaiming: integer({
    env: 'PAGES_WHILE_CLAIMING',
    fallback: 8,
    min: 1,
    max: 1000,
    doc: 'While a claim is being received, page responses (pages, scripts, styles, other files; never API calls) are made at most this many at a time, the others waiting their turn in order; once no claim has been in flight for a quarter of a second, all go at once. See Operators in server/README.md.',
  }),
  /** The percentage of the event loop's time pages may take while a claim is in flight. */
  pageShareWhileClaiming: integer({
    env: 'PAGE_SHARE_WHILE_CLAIMING',
    fallback: 20,
    min: 1,
    max: 100,
    doc: "The share of the server's time, in percent, that page responses may take while claims give it work (a claim being filed, or uploads arriving at 1 MB a second or more together): each turn of the server's loop earns pages this share of its time, and each page spends its own. A claim uploading slowly holds no page back. `100`: no limit but `PAGES_WHILE_CLAIMING`.",
  }),
  /** Page requests that may wait while claims are in flight; one more gets 503 at once. */
  pageQueue: integer({
    env: 'PAGE_QUEUE',
    fallback: 1000,
    min: 0,
    max: 100_000,
    doc: 'Page requests that may wait for their turn while claims are received; one beyond them is answered `503` with `Retry-After: 2` at once. Claims are never refused for it.',
  }),
  logRequests: flag({
    env: 'LOG_REQUESTS',
    fallback: false,
    doc: 'Log one JSON line per request (method, path, route, status, duration) besides the line per claim. Errors are always logged, with detail (clients only get a generic message). See Operators in server/README.md.',
  }),
  /** Port of the Prometheus metrics (its own listener on HOST); null: only at GET /api/admin/metrics. */
  metricsPort: defineSetting<number | string | null, number | null>({
    env: 'METRICS_PORT',
    defaultText: 'unset',
    doc: 'A port (on `HOST`) serving the Prometheus metrics at `/metrics`, for a scraper on the private network. Unset: the metrics are only at `GET /api/admin/metrics` with the admin token.',
    parse: (given) => (given === undefined || given === null ? null : parseInteger('METRICS_PORT', given, 0, 65535)),
  }),
  /** On SIGTERM, how long requests in flight (uploads) may take to finish before the server exits. */
  drainTimeoutSeconds: integer({
    env: 'DRAIN_TIMEOUT_SECONDS',
    fallback: 30,
    min: 0,
    max: 3600,
    doc: 'On SIGTERM (or SIGINT) the server stops taking requests and gives those in flight (uploads above all) this long to finish before it exits.',
  }),
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto count: true for any peer, false for
   *  none, or their addresses and CIDR ranges. */
  trustProxy: defineSetting<boolean | string | readonly string[], boolean | readonly string[]>({
    env: 'TRUST_PROXY',
    defaultText: '`false`',
    doc: "The reverse proxies in front of the server, as addresses and CIDR ranges separated by commas (`10.0.0.0/8,192.0.2.7`): from them only, `X-Forwarded-For` gives the client address (for the authorize limits and captcha checks: the last entry that is not a listed proxy) and `X-Forwarded-Proto: https` counts as HTTPS. `true` trusts every peer (the last `X-Forwarded-For` entry): only for a server no client can reach but through the proxy. `false`: the connection's address (behind a proxy, every claimant would share the proxy's).",
    parse: (given) => trustedProxies(given),
  }),
  /** The contract's redirect-on-error setting: a server error string sends the claimant to /error. */
  redirectOnError: flag({
    env: 'REDIRECT_ON_ERROR',
    fallback: false,
    page: pageSettings.redirectOnError,
    doc: "The redirect-on-error setting of [docs/contract.md](../docs/contract.md) §Errors: when a submit or authorize answers with a server error string, the app keeps it as the form's error message and goes to `/error`, which shows it. Off: the message shows on the page and the claimant stays with their answers.",
  }),
  /** Whether the settlement's banner (Banner_Header, Banner_Copy) shows in every layout. */
  banner: flag({
    env: 'BANNER',
    fallback: (context) => context.settlement?.banner ?? false,
    packageKey: 'banner',
    page: pageSettings.banner,
    doc: "Set, it wins over `banner` in `settlement.json`. `true` shows the settlement's banner (copy keys `Banner_Header`, `Banner_Copy`, `Banner_Close`) under the header of every layout until the claimant closes it for the tab.",
  }),
  /** The analytics tag id (Google tag, e.g. G-ABC123); null: no analytics and no tracking. */
  analyticsTagId: text<string | null>({
    env: 'ANALYTICS_TAG_ID',
    fallback: (context) => context.settlement?.analyticsTagId ?? null,
    packageKey: 'analyticsTagId',
    page: pageSettings.analyticsTagId,
    doc: "Set, it wins over `settlement.json`. A Google tag id (`G-ABC123XYZ`). Set: the app loads the tag (with the page's CSP nonce) after the first page, and the Content-Security-Policy allows the tag's hosts. Unset: no analytics script, no analytics host in the policy, nothing tracks a claimant.",
    check: (id) => {
      if (analyticsTagPattern.test(id)) return id;
      throw new SettingsError(`ANALYTICS_TAG_ID must be a tag id such as G-ABC123XYZ; got "${id}".`);
    },
  }),
  /** Where a claimant goes when their session expires; null: the site's session-expired page. */
  expiredRedirectUrl: text<string | null>({
    env: 'EXPIRED_REDIRECT_URL',
    fallback: (context) => context.settlement?.expiredRedirectUrl ?? null,
    packageKey: 'expiredRedirectUrl',
    page: pageSettings.expiredRedirectUrl,
    doc: 'Set, it wins over `settlement.json`. Where a claimant goes when their session expires (answers cleared): a path on this site (`/...`) or an `https://` address. Unset: the session-expired page.',
    check: redirectUrl,
  }),
  /** The server entry to render with instead of the build's (tests); null: the build's. */
  serverEntry: defineSetting<ServerEntry | null, ServerEntry | null>({
    env: null,
    defaultText: '',
    doc: 'Not an environment variable: tests render with src/entry-server.tsx.',
    parse: (given) => given ?? null,
  }),
};

/** ADMIN_TOKENS: `name=token` pairs, each name once, each token long enough to guess at no rate. */
function namedAdminTokens(value: string | readonly string[] | null | undefined): { name: string; token: string }[] {
  if (value === undefined || value === null) return [];
  const pairs = (typeof value === 'string' ? value.split(',') : value).map((pair) => pair.trim()).filter(Boolean);
  const tokens = pairs.map((pair) => {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const token = pair.slice(at + 1);
    if (at <= 0 || !/^[A-Za-z0-9._-]{1,40}$/.test(name))
      throw new SettingsError(
        `ADMIN_TOKENS takes name=token pairs separated by commas, names of letters, digits, ".", "_" and "-"; got "${pair.slice(0, 40)}".`,
      );
    if (token.length < 16) throw new SettingsError(`ADMIN_TOKENS: the token of "${name}" must be at least 16 characters long.`);
    return { name, token };
  });
  const names = tokens.map((entry) => entry.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new SettingsError(`ADMIN_TOKENS names "${twice}" twice.`);
  return tokens;
}

/** The desk's OpenID Connect provider and its client there. */
export interface DeskOidcSetting {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** A comma-separated list of `amr` or `acr` values (or a test's array); `fallback` when unset. */
function methodList(name: string, given: string | readonly string[] | null | undefined, fallback: readonly string[]): readonly string[] {
  if (given === undefined || given === null) return fallback;
  const values = (typeof given === 'string' ? given.split(',') : given).map((value) => value.trim()).filter(Boolean);
  const bad = values.find((value) => !/^[\x21-\x7e]{1,200}$/.test(value));
  if (values.length === 0 || bad !== undefined)
    throw new SettingsError(`${name} takes comma-separated values without spaces; got "${String(given)}".`);
  return values;
}

/** DESK_OIDC_*: all three or none. The issuer is https, or http on this machine's loopback (a
 *  provider run for tests): sign-in answers never travel unencrypted between machines. */
function deskOidcSettings(value: (name: string) => unknown): DeskOidcSetting | null {
  const issuer = value('deskOidcIssuer') as string | null;
  const clientId = value('deskOidcClientId') as string | null;
  const clientSecret = value('deskOidcClientSecret') as string | null;
  if (issuer === null && clientId === null && clientSecret === null) return null;
  if (issuer === null || clientId === null || clientSecret === null)
    throw new SettingsError('DESK_OIDC_ISSUER, DESK_OIDC_CLIENT_ID and DESK_OIDC_CLIENT_SECRET go together: set all three, or none.');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new SettingsError(`DESK_OIDC_ISSUER must be the provider's https address; got "${issuer}".`);
  }
  const loopback = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback)
    throw new SettingsError(`DESK_OIDC_ISSUER must be an https address (http only on this machine's loopback); got "${issuer}".`);
  return { issuer: issuer.trim(), clientId, clientSecret };
}

/** Where mail goes: a mail server, or one `.eml` file per mail in a folder. */
export type MailTransportSetting =
  | { kind: 'smtp'; url: string | null; host: string | null; port: number; user: string | null; pass: string | null }
  | { kind: 'file'; dir: string };

/** The mail transport of SMTP_URL, SMTP_HOST and the rest, or the file outbox under DATA_DIR. */
function mailTransportSettings(value: (name: string) => unknown): MailTransportSetting {
  const url = value('smtpUrl') as string | null;
  const host = value('smtpHost') as string | null;
  const user = value('smtpUser') as string | null;
  const pass = value('smtpPass') as string | null;
  const port = value('smtpPort') as number | null;
  if (url !== null) {
    if (host !== null || user !== null || pass !== null || port !== null)
      throw new SettingsError('SMTP_URL names the mail server whole: leave SMTP_HOST, SMTP_PORT, SMTP_USER and SMTP_PASS unset with it.');
    if (!/^smtps?:\/\/[^\s/]+/.test(url))
      throw new SettingsError(`SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465; got "${url}".`);
    return { kind: 'smtp', url, host: null, port: 0, user: null, pass: null };
  }
  if (host === null) {
    const stray = (['smtpPort', 'smtpUser', 'smtpPass'] as const).find((name) => value(name) !== null);
    if (stray)
      throw new SettingsError(`${settingDefinitions[stray].env} is set but SMTP_HOST is not; set SMTP_HOST (or SMTP_URL) to send mail.`);
    return { kind: 'file', dir: join(value('dataDir') as string, 'mail') };
  }
  if ((user === null) !== (pass === null))
    throw new SettingsError('SMTP_USER and SMTP_PASS go together: set both, or neither for a server that needs no login.');
  return { kind: 'smtp', url: null, host, port: port ?? 587, user, pass };
}

/** Whether the captcha provider (and so its site key) is the settlement package's. */
function providerFromPackage(context: { isSet(name: string): boolean; settlement: unknown; development: boolean }): boolean {
  return !context.isSet('captchaProvider') && context.settlement !== null && !context.development;
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

/** EXPIRED_REDIRECT_URL: a path on this site, or an https address elsewhere (the settlement's own website). */
function redirectUrl(value: string): string {
  if (sitePathPattern.test(value)) return value;
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

/** The bucket of STORAGE_URL with the other STORAGE_* settings; null: no STORAGE_URL. */
function storageSettings(value: (name: string) => unknown): S3Settings | null {
  const url = value('storageUrl') as string | null;
  const others = ['storageEndpoint', 'storageAccessKeyId', 'storageSecretAccessKey'] as const;
  if (url === null) {
    const stray = others.find((name) => value(name) !== null);
    if (stray) {
      throw new SettingsError(
        `${settingDefinitions[stray].env} is set but STORAGE_URL is not; set STORAGE_URL=s3://bucket/prefix to keep documents in a bucket.`,
      );
    }
    return null;
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  if (!match || !bucketPattern.test(match[1]!)) {
    throw new SettingsError(
      `STORAGE_URL must look like s3://bucket or s3://bucket/prefix (bucket: 3-63 lower-case letters, digits, dots, hyphens); got "${url}".`,
    );
  }
  const accessKeyId = value('storageAccessKeyId') as string | null;
  const secretAccessKey = value('storageSecretAccessKey') as string | null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new SettingsError(
      "STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's own credentials (environment, instance role).",
    );
  }
  return {
    bucket: match[1]!,
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint: value('storageEndpoint') as string | null,
    region: value('storageRegion') as string,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: value('storageForcePathStyle') as boolean,
  };
}

/** CLAMD_ADDRESS as an address: an absolute path is a unix socket, anything else `host:port`
 *  (an IPv6 host in brackets). */
function clamdAddress(given: string): ClamdAddress {
  if (given.startsWith('/')) return { path: given };
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:\s/]+)):(\d{1,5})$/.exec(given);
  const port = Number(match?.[3]);
  if (match && port >= 1 && port <= 65535) return { host: match[1] ?? match[2]!, port };
  throw new SettingsError(`CLAMD_ADDRESS must be host:port (e.g. 127.0.0.1:3310) or the absolute path of clamd's socket; got "${given}".`);
}
