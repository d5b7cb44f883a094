import type { FormType } from '@/contract/form-type-names';

// The token of the draft each form was resumed from, kept in this tab's sessionStorage (as the
// answers are): saving again replaces that draft under the same link, and the submit names it
// so the server deletes it once the claim is filed. Nothing here throws into the page.

const DRAFT_TOKENS_KEY = 'claims-site:draft-tokens';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Partial<Record<FormType, string>> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DRAFT_TOKENS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, token]) => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)));
  } catch {
    return {};
  }
}

function write(tokens: Partial<Record<FormType, string>>): void {
  try {
    if (Object.keys(tokens).length === 0) storage()?.removeItem(DRAFT_TOKENS_KEY);
    else storage()?.setItem(DRAFT_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // A full or disabled storage: a later save makes a new draft instead of replacing this one.
  }
}

/** The token of the draft `formType` was resumed from, or null. */
export function resumedDraftToken(formType: FormType): string | null {
  return read()[formType] ?? null;
}

/** Keeps (a token) or forgets (null) the draft `formType` was resumed from. */
export function keepResumedDraftToken(formType: FormType, token: string | null): void {
  const tokens = read();
  if (token === null) delete tokens[formType];
  else tokens[formType] = token;
  write(tokens);
}
