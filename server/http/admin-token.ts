import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerSettings } from '../settings/settings';

/** The name of the admin token the request carries: `admin token` for ADMIN_TOKEN, a name of
 *  ADMIN_TOKENS for one of those; null for none (admin calls are off when neither is set). */
export function adminTokenName(c: Context, settings: Pick<ServerSettings, 'adminToken' | 'adminTokens'>): string | null {
  // The bearer scheme only (RFC 6750): a bare token or another scheme is no token at all.
  const given = createHash('sha256')
    .update(/^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '')
    .digest();
  const known = [...(settings.adminToken ? [{ name: 'admin token', token: settings.adminToken }] : []), ...settings.adminTokens];
  let found: string | null = null;
  // Every token is compared, in constant time, whichever matches.
  for (const { name, token } of known) if (timingSafeEqual(given, createHash('sha256').update(token).digest())) found ??= name;
  return found;
}
