import { useCallback, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrfToken } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import { ALREADY_SUBMITTING } from '@/contract/messages';
import type { ApiClient, AuthorizeInput, AuthorizeResult, SubmitInput, SubmitResult, TrackInput } from './client';
import { api } from './client';
import { ApiError } from './errors';
import { createIdempotencyKeeper, type IdempotencyKeyStore } from './idempotency';
import { apiKeys, csrfQuery } from './queries';

// Mutations for the unsafe calls. Each takes the CSRF token from the query cache (fetching
// it once if needed); without one, the call is refused and nothing is sent. None retries a call
// the server took: a submit is retried only when the claimant asks, with the same idempotency key.

/** The CSRF token for an unsafe call: the cached one, fetched if missing. */
async function csrfFor(queryClient: QueryClient, client: ApiClient): Promise<CsrfToken | null> {
  try {
    return await queryClient.fetchQuery(csrfQuery(client));
  } catch {
    // The csrf call's own failure leaves no token; the unsafe call then refuses to run.
    return null;
  }
}

/** Sends an unsafe call with the session's CSRF token. The server replaces the session's id when
 *  a claimant authorizes (in this tab or another), which makes the cached token stale; a call
 *  refused for its token (403) did nothing, so it goes once more with the new id's token. */
export async function withCsrf<T>(queryClient: QueryClient, client: ApiClient, send: (csrf: CsrfToken | null) => Promise<T>): Promise<T> {
  try {
    return await send(await csrfFor(queryClient, client));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error;
    queryClient.removeQueries({ queryKey: apiKeys.csrf });
    return send(await csrfFor(queryClient, client));
  }
}

/** Mutation keys, for useMutationState and tests. */
export const mutationKeys = {
  submit: ['api', 'submit'] as const,
  authorize: ['api', 'authorize'] as const,
  tracking: ['api', 'tracking'] as const,
  saveDraft: ['api', 'saveDraft'] as const,
  case: ['api', 'case'] as const,
};

/** What a submit mutation takes: the caller keeps the idempotency key (useClaimSubmission does). */
export type SubmitVariables = Omit<SubmitInput, 'csrf'>;

/** Submit a claim (multipart, with upload progress). Resolves with the 200 or 400 result. */
export function submitMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<SubmitResult, Error, SubmitVariables>({
    mutationKey: mutationKeys.submit,
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.submit({ ...variables, csrf })),
    retry: false,
  });
}

/** What an authorize mutation takes. */
type AuthorizeVariables = Omit<AuthorizeInput, 'csrf'>;

/** Authorize a form. Resolves with the 200 or the 400/401 result. */
export function authorizeMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<AuthorizeResult, Error, AuthorizeVariables>({
    mutationKey: mutationKeys.authorize,
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.authorize({ ...variables, csrf })),
    // A successful authorize replaces the session's id, and with it the CSRF token.
    onSuccess: (result) => {
      if (result.authorized) queryClient.removeQueries({ queryKey: apiKeys.csrf });
    },
    retry: false,
  });
}

/** What a tracking mutation takes. */
type TrackVariables = Omit<TrackInput, 'csrf'>;

/** Send one field-tracking event. */
export function trackingMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<void, Error, TrackVariables>({
    mutationKey: mutationKeys.tracking,
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.track({ ...variables, csrf })),
    retry: false,
  });
}

/** What `useClaimSubmission().submit` takes: everything but the key, which the hook keeps. */
type ClaimSubmission = Omit<SubmitVariables, 'idempotencyKey'>;

/** Options of useClaimSubmission. */
interface ClaimSubmissionOptions {
  /** The API client; the app's own by default. */
  client?: ApiClient;
  /** Where the key waits between attempts; kept in memory by default. The wizard keeps it beside
   *  the saved answers, so a reload between a lost answer and the retry keeps the key too. */
  keys?: IdempotencyKeyStore;
}

/** Submits claims with one idempotency key per logical submission: every attempt reuses it until
 *  one stores the claim (see idempotency.ts). A submit while one runs rejects with
 *  ALREADY_SUBMITTING and leaves the running one's state alone. */
export function useClaimSubmission({ client = api, keys }: ClaimSubmissionOptions = {}) {
  const queryClient = useQueryClient();
  const mutation = useMutation(submitMutation(queryClient, client));
  const [keeper] = useState(() => createIdempotencyKeeper(keys));
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;

  const submit = useCallback(
    async (submission: ClaimSubmission): Promise<SubmitResult> => {
      const endpoint = `POST ${endpoints.submit(submission.formType)}`;
      if (inFlight.current) {
        throw new ApiError({ kind: 'already-submitting', userMessage: ALREADY_SUBMITTING, endpoint });
      }
      inFlight.current = true;
      const { formType } = submission;
      const idempotencyKey = keeper.current(formType);
      try {
        const result = await mutateAsync({ ...submission, idempotencyKey });
        keeper.settle(formType, { ok: true, referenceCode: result.referenceCodeForm });
        return result;
      } catch (error) {
        keeper.settle(formType, { ok: false, error });
        if (error instanceof ApiError && error.status === 422) {
          // The server holds a claim under this key with other answers: the claim was stored and
          // its answer lost, then the answers changed. Keeping the key stops a second claim;
          // this line is for whoever reads the logs.
          console.error(
            `${endpoint}: the server already holds a different claim under Idempotency-Key ${idempotencyKey}; the key is kept.`,
          );
        }
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [keeper, mutateAsync],
  );

  return { submit, mutation };
}
