import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/standard/claimant-info')({
  component: () => <WizardPage path="/standard/claimant-info" />,
});
