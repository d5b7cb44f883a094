import { formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import { findFormPage } from './pages';
import type { ShellContext } from './router-context';

/** contract.md §Routes: before a form page shows, the model configs and the character whitelist are
 *  loaded if they are not yet; pages outside the forms need neither. */
export async function loadFormArea(context: ShellContext, pathname: string): Promise<void> {
  if (!findFormPage(pathname)) return;
  await Promise.all([context.queryClient.ensureQueryData(formsConfigQuery()), context.queryClient.ensureQueryData(whitelistQuery())]);
}
