import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorCopy } from '@/contract/copy-keys';
import { PROBLEM_OCCURRED, SUBMISSION_DEFAULT_ERROR_KEY, SUBMISSION_FAILED } from '@/contract/messages';
import { useAppStateStore } from '@/features/app-state/app-state-context';
import { CaptchaError } from '@/features/captcha/captcha-errors';
import type { RecordProgressMap } from '@/features/form-engine/blocks/document-records';
import { renderMessage } from '@/engine/message-descriptors';
import { applyPrepopulatedData, savedModelsOfKind } from '@/engine/models';
import { withSignatureDate } from '@/engine/signature-date';
import { buildSubmissionPayload, toPayloadModel, type PayloadFile } from '@/engine/payload';
import { keepAnswersNow } from './answers-storage';
import { isAmending, isOnFile, keepAmending } from '@/features/case-file/amending';
import { keepResumedDraftToken, resumedDraftToken } from '@/features/drafts/draft-token';
import type { FieldErrorItem, FormEngine } from '@/features/form-engine/react/engine';
import { useCaptcha } from '@/features/captcha/captcha-context';
import { redirectOnError } from '@/features/html-settings/app-settings';
import type { ShellContext } from '@/features/routing/router-context';
import { DeadlinePassedError } from '@/lib/api/deadline-passed';
import { ApiError } from '@/lib/api/errors';
import { authorizeMutation, useClaimSubmission } from '@/lib/api/mutations';
import { signatureDateQuery } from '@/lib/api/queries';
import { cachedSitePages } from '@/features/navigation/loaded-pages';
import type { SitePage } from '@/features/navigation/site-pages';
import { authorizationExpired, authorizeAgain } from './authorize-again';
import { useClaimSession } from './claim-session';
import { showDeadlinePage } from './deadline-refusal';
import { recordProgress } from './upload-progress';
import { RETURN_TO_SUMMARY, type WizardPageDescription } from './wizard-pages';
import { honeypotValue } from './honeypot-field';

/** What a wizard page's buttons do and what they left to show. */
interface WizardActions {
  /** Field errors of the last failed Next, Continue or Submit, for the error summary. */
  readonly errors: readonly FieldErrorItem[];
  /** A page-level failure (the server refused, a call failed), already in the claimant's language. */
  readonly failure: string | null;
  /** Counts failures, so the page can move focus to the message even when it repeats word for word. */
  readonly failureCount: number;
  /** Upload progress of each document while a claim is being sent. */
  readonly progress: RecordProgressMap | undefined;
  /** The main button: next, authorize or submit, as the page description says. */
  readonly main: () => Promise<void>;
  /** The Back button. */
  readonly back: () => Promise<void>;
  /** True while Next, Continue, Submit or Back is under way: the other buttons wait for it. */
  readonly running: boolean;
}

/** The page of a form that shows the claim summary, where the summary's Change links return. */
function summaryPath(pages: readonly SitePage[]): string | undefined {
  return pages.find((page) => page.sections.some((section) => section.kind === 'summary'))?.path;
}

function messageOfError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage;
  if (error instanceof CaptchaError) return PROBLEM_OCCURRED;
  console.error(error);
  return fallback;
}

/** The actions of one wizard page: validation first, then the move or the call. A failed call
 *  leaves every answer where it was, so trying again needs no retyping. */
