import { formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import { findFormPage, loadSitePages, isFormAreaPath } from './pages';
import type { ShellContext } from './router-context';

/** Before a form page shows, the model configs and the character whitelist are loaded if they
 *  are not yet; pages outside the forms need neither. */
export async function loadFormArea(context: ShellContext, pathname: string): Promise<void> {
  if (!isFormAreaPath(pathname) || !findFormPage(await loadSitePages(context.queryClient), pathname)) return;
  await Promise.all([context.queryClient.ensureQueryData(formsConfigQuery()), context.queryClient.ensureQueryData(whitelistQuery())]);
}
