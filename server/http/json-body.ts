// JSON request bodies, read by the framework's pieces: Hono's bodyLimit caps the bytes (a larger
// Content-Length is refused before anything is read, a longer stream as soon as it passes the
// limit) and its validator parses the JSON and hands the checked value to the route as
// `c.req.valid('json')`. What stays here is what this server promises of a bad body: the media
// type must be exactly application/json (415), too large is 413, JSON that does not parse or nests
// deeper than any call needs is 400 (the depth is measured without recursion, before a schema's
// recursive check could exhaust the stack), and each refusal says why. A claim's submit streams
// its multipart body instead (server/README.md says why).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import { JSON_BODY_LIMIT, mediaType } from './request-body';
import { JSON_MAX_DEPTH } from '../limits/json-depth';
import { jsonError } from './json-error';

/** What a JSON body is checked with: a zod schema, or anything with the same safeParse. */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The answer to a refused body (status and the reason); `{ error }` by default. */
type BodyRefusal = (c: Context, status: 400 | 413 | 415, message: string) => Response;

/** How a route reads its JSON body. */
interface JsonBodyOptions {
  /** The message of a body that parses but breaks the schema. */
  readonly invalid: string;
  /** The answer to a refused body; `{ error: message }` with the status by default. */
  readonly refuse?: BodyRefusal;
  /** Bytes a body may have. */
  readonly limit?: number;
  /** The body may be left out or be unreadable JSON (the route then sees undefined); a body of
   *  another media type or beyond the limit is still refused. */
  readonly optional?: boolean;
}

/** Whether JSON `value` nests arrays and objects deeper than `max` (counted without recursion). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Any JSON value: for a body whose shape the route checks itself, or does not read. */
export const anyJson: BodySchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** The middleware that reads a route's JSON body and checks it with `schema`. */
export function jsonBody<T>(schema: BodySchema<T>, options: JsonBodyOptions) {
  const refuse: BodyRefusal = options.refuse ?? ((c, status, message) => jsonError(c, status, message));
  const limit = bodyLimit({
    maxSize: options.limit ?? JSON_BODY_LIMIT,
    onError: (c) => refuse(c, 413, 'The request body is too large.'),
  });
  const parse = validator('json', (value, c): T | Response => {
    // Hono's validator hands over {} for a body of another media type; the wrapper below has
    // refused those already, so what arrives here was parsed from the body.
    if (nestsDeeperThan(value, JSON_MAX_DEPTH)) {
      return options.optional ? (undefined as T) : refuse(c, 400, 'The request body is nested too deeply.');
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    return options.optional ? (undefined as T) : refuse(c, 400, options.invalid);
  });
  const read: MiddlewareHandler = async (c, next) => {
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if (options.optional && !hasBody && mediaType(c) !== 'application/json') return next();
    if (mediaType(c) !== 'application/json') return refuse(c, 415, 'Content-Type must be application/json.');
    let reached = false;
    const onward = async () => {
      reached = true;
      await next();
    };
    try {
      return await limit(c, async () => {
        const answer = await parse(c, onward);
        if (answer instanceof Response) c.res = answer;
      });
    } catch (error) {
      // Only a failure to read or parse the body is the body's fault; the route's own errors pass.
      if (reached) throw error;
      if (options.optional) return onward();
      if (error instanceof HTTPException && error.status === 400) return refuse(c, 400, 'The request body is not valid JSON.');
      return refuse(c, 400, 'The request body did not arrive whole.');
    }
  };
  return read as typeof parse;
}
