import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/automotive/payment-election')({
  component: () => <WizardPage path="/automotive/payment-election" />,
});
