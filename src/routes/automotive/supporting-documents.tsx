import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/automotive/supporting-documents')({
  component: () => <WizardPagePlaceholder path="/automotive/supporting-documents" />,
});
