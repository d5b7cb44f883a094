import type { ParsedLocation } from '@tanstack/react-router';
import { useMatch } from '@tanstack/react-router';
import { loadFormArea } from '@/features/routing/form-area';
import { runFormPageGuards } from '@/features/routing/guards';
import type { ShellContext } from '@/features/routing/router-context';
import { WizardPage } from './wizard-page';

/** The page of a form route: the settlement's page at the address its guards accepted. The
 *  route's own match says which, not the router's location: while the next address loads (a fixed
 *  page, another form's page) this page stays on screen and must not follow it. */
function FormPageRoute() {
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  return <WizardPage path={pathname} />;
}

/** What every form route is made of (each route spreads a copy: the router keeps its options): its guards, its data and its page. The routes differ only
 *  in the address they match, since the pages below each form's address are settlement data. */
export const formPageRoute = {
  beforeLoad: async ({ context, location }: { context: ShellContext; location: ParsedLocation }) => {
    await runFormPageGuards(context, location.pathname);
  },
  loader: ({ context }: { context: ShellContext }) => loadFormArea(context),
  component: FormPageRoute,
};
