import type { z } from 'zod';
import type { CsrfToken } from '@/contract/api';
import { DeadlinePassedError, deadlineKeyOf } from './deadline-passed';
import { ApiError } from './errors';
import type { Transport, UploadProgress } from './transport';
import { defaultUploadTransport, fetchTransport } from './transport';

// The one place where statuses, network failures and contract mismatches become ApiErrors.
// Each call only says what it accepts; everything else fails with that call's catalogue message.

/** One call: where it goes, what it sends, and which answers count as results. */
interface Call<T> {
  method: 'GET' | 'POST';
  /** Same-origin path, e.g. `/api/deadlines`. */
  path: string;
  /** Schema of a result body; a function (which may load it) when the body shape depends on
   *  the status or the schema is loaded on demand. */
  schema: AnswerSchema<T> | ((status: number) => AnswerSchema<T> | Promise<AnswerSchema<T>>);
  /** Catalogue message for any failure of this call. */
  failureMessage: string;
  /** Statuses that mean "nothing here" rather than a failure (the 403s of the calls table). */
  noneOn?: readonly number[];
  /** Non-2xx statuses whose body is a normal (failed) result, e.g. submit's 400. */
  resultOn?: readonly number[];
  /** Required for every unsafe method: without it the call is refused and nothing is sent. */
  csrf?: CsrfToken | null;
  /** A JSON body, or a multipart body (sent through the upload transport). */
  body?: { json: unknown } | { form: FormData };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** What a body is checked with: a zod schema of the contract, or a hand-written check of the
 *  same shape for an answer that must not wait for the schemas to load. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };
}

/** What a call answered: a parsed body, or "none" for a status the call treats as absence. */
type Answer<T> = { kind: 'data'; status: number; data: T } | { kind: 'none'; status: number };

/** Where requests go and how they travel. */
export interface HttpOptions {
  /** Prefix for every path: '' (same origin) in the app, the server's origin in Node tests. */
  baseUrl?: string;
  /** Transport for JSON calls; fetch by default. */
  transport?: Transport;
  /** Transport for multipart calls; XMLHttpRequest (for upload progress) where it exists. */
  uploadTransport?: Transport;
}

/** Sends one call and turns the answer into its parsed body or an ApiError. */
export type Send = <T>(call: Call<T>) => Promise<Answer<T>>;

/** One line per zod issue, `path: message`. A union that matched no option is opened up, one
 *  line per issue of each option, because "Invalid input" at its root tells a developer nothing. */
function issueLines(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = [], option = ''): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return issue.errors.flatMap((branch, index) => issueLines(branch, path, `${option} (union option ${index + 1})`));
    }
    return [`${path.map(String).join('.') || '(root)'}: ${issue.message}${option}`];
  });
}

/** Logs a contract mismatch for developers: the call, what broke it, and each zod issue path. */
function reportContractMismatch(endpoint: string, what: string, issues: readonly z.core.$ZodIssue[]): void {
  console.error(`[api] ${endpoint}: ${what} does not match the contract`, issueLines(issues));
}

/** Checks a value against a schema, logging and throwing a contract ApiError on mismatch. */
export function parseOrFail<T>(
  schema: AnswerSchema<T>,
  value: unknown,
  at: { endpoint: string; what: string; failureMessage: string; status?: number },
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  reportContractMismatch(at.endpoint, at.what, parsed.error.issues);
  throw new ApiError({
    kind: 'contract',
    userMessage: at.failureMessage,
    endpoint: at.endpoint,
    status: at.status,
    cause: parsed.error,
    detail: `${at.what} does not match the contract`,
  });
}

/** Builds the sender every call of the client goes through. */
export function createHttp(options: HttpOptions = {}): Send {
  const baseUrl = options.baseUrl ?? '';
  const transport = options.transport ?? fetchTransport;
  const uploadTransport = options.uploadTransport ?? defaultUploadTransport();

  return async function send<T>(call: Call<T>): Promise<Answer<T>> {
    const endpoint = `${call.method} ${call.path}`;
    const fail = (kind: ApiError['kind'], extra: { status?: number; cause?: unknown; detail?: string } = {}) =>
      new ApiError({ kind, userMessage: call.failureMessage, endpoint, ...extra });

    const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
    if (call.method !== 'GET') {
      if (!call.csrf) throw fail('no-csrf-token', { detail: 'no CSRF token, so the call was not sent' });
      headers[call.csrf.requestHeaderName] = call.csrf.requestToken;
      // The messages the server words itself come in the culture the page shows.
      const pageCulture = typeof document === 'undefined' ? '' : document.documentElement.lang;
      if (pageCulture) headers['Accept-Language'] = pageCulture;
    }
    let body: string | FormData | undefined;
    if (call.body && 'json' in call.body) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body.json);
    } else if (call.body) {
      body = call.body.form;
    }

    const send = body instanceof FormData ? uploadTransport : transport;
    let response;
    try {
      response = await send({
        method: call.method,
        url: baseUrl + call.path,
        headers,
        body,
        signal: call.signal,
        onUploadProgress: call.onUploadProgress,
      });
    } catch (cause) {
      throw fail(call.signal?.aborted ? 'aborted' : 'network', { cause });
    }

    const { status, text } = response;
    if (call.noneOn?.includes(status)) return { kind: 'none', status };
    const ok = status >= 200 && status < 300;
    if (status === 410) throw new DeadlinePassedError({ endpoint, userMessage: call.failureMessage, deadlineKey: deadlineKeyOf(text) });
    if (!ok && !call.resultOn?.includes(status)) throw fail('status', { status });

    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      console.error(`[api] ${endpoint}: the ${status} answer is not JSON`);
      throw fail('contract', { status, cause, detail: 'the answer is not JSON' });
    }
    const schema = typeof call.schema === 'function' ? await call.schema(status) : call.schema;
    const data = parseOrFail(schema, json, { endpoint, what: `the ${status} answer`, failureMessage: call.failureMessage, status });
    return { kind: 'data', status, data };
  };
}
