import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient, SaveDraftInput, SaveDraftResult } from './client';
import { api } from './client';
import { mutationKeys, withCsrf } from './mutations';

// The draft's save, apart from the wizard's own calls: only the save dialog, loaded on first use,
// needs it, so it stays off a wizard page's first load.

/** What a draft's save takes. */
type SaveDraftVariables = Omit<SaveDraftInput, 'csrf'>;

/** Save the form's answers and documents to resume later. Resolves with the 200 or the refused
 *  result; never retried (the claimant asks again). */
export function saveDraftMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<SaveDraftResult, Error, SaveDraftVariables>({
    mutationKey: mutationKeys.saveDraft,
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.saveDraft({ ...variables, csrf })),
    retry: false,
  });
}
