import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/automotive/claim-details')({
  component: () => <WizardPagePlaceholder path="/automotive/claim-details" />,
});
