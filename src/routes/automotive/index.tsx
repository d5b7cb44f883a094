import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/automotive/')({
  component: () => <WizardPagePlaceholder path="/automotive" />,
});
