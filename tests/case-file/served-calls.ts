import { vi } from 'vitest';

// The case-file pages' calls answered in the test, without a server: each call ("POST /api/case/payout")
// gets the answer its route gives, and every call made is recorded with its JSON body.

/** Answers fetch from `routes`, by method and path; returns the calls made, in order. */
export function serve(routes: Record<string, (body: unknown) => { status: number; body?: unknown }>) {
  const asked: Array<{ call: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    asked.push({ call, body });
    const route = routes[call];
    if (!route) throw new Error(`No answer for ${call}`);
    const answer = route(body);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

/** The answer of GET /api/csrf. */
export const csrf = () => ({ status: 200, body: { requestHeaderName: 'X-CSRF-Token', requestToken: 't1' } });
