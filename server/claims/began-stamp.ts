// The began-stamp: when a claimant's browser first loaded a form page, signed by the server so
// it cannot be forged or moved earlier. A deadline's grace period (deadlines.json `graceMinutes`)
// is honoured only for a stamp older than the deadline. It is a cookie of its own, not part of
// the session row: a session ends after its idle time and may be replaced on authorize, while
// the stamp must outlive both, and writing it costs no database round trip on the first page.
// The cookie itself is the HTTP layer's (http/began-stamp-cookie.ts): here is what a stamp says
// and whether it holds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePath } from '../../src/contract/form-pages';
import type { FormType } from '../../src/contract/form-type-names';
import type { Settlement } from '../settlement/settlement';

const stampPattern = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: Buffer, began: number): string {
  return createHmac('sha256', secret).update(`began:${began}`).digest('base64url');
}

/** The value of a stamp made at `began` (epoch ms). */
export function beganStampValue(secret: Buffer, began: number): string {
  return `${began}.${signature(secret, began)}`;
}

/** The instant of a stamp value whose signature holds, else null. */
export function verifyBeganStamp(secret: Buffer, value: string | undefined): number | null {
  const match = value ? stampPattern.exec(value) : null;
  if (!match) return null;
  const began = Number(match[1]);
  const expected = Buffer.from(signature(secret, began));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? began : null;
}

const formPaths = new WeakMap<Settlement['pages'], Set<string>>();

/** True when `path` is the address of one of the settlement's form pages (where a claimant begins). */
export function isFormPagePath(settlement: Settlement, path: string): boolean {
  let paths = formPaths.get(settlement.pages);
  if (!paths) {
    paths = new Set(
      (Object.entries(settlement.pages) as [FormType, Settlement['pages'][FormType]][]).flatMap(([formType, pages]) =>
        (pages ?? []).map((page) => pagePath(formType, page.segment)),
      ),
    );
    formPaths.set(settlement.pages, paths);
  }
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return paths.has(trimmed);
}
