import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import { pagePath } from '@/contract/form-pages';
import { formTypes, type FormType } from '@/contract/form-type-names';
import { withCultureParam } from '@/features/deadlines/deadline-redirect';
import { withDraft } from '@/features/drafts/draft-answers';
import { CASE_FILE_PATH } from '@/features/navigation/targets';
import { StatusPage } from '@/features/status-pages/status-page';
import { keepAnswersNow } from '@/features/wizard/answers-storage';
import { useClaimSession } from '@/features/wizard/claim-session';
import { api } from '@/lib/api/client';
import { formPagesQuery, formsConfigQuery, retryOnce } from '@/lib/api/queries';
import { sitePagesOf } from '@/features/navigation/site-pages';
import { keepAmending, keepOnFile } from './amending';

/** A stored claim's models as a draft holds them: every model saved, each answered field marked
 *  as answered (the claimant answered them when filing). */
function savedModelsOf(payload: SubmissionPayload) {
  const single = [payload.signature, payload.claimantInfo, payload.credentials, payload.claimDetails].filter(
    (model): model is PayloadModel => model !== null,
  );
  const models = [...single, ...payload.prepopulatedData, ...payload.documentContexts, ...payload.claimTransactions];
  return models.map((model) => ({
    ...model,
    everDirty: Object.fromEntries(
      Object.entries(model.fields)
        .filter(([, value]) => value !== null && value !== '')
        .map(([key]) => [key, true as const]),
    ),
  }));
}

/** Reopens the signed-in claimant's claim in the wizard to amend it: its answers and documents go
 *  back into this tab's form, marked as an amendment, and the claimant lands on the form's first
 *  page; the wizard's submit then sends the amendment, each document still as the claim has it by
 *  reference only. Not signed in: back to the case file. */
export function AmendPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const claimSession = useClaimSession();
  // Queries, not loaders: the claim is the claimant's, never part of a server-rendered page.
  const { data: configs, error: configError } = useQuery(formsConfigQuery());
  const { data: pages } = useQuery({ ...formPagesQuery(), select: sitePagesOf });
  const opened = useQuery({
    queryKey: ['case', 'claim'],
    queryFn: ({ signal }) => api.caseClaim(signal),
    retry: retryOnce,
    staleTime: Infinity,
    gcTime: 0,
  });
  const restored = useRef(false);

  useEffect(() => {
    const data = opened.data;
    if (data === null) {
      void navigate({ to: CASE_FILE_PATH, replace: true });
      return;
    }
    if (!data || !configs || !pages || restored.current) return;
    const formType = data.claim.formType as FormType;
    if (!(formTypes as readonly string[]).includes(formType)) return;
    restored.current = true;
    const engine = claimSession.engineFor(configs);
    claimSession.restoreKept();
    engine.update((store) => withDraft(store, formType, { saved: savedModelsOf(data.claim.payload), drafts: [] }, data.documents));
    keepAnswersNow(engine.getStore());
    keepAmending(formType, true);
    // Sent back as references unless the claimant replaces them (see amending.ts).
    keepOnFile(data.documents.map(({ file }) => file));
    // The form's first page (whatever its address), as a claimant starting the form lands on it.
    const first = pages.order(formType)[0]?.path ?? pagePath(formType, '');
    void navigate({ href: withCultureParam(first, i18n.language), replace: true });
  }, [opened.data, configs, pages, claimSession, navigate, i18n.language]);

  if (opened.error ?? configError) return <StatusPage name="error" detail={t(errorCopy.problemOccurred)} />;
  return (
    <section data-page="case-amend" className="flex flex-col gap-4">
      <h1 className="font-heading text-3xl font-bold break-words">{t(caseFileCopy.amendOpening)}</h1>
      <Spinner label={t(caseFileCopy.amendOpening)} />
    </section>
  );
}
