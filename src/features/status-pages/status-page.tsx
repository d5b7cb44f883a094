import { useTranslation } from 'react-i18next';
import { statusPages, type StatusPageName } from '@/features/navigation/loaded-pages';
import type { PageCopyKeys } from '@/features/navigation/site-pages';

function CopyPage({ copy, pageId, detail }: { copy: PageCopyKeys; pageId: string; detail?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section data-page={pageId} className="space-y-4">
      <h1 className="font-heading text-3xl font-bold break-words">{t(copy.heading)}</h1>
      {detail && <p className="max-w-prose font-semibold">{detail}</p>}
      <p className="max-w-prose">{t(copy.body)}</p>
    </section>
  );
}

/** A page outside the forms (not found, error, deadline passed, session expired) with its
 *  localized copy; `detail` adds the catalogue message of a failed call. */
export function StatusPage({ name, detail }: { name: StatusPageName; detail?: string | undefined }) {
  return <CopyPage copy={statusPages[name]} pageId={name} detail={detail} />;
}

/** A plain page for a failure before the app can show (a developer error or a failed start-up call). */
export function PlainErrorPage({ heading, messages }: { heading: string; messages: readonly string[] }) {
  return (
    <main className="mx-auto max-w-3xl space-y-4 p-page">
      <h1 className="font-heading text-3xl font-bold">{heading}</h1>
      <div role="alert" className="space-y-2">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </main>
  );
}
