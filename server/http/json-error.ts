import type { Context } from 'hono';

/** A JSON error body with a generic, user-safe message. */
export function jsonError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
  message: string,
) {
  return c.json({ error: message }, status);
}
