import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/automotive/claimant-info')({
  component: () => <WizardPagePlaceholder path="/automotive/claimant-info" />,
});
