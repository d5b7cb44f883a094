import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { submitResponseSchema } from '@/contract/api';
import { deskSignInProblems } from '@/contract/desk';
import { freePort } from '../../scripts/free-port.mjs';
import { claimForm, pdf, standardPayload, submitClaim } from '../server/support/claims';
import { Browser as HttpClient } from '../server/support/server';
import { ADMIN_TOKEN } from './support/authorized-pages';
import { pageAxeViolations } from './support/browser';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider';
import { startServer, type RunningServer } from './support/server';
import { startE2eSession } from './support/session';

// Signing in to the desk through an organisation's OpenID Connect provider: a real provider on
// loopback (oidc-provider, with its own login and consent pages), the server registered there
// as a client. Each role signs in through it; the provider decides who someone is, the desk
// decides whether they are on it and with what role.

const env: Record<string, string> = { ADMIN_TOKEN };
let provider: TestOidcProvider | undefined;
/** A second server's port, for the desk that needs a second factor (DESK_REQUIRE_MFA). */
let strictPort = 0;

// Before the session's hooks: the server starts with the provider's address, on a port known in
// advance because the provider must know where to send people back.
beforeAll(async () => {
  const port = await freePort();
  strictPort = await freePort();
  provider = await startOidcProvider(
    `http://127.0.0.1:${port}/api/desk/oidc/callback`,
    `http://127.0.0.1:${strictPort}/api/desk/oidc/callback`,
  );
  Object.assign(env, {
    PORT: String(port),
    DESK_OIDC_ISSUER: provider.issuer,
    DESK_OIDC_CLIENT_ID: provider.clientId,
    DESK_OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await provider?.close();
});
const e2e = startE2eSession(env);

async function addPerson(email: string, name: string, role: string, desk = e2e.server.url): Promise<void> {
  const answer = await fetch(`${desk}/api/admin/desk/people`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, role }),
  });
  expect(answer.status).toBe(201);
}

/** The provider's login page, filled in and sent; then its consent page, when it asks, and back. */
async function logInAtProvider(page: Page, login: string, desk = e2e.server.url): Promise<void> {
  await page.waitForURL((url) => url.origin === provider!.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  const loginPage = page.url();
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // A person the provider knows for this client already is not asked for consent again.
  await page.waitForURL((url) => url.href !== loginPage);
  if (new URL(page.url()).origin === provider!.issuer) await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === desk);
}

