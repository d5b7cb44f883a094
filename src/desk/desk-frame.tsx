import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { DeskCallError, meQuery, signOut } from './api';
import { CallFailed } from './call-failed';
import { DeskLink } from './desk-link';
import { SignInChoices } from './sign-in-choices';
import { roleWords } from './words';

const MAIN_ID = 'desk-main';

/** The page's title in the tab, and its heading, which takes focus when the page opens so a
 *  screen reader starts there and a keyboard user tabs on from it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} - Administrator's desk`;
    ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className="mb-4 font-heading text-2xl font-semibold focus:outline-none">
      {children ?? title}
    </h1>
  );
}

function SignedInAs() {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const [signedOut, setSignedOut] = useState(false);
  const leave = useMutation({
    mutationFn: () => signOut(me.data!.csrfToken),
    onSuccess: () => {
      setSignedOut(true);
      queryClient.clear();
    },
  });
  if (signedOut) return <p role="status">You are signed out.</p>;
  if (!me.data) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>
        {me.data.name} <span className="text-sm">({roleWords[me.data.role]})</span>
      </p>
      <Button variant="secondary" size="sm" label="Sign out" busy={leave.isPending} onClick={() => leave.mutate()} />
    </div>
  );
}

/** The desk around every page: skip link, header with the person signed in, and the page, or
 *  what to do when no one is signed in. */
export function DeskFrame() {
  const me = useQuery(meQuery);
  const onSignIn = useRouterState({ select: (state) => state.location.pathname.endsWith('/sign-in') });
  let page: ReactNode;
  if (onSignIn || me.data) page = <Outlet />;
  else if (me.isPending) page = <Spinner label="Loading the desk" />;
  else if (me.error instanceof DeskCallError && me.error.status === 401)
    page = (
      <>
        <PageHeading title="Sign in to the desk" />
        <SignInChoices />
      </>
    );
  else page = <CallFailed error={me.error} />;
  return (
    <div className="min-h-screen bg-background text-foreground">
      <a
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        className="sr-only z-50 rounded-theme bg-background p-2 text-link underline focus:not-sr-only focus:absolute focus:top-2 focus:start-2"
      >
        Skip to main content
      </a>
      <header className="bg-header text-header-fg print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-heading text-lg font-semibold">Administrator&rsquo;s desk</p>
          {me.data && (
            <nav aria-label="Desk">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                <li>
                  <DeskLink href="/admin" className="text-header-fg underline underline-offset-4 hover:no-underline">
                    Flagged claims
                  </DeskLink>
                </li>
                <li>
                  <DeskLink href="/admin/dashboard" className="text-header-fg underline underline-offset-4 hover:no-underline">
                    Dashboard
                  </DeskLink>
                </li>
                {me.data.role !== 'reviewer' && (
                  <li>
                    <DeskLink href="/admin/audit" className="text-header-fg underline underline-offset-4 hover:no-underline">
                      Audit log
                    </DeskLink>
                  </li>
                )}
                <li>
                  <DeskLink href="/admin/sessions" className="text-header-fg underline underline-offset-4 hover:no-underline">
                    Your sessions
                  </DeskLink>
                </li>
              </ul>
            </nav>
          )}
          <SignedInAs />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
        {page}
      </main>
    </div>
  );
}
