import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { meQuery, signIn } from './api';
import { CallFailed, PageHeading } from './desk-frame';

/** Where a sign-in link lands. The token is in the address's fragment, which the browser never
 *  sends; it is used only when the person presses the button, so a mail scanner that opens the
 *  link does not use it up. */
export function SignInPage() {
  const [token] = useState(() => window.location.hash.slice(1));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enter = useMutation({
    mutationFn: () => signIn(token),
    onSuccess: async (me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      await navigate({ href: '/admin', replace: true });
    },
  });
  return (
    <>
      <PageHeading title="Sign in to the desk" />
      {token ? (
        <div className="flex max-w-prose flex-col items-start gap-4">
          <p>This link signs you in once. Your views and decisions at the desk are recorded under your name.</p>
          {enter.error && <CallFailed error={enter.error} />}
          <Button label="Sign in" busy={enter.isPending} onClick={() => enter.mutate()} />
        </div>
      ) : (
        <p>This address holds no sign-in link. Open the whole link an administrator sent you.</p>
      )}
    </>
  );
}