/** From the desk, through the provider's login and consent pages, and back. */
async function signInThroughProvider(page: Page, login: string, desk = e2e.server.url): Promise<void> {
  await page.goto(`${desk}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Sign in to the desk' }).waitFor();
  expect(await pageAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Sign in with your organisation' }).click();
  await logInAtProvider(page, login, desk);
}

/** Files the demo's sample claim from a session of its own. */
async function file(): Promise<string> {
  const documents = [pdf(`documentContexts-${Math.random().toString(36).slice(2, 8)}`, 'receipt.pdf')];
  const client = new HttpClient(e2e.server.url);
  await client.getCsrf();
  const response = await submitClaim(client, 'standard', claimForm(standardPayload(documents), documents));
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
}

describe('signing in through the organisation', () => {
  it.each([
    ['rae@example.com', 'Rae Reviewer', 'reviewer', 'Reviewer'],
    ['sol@example.com', 'Sol Supervisor', 'supervisor', 'Supervisor'],
    ['avi@example.com', 'Avi Auditor', 'auditor', 'Auditor'],
  ])('signs %s in with the role the desk gave them', async (email, name, role, shown) => {
    await addPerson(email, name, role);
    const { page } = e2e;
    await signInThroughProvider(page, email);
    await page.getByRole('heading', { level: 1, name: 'Flagged claims' }).waitFor();
    await page.getByText(`${name} (${shown})`).waitFor();
  });

  it('turns away someone the provider signs in who is not on the desk', async () => {
    const { page } = e2e;
    await signInThroughProvider(page, 'stranger@example.com');
    await page.getByText(deskSignInProblems.notOnDesk).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Flagged claims' }).count()).toBe(0);
  });

  it('comes back to a page of the desk only, whatever address the sign-in was started with', async () => {
    await addPerson('tess@example.com', 'Tess Thereafter', 'auditor');
    const { page } = e2e;
    const start = (then: string) => `${e2e.server.url}/api/desk/oidc/start?then=${encodeURIComponent(then)}`;
    await page.goto(start('https://elsewhere.example/admin'));
    await logInAtProvider(page, 'tess@example.com');
    expect(page.url()).toBe(`${e2e.server.url}/admin`);
    // Signed in at the provider now, the next starts come straight back.
    for (const [then, landing] of [
      ['//elsewhere.example/admin', '/admin'],
      ['/admin/audit', '/admin/audit'],
    ] as const) {
      await page.goto(start(then));
      await page.waitForURL((url) => url.origin === e2e.server.url);
      expect(new URL(page.url()).pathname, then).toBe(landing);
    }
  });

  it('turns away an address the provider does not vouch for', async () => {
    await addPerson('unverified@example.com', 'Una Unverified', 'reviewer');
    const { page } = e2e;
    await signInThroughProvider(page, 'unverified@example.com');
    await page.getByText(deskSignInProblems.unverified).waitFor();
  });
});

describe('a decision on an old sign-in', () => {
  it('is refused in words, and signing in again at the provider comes back to the claim with the reason kept', async () => {
    await addPerson('olga@example.com', 'Olga Older', 'reviewer');
    const claim = await file();
    const { page } = e2e;
    // The provider signed Olga in 20 minutes ago (its auth_time): past the desk's 15 minutes.
    provider!.nextLogin({ secondsAgo: 20 * 60 });
    await signInThroughProvider(page, 'olga@example.com');
    await page.getByRole('heading', { level: 1, name: 'Flagged claims' }).waitFor();
    await page.goto(`${e2e.server.url}/admin/claims/${claim}`);
    await page.getByRole('heading', { level: 1, name: `Claim ${claim}` }).waitFor();
    await page.getByRole('radio', { name: 'Deny' }).check();
    const reason = page.getByRole('textbox', { name: /Reason \(the claimant reads it\)/ });
    await reason.fill('The receipt names another model.');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page
      .getByText(
        'You signed in more than 15 minutes ago. Sign in again with your organisation to make this change: nothing was changed, and the desk keeps what you typed.',
      )
      .waitFor();
    expect(await pageAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sign in again with your organisation' }).click();
    await logInAtProvider(page, 'olga@example.com');
    // The provider was asked for a login now, within the desk's time.
    expect(Object.fromEntries(provider!.authorizations.at(-1)!)).toMatchObject({ prompt: 'login', max_age: '900' });
    await page.getByRole('heading', { level: 1, name: `Claim ${claim}` }).waitFor();
    await page.getByText('What you typed before signing in again is back in the form').waitFor();
    expect(await page.getByRole('radio', { name: 'Deny' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /Reason \(the claimant reads it\)/ }).inputValue()).toBe(
      'The receipt names another model.',
    );
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await page.getByRole('status').getByText('Recorded: the claim is Denied.').waitFor();
  });
});

describe('a desk that needs a second factor (DESK_REQUIRE_MFA)', () => {
  let strict: RunningServer | undefined;
  beforeAll(async () => {
    strict = await startServer({ ...env, PORT: String(strictPort), DESK_REQUIRE_MFA: '1' });
    await addPerson('mona@example.com', 'Mona Multi', 'supervisor', strict.url);
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('turns away a provider sign-in whose amr names no second factor, saying why', async () => {
    const { page } = e2e;
    provider!.nextLogin({ amr: ['pwd'] });
    await signInThroughProvider(page, 'mona@example.com', strict!.url);
    await page.getByText(deskSignInProblems.noSecondFactor).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Flagged claims' }).count()).toBe(0);
    // Nor does the page offer links, which this desk does not take: not once its settings are in
    // (the organisation's sign-in is offered again)...
    await page.getByRole('link', { name: 'Sign in with your organisation' }).waitFor();
    expect(await page.getByText('Open the sign-in link', { exact: false }).count()).toBe(0);
    expect(await pageAxeViolations(page)).toEqual([]);
    // ...and not while they are on their way: the page says it is loading them.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/desk/config', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.reload();
      await page.getByRole('status').getByText('Loading the ways to sign in').waitFor();
      expect(await page.getByText('Open the sign-in link', { exact: false }).count()).toBe(0);
      expect(await pageAxeViolations(page)).toEqual([]);
      answer();
      await page.getByRole('link', { name: 'Sign in with your organisation' }).waitFor();
      expect(await page.getByText('Open the sign-in link', { exact: false }).count()).toBe(0);
    } finally {
      answer();
      await page.unroute('**/api/desk/config');
    }
  });

  it('lets in a provider sign-in whose amr names a second factor', async () => {
    const { page } = e2e;
    provider!.nextLogin({ amr: ['pwd', 'otp'] });
    await signInThroughProvider(page, 'mona@example.com', strict!.url);
    await page.getByRole('heading', { level: 1, name: 'Flagged claims' }).waitFor();
    await page.getByText('Mona Multi (Supervisor)').waitFor();
  });
});
