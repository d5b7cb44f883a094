import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/standard/supporting-documents')({
  component: () => <WizardPage path="/standard/supporting-documents" />,
});
