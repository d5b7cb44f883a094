import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/standard/claim-details')({
  component: () => <WizardPagePlaceholder path="/standard/claim-details" />,
});
