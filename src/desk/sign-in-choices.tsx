import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { deskApi } from '@/contract/desk';
import { configQuery } from './api';
import { CallFailed } from './call-failed';

/** The ways into the desk: the organisation's sign-in when it is set up (a plain link: the
 *  browser goes to the provider and back), and the one-time links an administrator sends, unless
 *  the desk needs a second factor (which a link is not). Nothing is offered until the desk's
 *  settings are in: before, the links were offered for a moment on a desk that takes none. */
export function SignInChoices() {
  const config = useQuery(configQuery);
  if (config.isPending) return <Spinner label="Loading the ways to sign in" />;
  if (config.isError) return <CallFailed error={config.error} />;
  const { oidc, links } = config.data;
  return (
    <div className="flex max-w-prose flex-col items-start gap-4">
      {oidc && (
        <a href={deskApi.oidcStart} className={buttonVariants({ variant: 'primary', size: 'md' })}>
          Sign in with your organisation
        </a>
      )}
      {links && (
        <p>
          {oidc ? 'Or open' : 'Open'} the sign-in link an administrator sent you. Each link works once, for 10 minutes; ask for a new one if
          yours has expired.
        </p>
      )}
    </div>
  );
}
