// The desk's calls, for its pages: one fetch helper that turns a refusal into an error carrying
// the server's own words, and the query options the pages share. The server decides what a
// person may see and do; the pages only show it.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  deskApi,
  type DeskAuditCheck,
  type DeskAuditPage,
  type DeskClaim,
  type DeskComparison,
  type DeskConfig,
  type DeskDashboard,
  type DeskDecisionAnswer,
  type DeskMe,
  type DeskCampaign,
  type DeskCampaignList,
  type DeskQueuePage,
  type DeskSearchAnswer,
  type DeskSessions,
  type DeskSignInMethod,
  deskSignInAgainCode,
} from '@/contract/desk';

/** A call the server refused (status and its message), or one that never reached it (status 0).
 *  `signInAgain`: the change needs a newer sign-in, made the way it names. */
export class DeskCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly signInAgain: DeskSignInMethod | null = null,
  ) {
    super(message);
  }
}

const unreachable = 'The desk could not reach the server. Check your connection and try again.';

/** A call's answer when the server took it; a refusal, or no answer, as a DeskCallError. */
async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new DeskCallError(0, unreachable);
  }
  if (!response.ok) {
    let message = 'Something went wrong on our side. Please try again.';
    let signInAgain: DeskSignInMethod | null = null;
    try {
      const body = (await response.json()) as { error?: string; code?: string; signedInWith?: DeskSignInMethod };
      message = body.error ?? message;
      if (response.status === 401 && body.code === deskSignInAgainCode) signInAgain = body.signedInWith === 'oidc' ? 'oidc' : 'link';
    } catch {
      // A body that is no JSON keeps the general message.
    }
    throw new DeskCallError(response.status, message, signInAgain);
  }
  return response;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(path, init);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A change: JSON in, with the session's CSRF token. */
function change<T>(path: string, csrfToken: string, body?: unknown): Promise<T> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': csrfToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Who is signed in; a 401 means no one (the pages then say how to sign in). */
export const meQuery = queryOptions({
  queryKey: ['desk', 'me'],
  queryFn: () => call<DeskMe>(deskApi.me),
  retry: false,
  staleTime: 60_000,
});

/** How people may sign in (no session needed). */
export const configQuery = queryOptions({
  queryKey: ['desk', 'config'],
  queryFn: () => call<DeskConfig>(deskApi.config),
  staleTime: Infinity,
});

/** The queue's filters, as the address carries them. */
export interface QueueSearch {
  flag?: string | undefined;
  review?: string | undefined;
  cursor?: string | undefined;
}

export const queueQuery = (search: QueueSearch) =>
  queryOptions({
    queryKey: ['desk', 'queue', search],
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return call<DeskQueuePage>(`${deskApi.queue}${query.size > 0 ? `?${query}` : ''}`);
    },
    retry: false,
  });

/** The campaign job's clusters, beside the queue. */
export const campaignsQuery = queryOptions({
  queryKey: ['desk', 'campaigns'],
  queryFn: () => call<DeskCampaignList>(deskApi.campaigns),
  retry: false,
});

/** One cluster, by the reference code of any of its claims. */
export const campaignQuery = (referenceCode: string) =>
  queryOptions({
    queryKey: ['desk', 'campaign', referenceCode],
    queryFn: () => call<DeskCampaign>(deskApi.campaign(referenceCode)),
    retry: false,
  });

/** A period of days, as the address carries it (both optional: the last 30 days). */
export interface PeriodSearch {
  from?: string | undefined;
  to?: string | undefined;
}

/** The query string of a period, with its `?`, or nothing. */
export function periodQuery(period: PeriodSearch): string {
  const query = new URLSearchParams(Object.entries(period).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return query.size > 0 ? `?${query}` : '';
}

export const dashboardQuery = (period: PeriodSearch) =>
  queryOptions({
    queryKey: ['desk', 'dashboard', period],
    queryFn: () => call<DeskDashboard>(`${deskApi.dashboard}${periodQuery(period)}`),
    retry: false,
  });

export const compareQuery = (referenceCode: string, other: string) =>
  queryOptions({
    queryKey: ['desk', 'compare', referenceCode, other],
    queryFn: () => call<DeskComparison>(deskApi.compare(referenceCode, other)),
    retry: false,
  });

/** The audit log, newest first, a page at a time. */
export const auditEntriesQuery = infiniteQueryOptions({
  queryKey: ['desk', 'audit'],
  queryFn: ({ pageParam }) => call<DeskAuditPage>(`${deskApi.auditEntries}${pageParam === null ? '' : `?before=${pageParam}`}`),
  initialPageParam: null as number | null,
  getNextPageParam: (page) => page.nextBefore,
  retry: false,
});

/** Runs the audit log's check on the server. */
export function checkAuditLog(): Promise<DeskAuditCheck> {
  return call<DeskAuditCheck>(deskApi.audit);
}

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['desk', 'search', q],
    queryFn: () => call<DeskSearchAnswer>(`${deskApi.search}?q=${encodeURIComponent(q)}`),
    retry: false,
  });

/** A document's bytes, from the same call (and so the same check and audit entry) as opening it
 *  in a tab. Not cached: the PDF viewer hands the buffer to its worker, which takes it over. */
export async function documentBytes(referenceCode: string, fileId: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await send(deskApi.document(referenceCode, fileId), { signal });
  try {
    return await response.arrayBuffer();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DeskCallError(0, unreachable);
  }
}

export const claimQuery = (referenceCode: string) =>
  queryOptions({ queryKey: ['desk', 'claim', referenceCode], queryFn: () => call<DeskClaim>(deskApi.claim(referenceCode)), retry: false });

export function signIn(token: string): Promise<DeskMe> {
  return call<DeskMe>(deskApi.signIn, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
}

export function signOut(csrfToken: string): Promise<void> {
  return change<void>(deskApi.signOut, csrfToken);
}

/** A decision: the transition, with its reason and (for a deficiency) what to fix. */
export interface Decision {
  transition: string;
  reason?: string | undefined;
  items?: { dtoMapping: string; key: string }[] | undefined;
  cluster?: boolean | undefined;
}

export function decide(csrfToken: string, referenceCode: string, decision: Decision): Promise<DeskDecisionAnswer> {
  return change(deskApi.transitions(referenceCode), csrfToken, decision);
}

/** The signed-in person's open sessions. */
export const sessionsQuery = queryOptions({
  queryKey: ['desk', 'sessions'],
  queryFn: () => call<DeskSessions>(deskApi.sessions),
  retry: false,
});

/** Ends another of the person's sessions. */
export function endSession(csrfToken: string, handle: string): Promise<void> {
  return change<void>(deskApi.endSession(handle), csrfToken);
}
