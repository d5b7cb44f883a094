import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonsUnavailable } from '@ui/button';
import { ErrorSummary } from '@ui/error-summary';
import { pressThroughLayoutShift } from '@ui/press-through-shift';
import { FeedbackMessage } from '@ui/feedback-message';
import { buttonCopy, errorCopy } from '@/contract/copy-keys';
import { formBasePath } from '@/contract/form-pages';
import { REQUEST_FAILED } from '@/contract/messages';
import { CaptchaProvider, CaptchaWidget, useCaptcha } from '@/features/captcha/captcha-context';
import { canSaveDraft } from '@/features/drafts/draft-answers';
import { SaveDraftButton } from '@/features/drafts/save-draft-button';
import { ConfigError } from '@/engine/config-check';
import { fieldIndex } from '@/engine/models';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { useTrackingSender } from '@/features/form-engine/react/tracking';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { sitePagesOf, type PageCopyKeys, type SitePages } from '@/features/navigation/site-pages';
import { findFormPage } from '@/features/navigation/loaded-pages';
import { StatusPage } from '@/features/status-pages/status-page';
import { captchaConfigQuery, formPagesQuery, formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import { afterChangeHooks } from './after-change-hooks';
import { hasAnswers } from './answers-storage';
import { HoneypotField } from './honeypot-field';
import { pageMarksRequired, RequiredNote } from './required-note';
import { endHydration } from '@/features/routing/router-context';
import { useClaimSession } from './claim-session';
import { useLeaveWarning } from './use-leave-warning';
import { useWizardActions } from './use-wizard-actions';
import { SectionBoundary } from './section-boundary';
import { carriesPageHeading, useReferenceCode, WizardSectionView } from './wizard-sections';
import type { WizardPageDescription } from './wizard-pages';

const mainLabel = { next: buttonCopy.next, authorize: buttonCopy.continue, submit: buttonCopy.submit } as const;

// The introduction may name the submitted form's reference code ({referenceCode}); before there
// is one, such an introduction is left out rather than shown with its placeholder.
function PageHeading({ copy, referenceCode }: { copy: PageCopyKeys; referenceCode: string | undefined }) {
  const { t } = useTranslation();
  const body = t(copy.body, { referenceCode: referenceCode ?? '' });
  // A marker in place of the code tells whether this language's text names it at all.
  const namesCode = t(copy.body, { referenceCode: '\u0000' }).includes('\u0000');
  return (
    <>
      <h1 className="font-heading text-3xl font-bold break-words">{t(copy.heading)}</h1>
      {(referenceCode || !namesCode) && <p className="max-w-prose">{body}</p>}
    </>
  );
}

/** A page's segment: its path after its form's address ('' for the form's own address). */
function segmentOf({ formType, path }: WizardPageDescription): string {
  const base = formBasePath[formType];
  return path === '/' || path === base ? '' : path.slice(base.length + 1);
}

/** Where a refused call says what happened. Each new failure takes focus (the main button keeps
 *  its place but the claimant's attention belongs here), so the next Tab goes on from the
 *  message instead of from the top of the page; the alert role announces it as well. */
function PageFailure({ message, count }: { message: string | null; count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (count > 0 && message !== null) ref.current?.focus();
  }, [count, message]);
  return (
    <div role="alert" data-slot="page-failure">
      {message && (
        <FeedbackMessage ref={ref} tabIndex={-1} variant="warning">
          {message}
        </FeedbackMessage>
      )}
    </div>
  );
}

