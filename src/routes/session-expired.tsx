import { createFileRoute } from '@tanstack/react-router';
import { formTypes, type FormType } from '@/contract/form-type-names';
import { ClearedStatusPage } from '@/features/wizard/cleared-status-page';

/** The query of the session-expired page: the form and culture of the expired session. */
interface SessionExpiredSearch {
  form?: FormType;
  culture?: string;
}

// Reached with the form and culture of the expired session; an unknown value is dropped, not an
// error. A plain function rather than a schema keeps zod out of the router's own chunk.
function validateSearch(search: Record<string, unknown>): SessionExpiredSearch {
  const form = formTypes.find((formType) => formType === search.form);
  const culture = typeof search.culture === 'string' ? search.culture : undefined;
  return { ...(form ? { form } : {}), ...(culture !== undefined ? { culture } : {}) };
}

export const Route = createFileRoute('/session-expired')({
  validateSearch,
  component: () => <ClearedStatusPage name="sessionExpired" />,
});
