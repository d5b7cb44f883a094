import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/automotive/claim-summary')({
  component: () => <WizardPage path="/automotive/claim-summary" />,
});
