import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { formTypeSchema } from '@/contract/form-types';
import { StatusPage } from '@/features/shell/shell-pages';
import { useClearForms } from '@/features/wizard/use-clear-forms';

// Reached with the form and culture of the expired session; an unknown value is dropped, not an error.
const searchSchema = z.object({
  form: formTypeSchema.optional().catch(undefined),
  culture: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/session-expired')({
  validateSearch: searchSchema,
  component: ClearedStatusPage,
});

function ClearedStatusPage() {
  useClearForms();
  return <StatusPage name="sessionExpired" />;
}
