import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/standard/claim-summary')({
  component: () => <WizardPagePlaceholder path="/standard/claim-summary" />,
});
