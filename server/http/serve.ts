// Registers a call of the contract's table (src/contract/calls.ts) on the app, at the row's method
// and path, with a handler whose answer the compiler checks against the row's answer schema: a
// route answering `{ caseTitle: 42 }` where the schema says a string does not compile. A handler
// answers with `c.json(...)` of the answer's shape at any status (a refusal in the answer's own
// shape, as authorize's 401, is one), `{ error }` at any status (jsonError), or no body
// (`c.body(null, 204)`); a call whose answer is a document's bytes may answer any Response.
// What is not checked: a multipart request's body (the route reads it as a stream) and the
// answer's status, which the table does not name.
import type { Context, Hono, Input, MiddlewareHandler, TypedResponse } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { z } from 'zod';
import { callSchemas } from '../../src/contract/call-schemas';
import { type CallName, callOf } from '../../src/contract/calls';
import type { AppEnv } from './app-env';

/** The answer half of a call's row. */
type AnswerOf<N extends CallName> = (typeof callSchemas)[N]['answer'];

/** The JSON a call answers with when it succeeds, as the server may write it (before the schema's
 *  defaults); an empty object for a call that answers no body (202 of a request taken in). */
type AnswerBody<N extends CallName> =
  AnswerOf<N> extends { kind: 'json'; schema: infer S extends z.ZodType } ? z.input<S> : Record<string, never>;

/** T with every array and property read-only: a route may answer from read-only data, which
 *  JSON writes as any other. */
type ReadOnlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadOnlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadOnlyDeep<T[K]> }
    : T;

/** What a handler of call N may answer. */
export type Answered<N extends CallName> =
  AnswerOf<N> extends { kind: 'document' }
    ? Response
    : Response &
        (
          | TypedResponse<ReadOnlyDeep<JSONParsed<AnswerBody<N>>>, ContentfulStatusCode, 'json'>
          | TypedResponse<{ error: string }, ContentfulStatusCode, 'json'>
          | TypedResponse<null, StatusCode, 'body'>
        );

/** A handler of call N, after middleware that hands it the input I (a checked JSON body). */
type CallHandler<N extends CallName, I extends Input> = (c: Context<AppEnv, string, I>) => Answered<N> | Promise<Answered<N>>;

/** A call by its name in the table, or with the one path it is served at here (a call whose path
 *  names the form type is registered once for each form type the settlement offers). */
type CallAt<N extends CallName> = N | { readonly name: N; readonly path: string };

/** Registers a call of the table with its handler, after the middleware given before it. */
export function serve<N extends CallName>(app: Hono<AppEnv>, call: CallAt<N>, handler: CallHandler<N, Input>): void;
export function serve<N extends CallName, I extends Input>(
  app: Hono<AppEnv>,
  call: CallAt<N>,
  middleware: MiddlewareHandler<AppEnv, string, I>,
  handler: CallHandler<N, I>,
): void;
export function serve<N extends CallName, I1 extends Input, I2 extends Input>(
  app: Hono<AppEnv>,
  call: CallAt<N>,
  first: MiddlewareHandler<AppEnv, string, I1>,
  second: MiddlewareHandler<AppEnv, string, I2>,
  handler: CallHandler<N, I1 & I2>,
): void;
export function serve(app: Hono<AppEnv>, call: CallAt<CallName>, ...handlers: unknown[]): void {
  const name = typeof call === 'string' ? call : call.name;
  const path = typeof call === 'string' ? callOf(call).path : call.path;
  const { method } = callSchemas[name];
  // The overloads above typed each handler; Hono's own overloads cannot take a list of them.
  app.on(method, [path], ...(handlers as [MiddlewareHandler<AppEnv>]));
}
