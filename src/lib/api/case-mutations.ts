import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions } from '@tanstack/react-query';
import type {
  CaseAddress,
  CasePayout,
  CaseAppeal,
  CaseCodeRequest,
  CaseCure,
  CaseFile,
  CaseSignInRequest,
  CaseSignInResponse,
} from '@/contract/case-file';
import type { ApiClient, CaseActionResult, CureDocument } from './client';
import { api } from './client';
import { mutationKeys, withCsrf } from './mutations';
import { apiKeys } from './queries';

// The case file's unsafe calls (sign-in, sign-out, cure, appeal, change of address), apart from
// the wizard's own: only the case file's pages need them, so they stay off the form pages' first
// load.

/** Mail a one-time sign-in code for a reference code. Resolves with the 202, or the refusal's message. */
export function caseCodeMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<{ error: string | null; status: number }, Error, CaseCodeRequest>({
    mutationKey: [...mutationKeys.case, 'code'],
    mutationFn: (request) => withCsrf(queryClient, client, (csrf) => client.caseCode({ ...request, csrf })),
    retry: false,
  });
}

/** Sign in to the case file. Like an authorize, a sign-in replaces the session's id and with it
 *  the CSRF token; the case file is then read afresh. */
export function caseSignInMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<CaseSignInResponse & { status: number }, Error, CaseSignInRequest>({
    mutationKey: [...mutationKeys.case, 'sign-in'],
    mutationFn: (credentials) => withCsrf(queryClient, client, (csrf) => client.caseSignIn({ credentials, csrf })),
    onSuccess: async (result) => {
      if (!result.signedIn) return;
      queryClient.removeQueries({ queryKey: apiKeys.csrf });
      await queryClient.invalidateQueries({ queryKey: apiKeys.caseFile });
    },
    retry: false,
  });
}

/** Sign out of the case file: the case file is forgotten at once. */
export function caseSignOutMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<void, Error, void>({
    mutationKey: [...mutationKeys.case, 'sign-out'],
    mutationFn: () => withCsrf(queryClient, client, (csrf) => client.caseSignOut({ csrf })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: apiKeys.csrf });
      queryClient.setQueryData<CaseFile | null>(apiKeys.caseFile, null);
    },
    retry: false,
  });
}

/** What a cure or an appeal mutation takes: the JSON part and the documents beside it. */
interface CaseActionVariables<T, D> {
  payload: T;
  documents: readonly D[];
}

/** Keeps the case file a cure or an appeal answered with. */
function keepCaseFile(queryClient: QueryClient, result: CaseActionResult): void {
  if (result.caseFile) queryClient.setQueryData<CaseFile | null>(apiKeys.caseFile, result.caseFile);
}

/** Cure a deficiency. Resolves with the new case file, or the refusal's message. */
export function caseCureMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<CaseActionResult, Error, CaseActionVariables<CaseCure, CureDocument>>({
    mutationKey: [...mutationKeys.case, 'cure'],
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.caseCure({ ...variables, csrf })),
    onSuccess: (result) => keepCaseFile(queryClient, result),
    retry: false,
  });
}

/** Change the claim's mailing address. Resolves with the new case file, or the refusal's message. */
export function caseAddressMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<CaseActionResult, Error, CaseAddress>({
    mutationKey: [...mutationKeys.case, 'address'],
    mutationFn: (payload) => withCsrf(queryClient, client, (csrf) => client.caseAddress({ payload, csrf })),
    onSuccess: (result) => keepCaseFile(queryClient, result),
    retry: false,
  });
}

/** Change the claim's payment method. Resolves with the new case file, or the refusal's message. */
export function casePayoutMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<CaseActionResult, Error, CasePayout>({
    mutationKey: [...mutationKeys.case, 'payout'],
    mutationFn: (payload) => withCsrf(queryClient, client, (csrf) => client.casePayout({ payload, csrf })),
    onSuccess: (result) => keepCaseFile(queryClient, result),
    retry: false,
  });
}

/** Appeal a denial. Resolves with the new case file, or the refusal's message. */
export function caseAppealMutation(queryClient: QueryClient, client: ApiClient = api) {
  return mutationOptions<CaseActionResult, Error, CaseActionVariables<CaseAppeal, File>>({
    mutationKey: [...mutationKeys.case, 'appeal'],
    mutationFn: (variables) => withCsrf(queryClient, client, (csrf) => client.caseAppeal({ ...variables, csrf })),
    onSuccess: (result) => keepCaseFile(queryClient, result),
    retry: false,
  });
}
