import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { FeedbackMessage } from '@ui/feedback-message';
import { deskSignInProblems } from '@/contract/desk';
import { meQuery, signIn } from './api';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { takeReturnPage } from './kept-decision';
import { SignInChoices } from './sign-in-choices';

/** Where a sign-in link lands. The token is in the address's fragment, which the browser never
 *  sends; it is used only when the person presses the button, so a mail scanner that opens the
 *  link does not use it up. */
export function SignInPage() {
  const [token] = useState(() => window.location.hash.slice(1));
  const code = new URLSearchParams(window.location.search).get('problem');
  const problem = code && Object.hasOwn(deskSignInProblems, code) ? deskSignInProblems[code as keyof typeof deskSignInProblems] : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enter = useMutation({
    mutationFn: () => signIn(token),
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      // Back to a claim whose decision waited for this sign-in, else the queue.
      await navigate({ href: takeReturnPage() ?? '/admin', replace: true });
    },
  });
  return (
    <>
      <PageHeading title="Sign in to the desk" />
      {problem && (
        <div className="mb-4">
          <FeedbackMessage variant="warning" live>
            {problem}
          </FeedbackMessage>
        </div>
      )}
      {token ? (
        <div className="flex max-w-prose flex-col items-start gap-4">
          <p>This link signs you in once. Your views and decisions at the desk are recorded under your name.</p>
          {enter.error && <CallFailed error={enter.error} />}
          <Button label="Sign in" busy={enter.isPending} onClick={() => enter.mutate()} />
        </div>
      ) : (
        <SignInChoices />
      )}
    </>
  );
}
