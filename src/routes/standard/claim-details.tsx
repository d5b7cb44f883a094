import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/standard/claim-details')({
  component: () => <WizardPage path="/standard/claim-details" />,
});
