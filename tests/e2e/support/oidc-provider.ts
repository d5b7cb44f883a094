// A real OpenID Connect provider on loopback (the `oidc-provider` package, with its own
// development login and consent pages), standing in for an organisation's identity provider.
// Any login name signs in; the account's email is the name, verified unless it starts with
// "unverified".
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../../scripts/free-port.mjs';

/** A running provider and the client the desk is registered as. */
export interface TestOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'claims-desk';
  const clientSecret = 'desk-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified'), name: id.split('@')[0] }),
    }),
    // Test keys for the provider's own cookies; a real provider has its own secrets.
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
