import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/standard/payment-election')({
  component: () => <WizardPagePlaceholder path="/standard/payment-election" />,
});
