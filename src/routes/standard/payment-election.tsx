import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/standard/payment-election')({
  component: () => <WizardPage path="/standard/payment-election" />,
});
