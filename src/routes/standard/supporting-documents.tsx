import { createFileRoute } from '@tanstack/react-router';
import { WizardPagePlaceholder } from '@/features/shell/shell-pages';

export const Route = createFileRoute('/standard/supporting-documents')({
  component: () => <WizardPagePlaceholder path="/standard/supporting-documents" />,
});
