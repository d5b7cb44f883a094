import { z } from 'zod';
import type { CaseState } from './case-file';
import { deficiencyItemSchema } from './case-file';

// The administrator's desk (/admin): the calls its pages make under /api/desk, for named people
// signed in with a one-time link. The server answers with these shapes and the desk's pages read
// them; what a person may do is the server's decision (the `transitions` of a claim are those
// their role may make now), never the page's.

/** Where the desk lives, and its calls. */
export const deskPath = '/admin';

/** Whether `path` is a page of the desk to return to after a sign-in: /admin and paths under it,
 *  in plain segments (no dot segments, no escapes a browser would resolve to them), so a return
 *  address can only ever lead to a page of the desk. */
export function isDeskPage(path: string): boolean {
  if (!/^\/admin(\/[A-Za-z0-9_~.-]+)*$/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}
export const deskApi = {
  signIn: '/api/desk/sign-in',
  signOut: '/api/desk/sign-out',
  me: '/api/desk/me',
  queue: '/api/desk/queue',
  campaigns: '/api/desk/campaigns',
  campaign: (referenceCode: string) => `/api/desk/campaigns/${encodeURIComponent(referenceCode)}`,
  claim: (referenceCode: string) => `/api/desk/claims/${encodeURIComponent(referenceCode)}`,
  transitions: (referenceCode: string) => `/api/desk/claims/${encodeURIComponent(referenceCode)}/transitions`,
  document: (referenceCode: string, fileId: string) =>
    `/api/desk/claims/${encodeURIComponent(referenceCode)}/documents/${encodeURIComponent(fileId)}`,
  compare: (referenceCode: string, other: string) =>
    `/api/desk/claims/${encodeURIComponent(referenceCode)}/compare/${encodeURIComponent(other)}`,
  audit: '/api/desk/audit',
  auditEntries: '/api/desk/audit/entries',
  search: '/api/desk/search',
  config: '/api/desk/config',
  dashboard: '/api/desk/dashboard',
  reportCsv: '/api/desk/report.csv',
  /** The signed-in person's own open sessions, and ending one of the others. */
  sessions: '/api/desk/sessions',
  endSession: (handle: string) => `/api/desk/sessions/${encodeURIComponent(handle)}/end`,
  /** Where the desk's sign-in through the organisation's provider starts, and where it returns. */
  oidcStart: '/api/desk/oidc/start',
  oidcCallback: '/api/desk/oidc/callback',
} as const;

/** Signing in through the provider again, now (prompt=login, max_age), back to a page of the desk. */
export const deskOidcAgain = (then: string) => `${deskApi.oidcStart}?again=1&then=${encodeURIComponent(then)}`;

/** The code of a change refused because the person's sign-in is older than DESK_REAUTH_MINUTES
 *  (401): they sign in again, the way `signedInWith` says, and the change can be made. */
export const deskSignInAgainCode = 'signInAgain';

/** How a person signed in: a one-time link, or the organisation's provider. */
export type DeskSignInMethod = 'link' | 'oidc';

/** A change refused for an old sign-in. */
export interface DeskSignInAgain {
  readonly error: string;
  readonly code: typeof deskSignInAgainCode;
  readonly signedInWith: DeskSignInMethod;
}

/** GET /api/desk/sessions: the signed-in person's open sessions, newest first. `handle` names one
 *  to end (POST /api/desk/sessions/<handle>/end); it is not the session's id. */
export interface DeskSessions {
  readonly sessions: readonly {
    readonly handle: string;
    readonly startedAt: string;
    readonly lastUsedAt: string;
    readonly signedInWith: DeskSignInMethod;
    /** The session of the browser asking. */
    readonly current: boolean;
  }[];
}

/** GET /api/desk/config (no session needed): how people may sign in. */
export interface DeskConfig {
  /** The organisation's OpenID Connect provider is set up. */
  readonly oidc: boolean;
  /** One-time sign-in links are taken (not under DESK_REQUIRE_MFA: a link is one factor). */
  readonly links: boolean;
}

/** Why a sign-in through the provider came back without a session (?problem= on the sign-in page). */
export const deskSignInProblems = {
  failed: 'Signing in through your organisation did not work. Try again.',
  unverified: 'Your organisation did not confirm your email address, so the desk cannot tell who you are.',
  notOnDesk: 'Your organisation signed you in, but you are not on the desk. Ask an administrator to add you.',
  unreachable: "Your organisation's sign-in could not be reached. Try again in a few minutes.",
  noSecondFactor:
    'Your organisation signed you in without a second factor (such as a code or a security key), and the desk needs one. Sign in again with your second factor.',
} as const;

/** The roles of the desk's people. */
export type DeskRoleName = 'reviewer' | 'supervisor' | 'auditor';

/** POST /api/desk/sign-in: the token of a one-time link. */
export const deskSignInSchema = z.strictObject({ token: z.string().min(1).max(100) });

/** Who is signed in, with the CSRF token their changes carry (X-CSRF-TOKEN). */
export interface DeskMe {
  readonly name: string;
  readonly email: string;
  readonly role: DeskRoleName;
  readonly csrfToken: string;
}

/** POST /api/desk/claims/<code>/transitions: a decision. The person making it is the session's. */
export const deskDecisionSchema = z.strictObject({
  transition: z.string().min(1).max(40),
  reason: z.string().max(2000).optional(),
  items: z.array(deficiencyItemSchema).max(50).optional(),
  /** Make the same decision on every other claim of the claim's cluster too. */
  cluster: z.boolean().optional(),
});

/** The answer to a decision: the claim's new state and, for a cluster, each other claim's outcome. */
export interface DeskDecisionAnswer {
  readonly referenceCode: string;
  readonly from: CaseState;
  readonly state: CaseState;
  readonly cluster: readonly {
    readonly referenceCode: string;
    /** `decided`, or why not: the state machine refused (`refused`) or the role may not (`forbidden`). */
    readonly outcome: 'decided' | 'refused' | 'forbidden';
    readonly reason?: string;
  }[];
}

/** One claim of the queue. */
interface DeskQueueEntry {
  readonly referenceCode: string;
  readonly formType: string;
  readonly createdAt: string;
  readonly score: number;
  readonly flags: readonly string[];
  /** The screening review, once there is one. */
  readonly review: string | null;
  readonly state: CaseState;
}

/** GET /api/desk/queue?flag=&review=&cursor=: a page of screened claims, highest score first. */
export interface DeskQueuePage {
  readonly claims: readonly DeskQueueEntry[];
  readonly nextCursor: string | null;
}

/** What linked a cluster's claims: links by kind of evidence (campaign-evidence.ts). */
type ClusterEvidence = readonly { readonly evidence: string; readonly links: number }[];

/** GET /api/desk/campaigns: the clusters the campaign job linked of at least the package's
 *  `minClaims` claims, highest score first. Each is named by its first claim's reference code. */
export interface DeskCampaignList {
  readonly clusters: readonly {
    readonly referenceCode: string;
    readonly size: number;
    readonly evidence: ClusterEvidence;
    readonly newestAt: string;
    readonly highestScore: number | null;
    readonly pending: number;
  }[];
}

/** GET /api/desk/campaigns/<code>: the cluster of a claim, with its claims oldest first. */
export interface DeskCampaign {
  readonly referenceCode: string;
  readonly size: number;
  readonly evidence: ClusterEvidence;
  readonly claims: readonly (Omit<DeskQueueEntry, 'score'> & { readonly score: number | null })[];
}

/** GET /api/desk/claims/<code>: one claim with its evidence and history. */
export interface DeskClaim {
  readonly referenceCode: string;
  readonly formType: string;
  readonly createdAt: string;
  readonly state: CaseState;
  /** The answers by the package's model names: a model's fields, or a list of records. Sensitive
   *  answers are masked. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The documents, each to open at `documentUrl` (images and PDFs inline). */
  readonly documents: readonly { readonly id: string; readonly name: string; readonly type: string; readonly size: number }[];
  readonly screening: {
    readonly score: number;
    readonly flags: readonly { readonly name: string; readonly reason: string; readonly matches: readonly string[] }[];
    readonly review: { readonly decision: string; readonly reason: string; readonly reviewer: string } | null;
  } | null;
  readonly history: readonly {
    readonly at: string;
    readonly transition: string;
    readonly from: CaseState;
    readonly to: CaseState;
    readonly actor: string;
    readonly reason: string | null;
  }[];
  /** The transitions the signed-in person may make now. */
  readonly transitions: readonly string[];
  /** The other claims of its cluster: those screening linked it to, and theirs in turn. */
  readonly cluster: readonly string[];
}

/** A count under a name (a state, a flag, a payment method). */
interface NamedCount {
  readonly name: string;
  readonly count: number;
}

/** GET /api/desk/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD: the figures of the claims filed in the
 *  period (days in the settlement's zone, `to` included; the last 30 days when not given), and
 *  the states of every claim now. */
export interface DeskDashboard {
  readonly timeZone: string;
  readonly from: string;
  readonly to: string;
  /** Claims filed each day of the period, by form type (every day listed, zero or not). */
  readonly days: readonly { readonly day: string; readonly byFormType: Readonly<Record<string, number>> }[];
  /** Claims filed each hour of the period's last day (24 hours, in the settlement's zone). */
  readonly hours: readonly { readonly hour: string; readonly count: number }[];
  /** Every claim by its state now, in the order claims pass through them. */
  readonly states: readonly NamedCount[];
  /** The period's claims by screening flag. */
  readonly flags: readonly NamedCount[];
  /** The period's claims by the payment method they chose ("none" where the form asks none). */
  readonly paymentMethods: readonly NamedCount[];
  /** In the period: claims marked deficient and cures sent; appeals made and appeals decided. */
  readonly deficiencies: { readonly marked: number; readonly cured: number };
  readonly appeals: { readonly made: number; readonly decided: number };
}

/** GET /api/desk/claims/<code>/compare/<other>: two claims' answers side by side, field by field.
 *  `same` compares the answers themselves (a sensitive answer too, which is shown masked). */
export interface DeskComparison {
  readonly left: { readonly referenceCode: string; readonly formType: string };
  readonly right: { readonly referenceCode: string; readonly formType: string };
  readonly rows: readonly {
    /** `<model>.<field>`, or `<model>.<n>.<field>` for a record of a list. */
    readonly field: string;
    readonly left: string | null;
    readonly right: string | null;
    readonly same: boolean;
  }[];
}

/** GET /api/desk/audit/entries?before=<seq>: the audit log, newest first, a page at a time. */
export interface DeskAuditPage {
  readonly entries: readonly {
    readonly seq: number;
    readonly at: string;
    readonly actor: string;
    readonly action: string;
    readonly referenceCode: string | null;
  }[];
  /** Pass as `before` for the next (older) page; null at the first entry. */
  readonly nextBefore: number | null;
}

/** GET /api/desk/audit: the check of the whole log, as `npm run admin -- audit-verify` makes it. */
export interface DeskAuditCheck {
  readonly ok: boolean;
  readonly entries: number;
  readonly lastHash?: string;
  readonly problem?: string;
  readonly notes?: readonly string[];
}

/** The image types the desk shows inline (what the upload check accepts as images); any other
 *  document but a PDF is served as a download of bytes (an SVG too: it may carry script). */
export const deskInlineImages: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** GET /api/desk/search?q=: the claims a reference code, an email address, a phone number or a
 *  full name names (`by` says which it was read as; `nothing` when it is none of them). */
export interface DeskSearchAnswer {
  readonly by: 'referenceCode' | 'email' | 'phone' | 'name' | 'nothing';
  readonly claims: readonly {
    readonly referenceCode: string;
    readonly formType: string;
    readonly createdAt: string;
    readonly state: CaseState;
  }[];
}
