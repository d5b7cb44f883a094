import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import { dialogCopy, errorCopy } from '@/contract/copy-keys';
import { pagePath } from '@/contract/form-pages';
import { withCultureParam } from '@/features/deadlines/deadline-redirect';
import type { ShellContext } from '@/features/routing/router-context';
import { StatusPage } from '@/features/status-pages/status-page';
import { keepAnswersNow } from '@/features/wizard/answers-storage';
import { useClaimSession } from '@/features/wizard/claim-session';
import { showDeadlinePage } from '@/features/wizard/deadline-refusal';
import { api } from '@/lib/api/client';
import { DeadlinePassedError } from '@/lib/api/deadline-passed';
import { formsConfigQuery, retryOnce } from '@/lib/api/queries';
import { withDraft } from './draft-answers';
import { keepResumedDraftToken } from './draft-token';

/** The address of a resume link: the draft's answers and documents are put back into this tab's
 *  form and the claimant lands on the page they saved from, in the language they used. A link the
 *  server does not know (or no longer: expired, filed) says so; a form whose deadline has passed
 *  goes to its deadline page, as a submit would. */
export function ResumePage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const context = useRouter().options.context as ShellContext;
  const claimSession = useClaimSession();
  // Queries, not loaders: a server render of this address draws the waiting page and leaves
  // both calls to the browser (the draft is the claimant's, never part of a shared page).
  const { data: configs, error: configError } = useQuery(formsConfigQuery());
  const resumed = useQuery({
    queryKey: ['drafts', token],
    queryFn: ({ signal }) => api.resumeDraft(token, signal),
    retry: retryOnce,
    staleTime: Infinity,
    gcTime: 0,
  });
  const restored = useRef(false);

  useEffect(() => {
    const data = resumed.data;
    if (!data || !configs || restored.current) return;
    restored.current = true;
    const { draft, documents } = data;
    const engine = claimSession.engineFor(configs);
    claimSession.restoreKept();
    engine.update((store) => withDraft(store, draft.formType, draft.answers, documents));
    keepAnswersNow(engine.getStore());
    keepResumedDraftToken(draft.formType, token);
    void navigate({ href: withCultureParam(pagePath(draft.formType, draft.page), draft.culture), replace: true });
  }, [resumed.data, configs, claimSession, navigate, token]);

  const error = resumed.error ?? configError;
  useEffect(() => {
    if (error instanceof DeadlinePassedError)
      void showDeadlinePage(context, error.deadlineKey, i18n.language, (href) => navigate({ href, replace: true }));
  }, [error, context, i18n.language, navigate]);

  if (resumed.data === null) return <StatusPage name="error" detail={t(dialogCopy.draftNotFound)} />;
  if (error && !(error instanceof DeadlinePassedError)) return <StatusPage name="error" detail={t(errorCopy.problemOccurred)} />;
  return (
    <section data-page="resume" className="flex flex-col gap-4">
      <h1 className="font-heading text-3xl font-bold break-words">{t(dialogCopy.draftResuming)}</h1>
      <Spinner label={t(dialogCopy.draftResuming)} />
    </section>
  );
}
