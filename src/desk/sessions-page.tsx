import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { DeskCallError, endSession, meQuery, sessionsQuery } from './api';
import { ColumnHeads } from './column-heads';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { SignInAgain } from './sign-in-again';
import { when } from './words';

const methodWords = { link: 'A one-time link', oidc: 'Your organisation' } as const;

/** The signed-in person's own open sessions of the desk, and a way to end the others: a browser
 *  left signed in elsewhere, or one they do not recognise, is signed out at once. */
export function SessionsPage() {
  const me = useQuery(meQuery);
  const sessions = useQuery(sessionsQuery);
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: (session: { handle: string; startedAt: string }) => endSession(me.data!.csrfToken, session.handle),
    onSuccess: async (_answer, session) => {
      setEnded(`Ended the session started ${when(session.startedAt)}: that browser is signed out.`);
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
  const signInAgain = end.error instanceof DeskCallError ? end.error.signInAgain : null;
  return (
    <>
      <PageHeading title="Your sessions" />
      <p className="mb-4 max-w-prose">
        Where you are signed in to the desk now. End a session you do not recognise, or one on a computer you have left: that browser is
        signed out at once. If you do not recognise one, tell an administrator too.
      </p>
      <div className="mb-4 flex flex-col gap-2" role="status">
        {ended}
      </div>
      {end.error && signInAgain ? (
        <SignInAgain title="Sign in again to end a session" message={end.error.message} method={signInAgain}>
          Open the new link in this browser, then come back to this page.
        </SignInAgain>
      ) : null}
      {end.error && !signInAgain && <CallFailed error={end.error} />}
      {sessions.isPending ? (
        <Spinner label="Loading your sessions" />
      ) : sessions.error ? (
        <CallFailed error={sessions.error} />
      ) : (
        <div className="overflow-x-auto">
          <table className="border-collapse text-start">
            <caption className="text-start font-semibold">Your open sessions, the newest first</caption>
            <ColumnHeads columns={['Started', 'Last used', 'Signed in with', 'Session']} />
            <tbody>
              {sessions.data.sessions.map((session) => (
                <tr key={session.handle} className="border-b border-border align-top">
                  <th scope="row" className="p-2 text-start font-normal">
                    {when(session.startedAt)}
                  </th>
                  <td className="p-2">{when(session.lastUsedAt)}</td>
                  <td className="p-2">{methodWords[session.signedInWith]}</td>
                  <td className="p-2">
                    {session.current ? (
                      'This browser'
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        label="End session"
                        aria-label={`End session started ${when(session.startedAt)}, last used ${when(session.lastUsedAt)}`}
                        busy={end.isPending && end.variables?.handle === session.handle}
                        onClick={() => end.mutate(session)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