function WizardPageBody({ description, pages, engine }: { description: WizardPageDescription; pages: SitePages; engine: FormEngine }) {
  const { t } = useTranslation();
  const returnTo = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).returnTo });
  const actions = useWizardActions(description, engine, typeof returnTo === 'string' ? returnTo : undefined);
  const translated = useErrorSummaryItems(actions.errors);
  // Each summary line names its question: "Price paid: The value must be between 1 and 5000", or
  // the block it is about when no one field is ("Your repairs: Add 2 or more repairs").
  const summaryItems = useMemo(
    () =>
      translated.map((item, index) => {
        const error = actions.errors[index];
        const model = error?.clientId ? engine.model(error.clientId) : undefined;
        const fieldLabel = model && error ? fieldIndex(engine.configOf(model)).get(error.key)?.label : undefined;
        const label = fieldLabel ? t(fieldLabel) : error?.label ? t(error.label.key, { defaultValue: error.label.defaultText }) : undefined;
        return label ? { ...item, message: `${label}: ${item.message}` } : item;
      }),
    [translated, actions.errors, engine, t],
  );
  const { inProgress } = useCaptcha();
  // Every button waits while a button's action runs, while the wizard moves between pages and
  // while the captcha works. They stay focusable (aria-disabled), so focus is never lost.
  const { navigation } = useRouter().options.context;
  const navigating = useSyncExternalStore(
    navigation.subscribe,
    () => navigation.getState().isNavigating,
    () => false,
  );
  const locked = actions.running || navigating || inProgress;
  const referenceCode = useReferenceCode(description.formType);
  const confirmed = referenceCode !== undefined;
  // Closing the tab loses what sessionStorage keeps, so any answer at all is worth a warning.
  const answered = useSyncExternalStore(
    engine.subscribe,
    () => hasAnswers(engine.getStore()),
    () => false,
  );
  useLeaveWarning(answered);
  const label = description.action === 'none' ? null : t(description.button ?? mainLabel[description.action]);
  const needsCaptcha = description.action === 'authorize' || description.action === 'submit';
  const marksRequired = useMemo(() => pageMarksRequired(description, engine.getStore()), [description, engine]);
  // Every page of a form that can be saved, until it is submitted (decisions.md §Drafts).
  const savable = !confirmed && description.action !== 'none' && canSaveDraft(engine.getStore(), description.formType);

  return (
    <section data-page={description.path} className="flex flex-col gap-8">
      {!(confirmed && description.sections.some(carriesPageHeading)) && (
        <div className="flex flex-col gap-4">
          <PageHeading copy={description.copy} referenceCode={referenceCode} />
          {marksRequired && <RequiredNote />}
        </div>
      )}
      <ErrorSummary errors={summaryItems} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      {/* The blocks' own buttons (add, edit, remove a record ...) wait too. */}
      <ButtonsUnavailable when={locked}>
        {description.sections.map((section, index) => (
          <SectionBoundary key={`${section.kind}-${index}`} name={`${description.path}, section ${index} (${section.kind})`}>
            <WizardSectionView
              formType={description.formType}
              section={section}
              pages={pages}
              progress={actions.progress}
              pageCopy={description.copy}
            />
          </SectionBoundary>
        ))}
      </ButtonsUnavailable>
      {description.action === 'submit' && <HoneypotField />}
      {needsCaptcha && <CaptchaWidget />}
      <PageFailure message={actions.failure} count={actions.failureCount} />
      {(label || description.back || savable) && (
        <div data-slot="wizard-actions" className="flex flex-wrap items-center gap-4">
          {description.back && (
            <Button
              type="button"
              variant="secondary"
              label={t(buttonCopy.back)}
              unavailable={locked}
              onClick={actions.back}
              onPointerDown={pressThroughLayoutShift}
            />
          )}
          {label && (
            <Button
              type="button"
              label={label}
              busy={inProgress}
              unavailable={locked}
              onClick={actions.main}
              onPointerDown={pressThroughLayoutShift}
            />
          )}
          {savable && (
            <SaveDraftButton formType={description.formType} segment={segmentOf(description)} engine={engine} unavailable={locked} />
          )}
        </div>
      )}
    </section>
  );
}

/** The error page of a form whose model configs could not be loaded or used. */
function ConfigFailure() {
  const { t } = useTranslation();
  return <StatusPage name="error" detail={t(errorCopy.requestFailed, { defaultValue: REQUEST_FAILED })} />;
}

/** A wizard page: the form engine over the server's model configs, the page's blocks from its
 *  description, the error summary, and Back and the main button. A config the engine cannot
 *  use shows the error page (its problems go to the console) rather than crashing it. */
export function WizardPage({ path }: { path: string }) {
  const { data: pages } = useSuspenseQuery({ ...formPagesQuery(), select: sitePagesOf });
  const description = findFormPage(pages, path);
  // The route guards show the not-found page for a path that names no page of the settlement.
  if (!description) throw new Error(`No page of the settlement is at '${path}'.`);
  const { data: configs } = useSuspenseQuery(formsConfigQuery());
  const { data: whitelist } = useQuery(whitelistQuery());
  const { data: captchaConfig } = useQuery(captchaConfigQuery());
  const track = useTrackingSender();
  const allowed = useMemo(() => (typeof whitelist === 'string' ? new Set(whitelist) : null), [whitelist]);
  const hydration = useRouter().options.context.hydration;
  const claimSession = useClaimSession();
  // Once the server's page has hydrated, the answers kept in this tab come back (see engineFor).
  useEffect(() => {
    endHydration(hydration);
    claimSession.restoreKept();
  }, [hydration, claimSession]);

  if (!configs) return <ConfigFailure />;
  let engine: FormEngine;
  try {
    engine = claimSession.engineFor(configs, { clientIdSeed: hydration?.clientIdSeed });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The problems name models, fields and rules: they are for whoever set the site up, so they
    // go to the console, and the claimant reads the generic message.
    console.error(error);
    return <ConfigFailure />;
  }
  return (
    <FormEngineProvider engine={engine} whitelist={allowed} track={track} afterChangeHooks={afterChangeHooks}>
      <CaptchaProvider config={captchaConfig}>
        <WizardPageBody description={description} pages={pages} engine={engine} />
      </CaptchaProvider>
    </FormEngineProvider>
  );
}
