import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { Announcer, useAnnouncer } from '@/features/form-engine/blocks/announcer';
import { caseSignOutMutation } from '@/lib/api/case-mutations';
import { caseFileQuery } from '@/lib/api/queries';
import { CallFailure, failureMessageOf, nextFailure, noFailure } from './call-failure';
import { caseStateCopy } from './case-states';
import { CaseStatusView } from './case-status-view';
import { SignInView } from './sign-in-view';

type View = 'loading' | 'error' | 'sign-in' | 'status';

/** Moves focus to the page's heading (without scrolling past it) when the view changes or an
 *  action answers: the claimant hears where they are now. The first view of a page load leaves
 *  the focus where the browser put it, unless the loading view's heading held it (the site moves
 *  focus to the heading after a navigation) and went away. Returns the loading heading's ref. */
function useHeadingFocus(view: View, actions: number): (heading: HTMLHeadingElement | null) => void {
  const last = useRef<{ view: View; actions: number } | null>(null);
  const loadingFocused = useRef(false);
  useEffect(() => {
    const previous = last.current;
    last.current = { view, actions };
    if (view === 'loading' || previous === null) return;
    const changed = previous.view !== view || previous.actions !== actions;
    if (!changed || (previous.view === 'loading' && !loadingFocused.current)) return;
    loadingFocused.current = false;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start' });
  }, [view, actions]);
  return useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading) return;
    const onFocus = () => {
      loadingFocused.current = true;
    };
    heading.addEventListener('focus', onFocus);
    return () => heading.removeEventListener('focus', onFocus);
  }, []);
}

/** The claimant's case file at /claim/status: the sign-in page until they sign in, then the
 *  status page. Read in the browser only: a claim's details never go into a server-rendered
 *  (and possibly cached) page. */
export function CaseFilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(caseFileQuery());
  const signOut = useMutation(caseSignOutMutation(queryClient));
  const { text, announce } = useAnnouncer();
  const [actions, setActions] = useState(0);
  const [failure, setFailure] = useState(noFailure);
  const caseFile = query.data;
  const view: View = caseFile ? 'status' : caseFile === null ? 'sign-in' : query.isError ? 'error' : 'loading';
  const loadingHeading = useHeadingFocus(view, actions);

  const onAction = (next: CaseFile) => {
    setActions((count) => count + 1);
    announce(t(caseFileCopy.actionDone, { state: t(caseStateCopy[next.state]) }));
  };

  const onSignOut = async () => {
    setFailure((state) => nextFailure(state, null));
    try {
      await signOut.mutateAsync();
      announce(t(caseFileCopy.signedOut));
    } catch (error) {
      setFailure((state) => nextFailure(state, failureMessageOf(error)));
    }
  };

  return (
    <div data-slot="case-file" className="flex flex-col gap-8">
      {view === 'loading' && (
        <section data-page="case-loading" className="flex flex-col gap-4">
          <h1 className="font-heading text-3xl font-bold break-words" ref={loadingHeading}>
            {t(caseFileCopy.signInHeading)}
          </h1>
          <Spinner label={t(caseFileCopy.loading)} />
        </section>
      )}
      {view === 'error' && (
        <section data-page="case-error" className="flex flex-col gap-4">
          <h1 className="font-heading text-3xl font-bold break-words">{t(caseFileCopy.signInHeading)}</h1>
          <CallFailure message={failureMessageOf(query.error)} count={1} />
        </section>
      )}
      {view === 'sign-in' && <SignInView announce={announce} />}
      {view === 'status' && caseFile && (
        <>
          <CaseStatusView caseFile={caseFile} onAction={onAction} />
          <div className="flex flex-col gap-4">
            <CallFailure message={failure.message} count={failure.count} />
            <div>
              <Button type="button" variant="secondary" label={t(caseFileCopy.signOut)} onClick={onSignOut} />
            </div>
          </div>
        </>
      )}
      <Announcer text={text} />
    </div>
  );
}
