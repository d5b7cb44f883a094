import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/automotive/claimant-info')({
  component: () => <WizardPage path="/automotive/claimant-info" />,
});
