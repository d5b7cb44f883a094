import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/automotive/payment-election')({
  component: () => <WizardPagePlaceholder path="/automotive/payment-election" />,
});
