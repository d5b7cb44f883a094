import { createFileRoute } from '@tanstack/react-router';
import { WizardPage } from '@/features/wizard/wizard-page';

export const Route = createFileRoute('/automotive/supporting-documents')({
  component: () => <WizardPage path="/automotive/supporting-documents" />,
});
