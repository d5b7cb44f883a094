import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/standard/claimant-info')({
  component: () => <WizardPagePlaceholder path="/standard/claimant-info" />,
});
