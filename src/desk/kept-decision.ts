// What a person typed in a decision form, kept in this tab while they sign in again (a change
// refused for an old sign-in: ASVS 3.7.1). Signing in again leaves the page (to the provider, or
// to a new link's page) and comes back, so the form's own state would be lost; sessionStorage
// keeps it for this tab only and forgets it when the tab closes. Kept only after such a refusal,
// and dropped once the decision is recorded.
import { isDeskPage } from '@/contract/desk';

/** A decision form's fields, as the person left them. */
interface KeptDecision {
  transition: string;
  reason: string;
  items: string;
  wholeCluster: boolean;
}

const decisionKey = (referenceCode: string) => `desk-decision:${referenceCode}`;
const returnKey = 'desk-return';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a browser's privacy setting): the form keeps its text while the page stays.
    return null;
  }
}

/** Keeps a claim's decision form, and the page to come back to after a new link's sign-in. */
export function keepDecision(referenceCode: string, decision: KeptDecision, page: string): void {
  storage()?.setItem(decisionKey(referenceCode), JSON.stringify(decision));
  storage()?.setItem(returnKey, page);
}

/** The decision form kept for a claim, if any. */
export function keptDecision(referenceCode: string): KeptDecision | null {
  const kept = storage()?.getItem(decisionKey(referenceCode));
  if (!kept) return null;
  try {
    const value = JSON.parse(kept) as Partial<KeptDecision>;
    return {
      transition: String(value.transition ?? ''),
      reason: String(value.reason ?? ''),
      items: String(value.items ?? ''),
      wholeCluster: value.wholeCluster === true,
    };
  } catch {
    return null;
  }
}

/** Forgets a claim's kept decision and where it waited (it was recorded). */
export function forgetDecision(referenceCode: string): void {
  storage()?.removeItem(decisionKey(referenceCode));
  storage()?.removeItem(returnKey);
}

/** The desk page a sign-in should land on (once): where a decision was waiting, else null. */
export function takeReturnPage(): string | null {
  const page = storage()?.getItem(returnKey) ?? null;
  storage()?.removeItem(returnKey);
  return page && isDeskPage(page) ? page : null;
}
