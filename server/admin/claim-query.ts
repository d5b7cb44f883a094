// What an administrator asks for, read from query parameters (the HTTP calls) or flags (the
// CLI) by the same code: a form type, a creation date range, a page size and a cursor. Bad input
// raises AdminInputError with a message naming the parameter and what it accepts.
import { formTypes, type FormType } from '../../src/contract/form-type-names';
import type { ClaimFilter, ClaimPosition } from '../db/claim-pages';

/** Input an administrator gave that cannot be used; the message says which and why. */
export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

/** Claims per page of the list when no limit is given, and the most a page may hold. */
export const PAGE_SIZE = { default: 50, max: 1000 } as const;

/** The filter parameters as given (query string or CLI flags). */
interface FilterInput {
  formType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Years the database's timestamps take as this server writes them (year 0 and beyond 9999 it
 *  refuses, which would be a server error). */
function inRange(at: Date): boolean {
  const year = at.getUTCFullYear();
  return year >= 1 && year <= 9998;
}

/** A day (YYYY-MM-DD, UTC) or an instant (ISO 8601 with Z or an offset): the start of the day
 *  or the instant, plus whether a whole day was meant. */
function parseMoment(name: string, value: string): { at: Date; wholeDay: boolean } {
  const day = datePattern.exec(value);
  if (day) {
    const at = new Date(`${value}T00:00:00Z`);
    if (!Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) && inRange(at)) return { at, wholeDay: true };
  } else if (instantPattern.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime()) && inRange(at)) return { at, wholeDay: false };
  }
  throw new AdminInputError(
    `${name} must be a date (YYYY-MM-DD, a day in UTC) or a date and time with its zone (e.g. 2025-03-14T09:30:00Z); got "${value}".`,
  );
}

/** The form type as the claims store it, whatever the case it was typed in. */
function parseFormType(value: string): FormType {
  const found = formTypes.find((t) => t.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new AdminInputError(`formType must be one of ${formTypes.join(', ')}; got "${value}".`);
  return found;
}

/** A claim filter from its parameters: `from` includes its day or instant, `to` includes its
 *  whole day (or everything up to its instant). */
export function parseFilter(input: FilterInput): ClaimFilter {
  const filter: ClaimFilter = {};
  if (input.formType) filter.formType = parseFormType(input.formType);
  if (input.from) filter.from = parseMoment('from', input.from).at;
  if (input.to) {
    const to = parseMoment('to', input.to);
    filter.before = new Date(to.at.getTime() + (to.wholeDay ? DAY_MS : 1));
  }
  if (filter.from && filter.before && filter.from >= filter.before) {
    throw new AdminInputError(`from (${input.from}) is after to (${input.to}).`);
  }
  return filter;
}

/** A page size from its parameter. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined || value === '') return PAGE_SIZE.default;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > PAGE_SIZE.max) {
    throw new AdminInputError(`limit must be a whole number from 1 to ${PAGE_SIZE.max}; got "${value}".`);
  }
  return n;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor of the page after a claim: opaque to callers, its position underneath. */
export function encodeCursor(position: ClaimPosition): string {
  return Buffer.from(`${position.createdAtMicros}.${position.id}`).toString('base64url');
}

/** The position a cursor names; a cursor this server did not issue is refused. */
export function parseCursor(value: string | undefined): ClaimPosition | null {
  if (value === undefined || value === '') return null;
  const [micros = '', id = ''] = Buffer.from(value, 'base64url').toString().split('.');
  if (!/^-?\d{1,19}$/.test(micros) || !uuidPattern.test(id)) {
    throw new AdminInputError('cursor is not one this server issued: pass the nextCursor of the previous page unchanged.');
  }
  return { createdAtMicros: micros, id };
}
