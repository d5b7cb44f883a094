import { StatusPage } from '@/features/status-pages/status-page';
import type { StatusPageName } from '@/features/navigation/loaded-pages';
import { useClearForms } from './use-clear-forms';

/** A status page that starts every form afresh as it shows (not found by any route, error,
 *  session expired): answers typed before it are gone, as they would be after a reload. */
export function ClearedStatusPage({ name, detail }: { name: StatusPageName; detail?: string | undefined }) {
  useClearForms();
  return <StatusPage name={name} detail={detail} />;
}
