import { errorCopy } from '@/contract/copy-keys';
import type { FormType } from '@/contract/form-type-names';
import type { AppStateStore } from '@/features/app-state/app-state-store';
import type { SitePages } from '@/features/navigation/site-pages';
import type { AuthorizationStore } from '@/features/authorization/authorization-store';
import { ApiError } from '@/lib/api/errors';
import { RETURN_TO_SUMMARY } from './wizard-pages';

// A submit the server answers with 401 means the form's authorization (claim ID and PIN) is no
// longer valid in this session, typically after a long pause. That is not a failed claim: the
// claimant gives the claim ID and PIN again and goes on, with every answer still there.

/** Whether a submit failed because the server no longer holds the form's authorization. */
export function authorizationExpired(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'status' && error.status === 401;
}

/** Marks the form unauthorized, says why in the alert dialog, and goes to the form's page where
 *  claim ID and PIN are given, which returns to the summary once authorized again. */
export async function authorizeAgain(
  formType: FormType,
  stores: { authorization: AuthorizationStore; appState: AppStateStore; pages: SitePages | null },
  go: (href: string) => Promise<unknown>,
): Promise<void> {
  const start = stores.pages?.order(formType).find((page) => page.action === 'authorize')?.path;
  if (!start) throw new Error(`The ${formType} form has no page that authorizes, so a 401 cannot be answered.`);
  stores.authorization.setAuthorized(formType, false);
  stores.appState.showError({ message: errorCopy.authorizationExpired });
  await go(`${start}?returnTo=${RETURN_TO_SUMMARY}`);
}