export function useWizardActions(description: WizardPageDescription, engine: FormEngine, returnTo: string | undefined): WizardActions {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const context = router.options.context as ShellContext;
  const queryClient = useQueryClient();
  const appState = useAppStateStore();
  const captcha = useCaptcha();
  const authorize = useMutation(authorizeMutation(queryClient));
  const claimSession = useClaimSession();
  const { submit } = useClaimSubmission({ keys: claimSession.submissionKeys });
  const [errors, setErrors] = useState<readonly FieldErrorItem[]>([]);
  const [failure, setFailureText] = useState<string | null>(null);
  const [failureCount, setFailureCount] = useState(0);
  const setFailure = useCallback((message: string | null) => {
    setFailureText(message);
    if (message !== null) setFailureCount((count) => count + 1);
  }, []);
  const [progress, setProgress] = useState<RecordProgressMap | undefined>(undefined);
  const { formType } = description;
  const culture = i18n.language;

  /** Validates what the page shows; true when the page may go on. */
  const validatePage = useCallback((): boolean => {
    const found = engine.validateAll();
    setErrors(found);
    setFailure(null);
    return found.length === 0;
  }, [engine, setFailure]);

  // contract.md §Errors: a server error string is kept as the form's error message; with the
  // redirect-on-error setting on, the claimant goes to /error, which shows it.
  const serverError = useCallback(
    async (message: string) => {
      context.authorization.setErrorMessage(message);
      if (redirectOnError()) await context.navigation.toError(context.i18n.language);
      else setFailure(message);
    },
    [context, setFailure],
  );

  const goOn = useCallback(async () => {
    const { navigation } = context;
    const summary = summaryPath(cachedSitePages(queryClient)?.order(formType) ?? []);
    // A Change link from the summary comes back to it once the page is answered.
    if (returnTo === RETURN_TO_SUMMARY && summary) {
      await navigate({ href: summary });
      return;
    }
    await navigation.next();
  }, [context, navigate, returnTo, queryClient, formType]);

  const runAuthorize = useCallback(async () => {
    const credentials = savedModelsOfKind(engine.getStore(), formType, 'credentials')[0];
    if (!credentials) throw new Error(`The ${formType} form has no credentials model to authorize with.`);
    const { authorization } = context;
    // contract.md §Behaviour: authorize sets the flag false, calls the server, sets the returned flag.
    authorization.setAuthorized(formType, false);
    const result = await captcha.withToken((token) =>
      authorize.mutateAsync({
        formType,
        modelKey: 'credentials',
        credentials: toPayloadModel(credentials, new Set()),
        reCaptchaResponse: token,
      }),
    );
    authorization.setAuthorized(formType, result.authorized);
    if (!result.authorized) {
      if (result.error) await serverError(result.error);
      else setFailure(t(errorCopy.unauthorized));
      return;
    }
    authorization.setErrorMessage(null);
    engine.update((store) => applyPrepopulatedData(store, result.prepopulatedData));
    // Lookup is its own result page: the answer shows below the credentials.
    if (context.navigation.current()?.next) await goOn();
  }, [engine, formType, context, captcha, authorize, t, goOn, serverError, setFailure]);

  const runSubmit = useCallback(async () => {
    if (formType === 'Lookup') throw new Error('The Lookup form only authorizes.');
    const signatureDate = await queryClient.fetchQuery(signatureDateQuery(culture));
    engine.update((store) => withSignatureDate(store, formType, signatureDate));
    const result = await captcha.withToken(async (token) => {
      const built = buildSubmissionPayload(engine.getStore(), {
        formType,
        userPreferredCulture: culture,
        reCaptchaResponse: token,
        captchaRawValue: null,
      });
      if (!built.ok) {
        setFailure(built.problems.map((problem) => renderMessage(problem.message, (key) => (i18n.exists(key) ? t(key) : null))).join(' '));
        return null;
      }
      const { documents: _announced, ...payload } = built.payload;
      const amend = isAmending(formType);
      // An amendment's documents still as the claim has them stay on the server: only new ones
      // travel, and only they show upload progress.
      const kept = (file: PayloadFile['file']) => amend && file instanceof File && isOnFile(file);
      const files = built.files.filter(({ file }) => !kept(file));
      const asDocument = ({ clientId, file }: PayloadFile) => ({ clientId, file: file as File });
      return submit({
        formType,
        payload,
        documents: files.map(asDocument),
        keptDocuments: built.files.filter(({ file }) => kept(file)).map(asDocument),
        honeypot: honeypotValue(),
        draftToken: resumedDraftToken(formType),
        amend,
        onProgress: ({ loaded, total }) => setProgress(recordProgress(files, loaded, total)),
      });
    });
    setProgress(undefined);
    if (!result) return;
    if (result.nonMatchingPaymentElection) {
      appState.setInvalidPayPalVerification(true);
      setFailure(t(errorCopy.invalidPayPal));
      return;
    }
    if (result.error) {
      await serverError(result.error);
      return;
    }
    if (!result.referenceCodeForm) {
      appState.showError({ message: SUBMISSION_DEFAULT_ERROR_KEY });
      return;
    }
    appState.setInvalidPayPalVerification(false);
    // The server deleted the draft this claim was resumed from, if any.
    keepResumedDraftToken(formType, null);
    keepAmending(formType, false);
    claimSession.submitted(formType, result.referenceCodeForm);
    await context.navigation.next();
  }, [formType, queryClient, culture, engine, captcha, submit, appState, claimSession, context, t, i18n, serverError, setFailure]);

  // One action at a time: a press that arrives while another action (or a move between pages) is
  // under way is ignored, rather than starting a second move the navigation store would refuse.
  const runningRef = useRef(false);
  const [running, setRunning] = useState(false);
  const exclusive = useCallback(
    (action: () => Promise<void>) => async () => {
      if (runningRef.current || context.navigation.getState().isNavigating) return;
      runningRef.current = true;
      setRunning(true);
      try {
        await action();
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
    },
    [context],
  );

  const runMain = useCallback(async () => {
    if (!validatePage()) return;
    try {
      if (description.action === 'authorize') await runAuthorize();
      else if (description.action === 'submit') await runSubmit();
      else await goOn();
    } catch (error) {
      setProgress(undefined);
      if (error instanceof DeadlinePassedError) {
        // Kept now, not when the next delayed save would come: leaving the form may reset it first.
        keepAnswersNow(engine.getStore());
        await showDeadlinePage(context, error.deadlineKey, culture, (href) => navigate({ href, replace: true }));
        return;
      }
      if (description.action === 'submit' && authorizationExpired(error)) {
        await authorizeAgain(formType, { authorization: context.authorization, appState, pages: cachedSitePages(queryClient) }, (href) =>
          navigate({ href }),
        );
        return;
      }
      setFailure(messageOfError(error, description.action === 'submit' ? SUBMISSION_FAILED : PROBLEM_OCCURRED));
    }
  }, [
    validatePage,
    description.action,
    engine,
    runAuthorize,
    runSubmit,
    goOn,
    setFailure,
    formType,
    context,
    appState,
    navigate,
    queryClient,
    culture,
  ]);

  const runBack = useCallback(async () => {
    setErrors([]);
    await context.navigation.back();
  }, [context]);

  const main = useMemo(() => exclusive(runMain), [exclusive, runMain]);
  const back = useMemo(() => exclusive(runBack), [exclusive, runBack]);
  return { errors, failure, failureCount, progress, main, back, running };
}
