import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/automotive/claim-details')({
  component: () => <WizardPage path="/automotive/claim-details" />,
});
