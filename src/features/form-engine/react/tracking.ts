import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { api } from '@/lib/api/client';
import { trackingMutation } from '@/lib/api/mutations';
import type { TrackFn } from './engine-context';

/** The tracking sender for FormEngineProvider's `track`: each event goes through the API's
 *  tracking mutation (CSRF header, no retry). Needs a QueryClientProvider above it. */
export function useTrackingSender(client: ApiClient = api): TrackFn {
  const queryClient = useQueryClient();
  const { mutate } = useMutation(trackingMutation(queryClient, client));
  return useCallback<TrackFn>((event) => mutate(event), [mutate]);
}
