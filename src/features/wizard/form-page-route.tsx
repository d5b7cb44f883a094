import type { ParsedLocation } from '@tanstack/react-router';
import { useLocation } from '@tanstack/react-router';
import { loadFormArea } from '@/features/shell/form-area';
import { runFormPageGuards } from '@/features/shell/guards';
import type { ShellContext } from '@/features/shell/router-context';
import { WizardPage } from './wizard-page';

/** The page of a form route: the settlement's page at the address shown (the guards have sent
 *  an address that names no page to the not-found page). */
export function FormPageRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
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
