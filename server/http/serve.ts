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
import type { Call, SchemaName, SchemaOf } from '../../src/contract/calls';
import type { AppEnv } from '../context';

/** The JSON a call answers with when it succeeds, as the server may write it (before the schema's
 *  defaults); an empty object for a call that answers no body (202 of a request taken in). */
type AnswerBody<C extends Call> = C['answer'] extends { kind: 'json'; schema: infer N extends SchemaName }
  ? z.input<SchemaOf<N>>
  : Record<string, never>;

/** T with every array and property read-only: a route may answer from read-only data, which
 *  JSON writes as any other. */
type ReadOnlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadOnlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadOnlyDeep<T[K]> }
    : T;

/** What a handler of call C may answer. */
export type Answered<C extends Call> = C['answer'] extends { kind: 'document' }
  ? Response
  : Response &
      (
        | TypedResponse<ReadOnlyDeep<JSONParsed<AnswerBody<C>>>, ContentfulStatusCode, 'json'>
        | TypedResponse<{ error: string }, ContentfulStatusCode, 'json'>
        | TypedResponse<null, StatusCode, 'body'>
      );

/** A handler of call C, after middleware that hands it the input I (a checked JSON body). */
type CallHandler<C extends Call, I extends Input> = (c: Context<AppEnv, string, I>) => Answered<C> | Promise<Answered<C>>;

/** Registers `call` with its handler, after the middleware given before it. A call served at one
 *  path per form type is given with that path: `{ ...calls.authorize, path }`. */
export function serve<C extends Call>(app: Hono<AppEnv>, call: C, handler: CallHandler<C, Input>): void;
export function serve<C extends Call, I extends Input>(
  app: Hono<AppEnv>,
  call: C,
  middleware: MiddlewareHandler<AppEnv, string, I>,
  handler: CallHandler<C, I>,
): void;
export function serve<C extends Call, I1 extends Input, I2 extends Input>(
  app: Hono<AppEnv>,
  call: C,
  first: MiddlewareHandler<AppEnv, string, I1>,
  second: MiddlewareHandler<AppEnv, string, I2>,
  handler: CallHandler<C, I1 & I2>,
): void;
export function serve(app: Hono<AppEnv>, call: Call, ...handlers: unknown[]): void {
  // The overloads above typed each handler; Hono's own overloads cannot take a list of them.
  app.on(call.method, [call.path], ...(handlers as [MiddlewareHandler<AppEnv>]));
}
