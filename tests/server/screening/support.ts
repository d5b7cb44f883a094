// Helpers of the screening tests: a demo package with screening settings of the test's own, a
// Standard claim by a claimant of the test's choosing, filing it as the app does, and reading
// what screening recorded through the admin call.
import type { SubmissionPayload } from '@/contract/api';
import { honeypotHeader } from '@/contract/honeypot';
import { withFields } from '../../support/sample-claim';
import { adminHeaders } from '../support/admin';
import { claimForm, pdf, standardPayload, submitClaim } from '../support/claims';
import { copyDemoPackage, editJson } from '../support/packages';
import { Browser, startTestServer, type Engine, type TestServer } from '../support/server';

/** The demo package with a `screening` block of the test's own in settlement.json. */
export async function packageWithScreening(screening: Record<string, unknown>): Promise<string> {
  const dir = await copyDemoPackage();
  await editJson(dir, 'settlement.json', (value) => {
    value.screening = screening;
  });
  return dir;
}

/** A test server on `engine` serving the demo package with these screening settings. */
export async function screeningServer(
  engine: Engine,
  screening: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
): Promise<TestServer> {
  return startTestServer({ engine, settlementDir: await packageWithScreening(screening), ...more });
}

/** Who files a claim: the identity answers of the demo's claimant-info model. */
interface Claimant {
  firstName: string;
  lastName: string;
  street: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
}

/** A claimant unlike any other of the tests (distinct name, address, email and phone). */
export function claimant(n: number, overrides: Partial<Claimant> = {}): Claimant {
  const names = ['Avery', 'Bruno', 'Chiara', 'Dmitri', 'Esther', 'Farid', 'Greta', 'Hiroshi', 'Ingrid', 'Jomo', 'Kalani', 'Lucia'];
  const last = [
    'Okafor',
    'Lindqvist',
    'Moreau',
    'Petrov',
    'Nakamura',
    'Haddad',
    'Castillo',
    'Brennan',
    'Iyer',
    'Kowalski',
    'Mensah',
    'Ortega',
  ];
  return {
    firstName: names[n % names.length]!,
    lastName: n < last.length ? last[n]! : `${last[n % last.length]!}-${names[Math.floor(n / last.length) % names.length]!}`,
    street: `${100 + n * 17} ${['Maple', 'Cedar', 'Birch', 'Willow'][n % 4]} Street`,
    street2: null,
    city: 'Sacramento',
    state: 'CA',
    zip: String(95000 + n * 3).padStart(5, '0'),
    email: `claimant.${n}@example.org`,
    phone: `(916) 555-${String(1000 + n).slice(-4)}`,
    ...overrides,
  };
}

/** A complete Standard claim by `who` with one document (its client id and file name fixed). */
export function claimBy(who: Claimant, answers: Record<string, unknown> = {}): { payload: SubmissionPayload; form: () => FormData } {
  const document = pdf('documentContexts-doc00001', 'receipt.pdf', 1024);
  const base = standardPayload([document]);
  const payload: SubmissionPayload = {
    ...base,
    claimantInfo: withFields(base.claimantInfo, {
      firstName: who.firstName,
      lastName: who.lastName,
      mailingStreetLine1: who.street,
      mailingStreetLine2: who.street2 ?? null,
      mailingCity: who.city,
      mailingSubDivision: who.state,
      mailingPostalCode: who.zip,
      emailAddress: who.email,
      confirmEmailAddress: who.email,
      phoneNumber: who.phone,
      confirmPhoneNumber: who.phone,
    }),
    claimDetails: withFields(base.claimDetails, { checkPayeeName: `${who.firstName} ${who.lastName}`, ...answers }),
    signature: withFields(base.signature, { signatureText: `${who.firstName} ${who.lastName}` }),
  };
  return { payload, form: () => claimForm(payload, [document]) };
}

/** A current Chromium's User-Agent. */
const CHROME_131 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The headers a current Chromium sends with a same-origin fetch from the page `from` (none: no
 *  Referer). */
export function browserHeaders(from: string | null, agent = CHROME_131): Record<string, string> {
  return {
    'User-Agent': agent,
    'Accept-Language': 'en-US,en;q=0.9',
    'Sec-Fetch-Site': 'same-origin',
    'Sec-Fetch-Mode': 'cors',
    'Sec-Fetch-Dest': 'empty',
    ...(from ? { Referer: from } : {}),
  };
}

/** A browser's session as the server sees it: every call with the headers Chromium sends from
 *  the page the claimant is on. */
class PageBrowser extends Browser {
  page = '/standard/claimant-info';

  override fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(browserHeaders(`${this.origin}${this.page}`)))
      if (!headers.has(name)) headers.set(name, value);
    return super.fetch(path, { ...init, headers });
  }
}

/** A browser that has gone through the Standard form's pages as the app does: the first page
 *  loaded (the CSRF token's request names it), then the summary page, which fetches the
 *  signature date (a session with its CSRF token, first-visit stamp and the app's requests). */
export async function visitor(server: Pick<TestServer, 'url'>): Promise<Browser> {
  const browser = new PageBrowser(server.url);
  await browser.getCsrf();
  browser.page = '/standard/claim-summary';
  const date = await browser.fetch('/api/signature-date?culture=en');
  if (date.status !== 200) throw new Error(`the signature date answered ${date.status}`);
  return browser;
}

/** Files a claim as the app does; `honeypot` is what the hidden field held. */
export function file(
  browser: Browser,
  claim: { form: () => FormData },
  options: { key?: string; honeypot?: string } = {},
): Promise<Response> {
  if (options.honeypot === undefined) return submitClaim(browser, 'standard', claim.form(), options.key);
  return browser.fetch('/api/forms/standard', {
    method: 'POST',
    body: claim.form(),
    headers: { [honeypotHeader]: options.honeypot, ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
  });
}

/** The reference code of an accepted claim (fails the test on any other answer). */
export async function referenceOf(response: Response): Promise<string> {
  const body = (await response.json()) as { referenceCodeForm: string | null; error: string | null };
  if (response.status !== 200 || !body.referenceCodeForm) throw new Error(`expected a stored claim, got ${response.status}: ${body.error}`);
  return body.referenceCodeForm;
}

/** What an administrator sees of a claim's screening. */
interface Evidence {
  referenceCode: string;
  score: number;
  flags: { name: string; reason: string; matches: string[]; weight: number; matchUrls: string[] }[];
  review: { decision: string; reason: string; reviewer: string; reviewedAt: string } | null;
}

/** GET /api/admin/claims/<code>/screening. */
export async function evidenceOf(server: Pick<TestServer, 'url'>, referenceCode: string): Promise<Evidence> {
  const response = await fetch(`${server.url}/api/admin/claims/${referenceCode}/screening`, { headers: adminHeaders });
  if (response.status !== 200) throw new Error(`evidence of ${referenceCode}: ${response.status}`);
  return (await response.json()) as Evidence;
}

/** The names of a claim's flags. */
export async function flagsOf(server: Pick<TestServer, 'url'>, referenceCode: string): Promise<string[]> {
  return (await evidenceOf(server, referenceCode)).flags.map((f) => f.name).sort();
}
