import type { ReactNode } from 'react';
import { buttonVariants } from '@ui/button';
import { FeedbackMessage } from '@ui/feedback-message';
import { deskOidcAgain, type DeskSignInMethod } from '@/contract/desk';

/** A change refused for an old sign-in: the server's words, and the way back in. Through the
 *  organisation's provider, a link that signs in there again and returns to this page; after a
 *  link sign-in, `children` says what a new link does for this page. */
export function SignInAgain({
  title,
  message,
  method,
  children,
}: {
  title: string;
  message: string;
  method: DeskSignInMethod;
  children: ReactNode;
}) {
  return (
    <FeedbackMessage variant="warning" live title={title} titleAs="h3">
      <p>{message}</p>
      {method === 'oidc' ? (
        <a href={deskOidcAgain(window.location.pathname)} className={`${buttonVariants({ variant: 'secondary', size: 'md' })} mt-3`}>
          Sign in again with your organisation
        </a>
      ) : (
        <p className="mt-2">{children}</p>
      )}
    </FeedbackMessage>
  );
}
