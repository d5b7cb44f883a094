import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@ui/button';
import { deskApi } from '@/contract/desk';
import { configQuery } from './api';

/** The ways into the desk: the organisation's sign-in when it is set up (a plain link: the
 *  browser goes to the provider and back), and the one-time links an administrator sends, unless
 *  the desk needs a second factor (which a link is not). */
export function SignInChoices() {
  const config = useQuery(configQuery);
  return (
    <div className="flex max-w-prose flex-col items-start gap-4">
      {config.data?.oidc && (
        <a href={deskApi.oidcStart} className={buttonVariants({ variant: 'primary', size: 'md' })}>
          Sign in with your organisation
        </a>
      )}
      {config.data?.links !== false && (
        <p>
          {config.data?.oidc ? 'Or open' : 'Open'} the sign-in link an administrator sent you. Each link works once, for 10 minutes; ask for
          a new one if yours has expired.
        </p>
      )}
    </div>
  );
}
