// A real OpenID Connect provider on loopback (the `oidc-provider` package, with its own
// development login and consent pages), standing in for an organisation's identity provider.
// Any login name signs in; the account's email is the name, verified unless it starts with
// "unverified". How the next login happened (its methods, `amr`, and when, `auth_time`) is the
// test's to say with `nextLogin`: the login page's form is finished with
// `interactionResult({ login: { accountId, amr, ts } })`, as a provider's own login would after
// a password, a one-time code or a key.
import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider, { type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import { freePort } from '../../../scripts/free-port.mjs';

/** How a login at the provider happened. */
interface LoginFacts {
  /** The methods the person used (the ID token's `amr`); none when not given. */
  amr?: string[];
  /** How long before now they authenticated, in seconds (the ID token's `auth_time`). */
  secondsAgo?: number;
}

/** A running provider and the client the desk is registered as. */
export interface TestOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The authorization requests the desk sent it, as their query parameters. */
  readonly authorizations: URLSearchParams[];
  /** Says how the next login at the provider happens (once). */
  nextLogin(facts: LoginFacts): void;
  close(): Promise<void>;
}

async function formOf(request: NodeJS.ReadableStream): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/** The provider's records (sessions, interactions, codes, tokens, grants), in memory for this
 *  provider alone. The provider's own quick-start store does the same, but it and the quick-start
 *  signing keys and lifetimes below each print a warning into the test log at every run. A record
 *  lapses when its lifetime ends. */
function memoryStore(): AdapterFactory {
  const records = new Map<string, { payload: AdapterPayload; until: number }>();
  const byIndex = new Map<string, string>();
  const live = (key: string | undefined) => {
    const record = key === undefined ? undefined : records.get(key);
    return record && record.until > Date.now() ? record.payload : undefined;
  };
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const adapter: Adapter = {
      async upsert(id, payload, expiresIn) {
        records.set(key(id), { payload, until: expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000 });
        if (payload.uid) byIndex.set(`uid:${payload.uid}`, key(id));
        if (payload.userCode) byIndex.set(`userCode:${payload.userCode}`, key(id));
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => live(byIndex.get(`uid:${uid}`)),
      findByUserCode: async (userCode) => live(byIndex.get(`userCode:${userCode}`)),
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        records.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [stored, { payload }] of records) if (payload.grantId === grantId) records.delete(stored);
      },
    };
    return adapter;
  };
}

/** Starts the provider with the desk registered for each of `redirectUris` (one a server). */
export async function startOidcProvider(...redirectUris: string[]): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'claims-desk';
  const clientSecret = 'desk-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every ID token says how the person signed in (amr), as most providers' do; acr and
    // auth_time come when asked for (acr_values, max_age).
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'], acr: null, auth_time: null },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified'), name: id.split('@')[0] }),
    }),
    // Test keys for the provider's own cookies and a signing key of this run; a real provider has
    // its own secrets.
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    adapter: memoryStore(),
    // Lifetimes in seconds, ample for a test.
    ttl: { AccessToken: 3600, AuthorizationCode: 600, Grant: 3600, IdToken: 3600, Interaction: 3600, Session: 3600 },
  });
  const authorizations: URLSearchParams[] = [];
  let next: LoginFacts = {};
  provider.use(async (ctx, proceed) => {
    if (ctx.method === 'GET' && ctx.path === '/auth') authorizations.push(new URLSearchParams(ctx.querystring));
    // The development login page's form: finished with the facts the test gave.
    if (ctx.method === 'POST' && /^\/interaction\/[^/]+$/.test(ctx.path)) {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      if (details.prompt.name === 'login') {
        const form = await formOf(ctx.req);
        const facts = next;
        next = {};
        const ts = Math.floor(Date.now() / 1000) - (facts.secondsAgo ?? 0);
        const login = { accountId: form.get('login') ?? '', ts, ...(facts.amr ? { amr: facts.amr } : {}) };
        ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, { login }, { mergeWithLastSubmission: false }));
        ctx.status = 303;
        return;
      }
    }
    await proceed();
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    authorizations,
    nextLogin: (facts) => {
      next = facts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
