import { useLocation } from '@tanstack/react-router';
import { WizardPage } from './wizard-page';

/** The page of a form route: the settlement's page at the address shown (the guards have sent
 *  an address that names no page to the not-found page). */
export function FormPageRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <WizardPage path={pathname} />;
}
