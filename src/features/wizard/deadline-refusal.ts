import {
  classifyTarget,
  DEADLINE_PATH,
  deadlineRedirect,
  withCultureParam,
  type DeadlineRedirect,
} from '@/features/deadlines/deadline-redirect';
import { deadlineSettingsOf } from '@/features/routing/guards';
import type { ShellContext } from '@/features/routing/router-context';
import { deadlinesQuery } from '@/lib/api/queries';

/** Where a claimant goes when the server refused a call because `deadlineKey` has passed: that
 *  deadline's page for their culture, as the deadline guard would pick it, else /deadline. The
 *  deadlines are fetched afresh (the server may know of a change the cached answer lacks); should
 *  that fail, the default page still beats an error. Internal targets carry the culture. */
async function deadlineRefusalTarget(context: ShellContext, deadlineKey: string | null, culture: string): Promise<DeadlineRedirect> {
  const { queryClient, environment } = context;
  let target: DeadlineRedirect | null = null;
  if (deadlineKey) {
    try {
      const response = await queryClient.fetchQuery({ ...deadlinesQuery(), staleTime: 0 });
      // The server's word decides that it has passed, whatever this device's clock says.
      target = deadlineRedirect({
        pageDeadlineKeys: [deadlineKey],
        settings: deadlineSettingsOf(response),
        language: culture,
        now: Number.POSITIVE_INFINITY,
        origin: environment.origin,
      });
    } catch (error) {
      console.error(error);
    }
  }
  const chosen = target ?? classifyTarget(DEADLINE_PATH);
  return chosen.kind === 'internal' ? { kind: 'internal', to: withCultureParam(chosen.to, culture) } : chosen;
}

/** Takes the claimant to the deadline page after a refusal; what they typed stays in the session's
 *  storage, as when the deadline guard sends them there. */
export async function showDeadlinePage(
  context: ShellContext,
  deadlineKey: string | null,
  culture: string,
  navigate: (href: string) => Promise<unknown>,
): Promise<void> {
  const target = await deadlineRefusalTarget(context, deadlineKey, culture);
  if (target.kind === 'internal') await navigate(target.to);
  else context.environment.assign(target.href);
}
