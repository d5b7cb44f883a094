import { formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import type { ShellContext } from './router-context';

/** Before a form page shows, the model configs and the character whitelist are loaded if they
 *  are not yet (the same query options the page's components read); pages outside the forms
 *  need neither. */
export async function loadFormArea(context: ShellContext): Promise<void> {
  await Promise.all([context.queryClient.ensureQueryData(formsConfigQuery()), context.queryClient.ensureQueryData(whitelistQuery())]);
}
