import { useState } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { FeedbackMessage } from '@ui/feedback-message';
import { Spinner } from '@ui/spinner';
import type { DeskAuditCheck } from '@/contract/desk';
import { auditEntriesQuery, checkAuditLog } from './api';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { DeskLink } from './desk-link';
import { when } from './words';
import { ColumnHeads } from './column-heads';

/** What the check found, in a sentence. */
function verdict(check: DeskAuditCheck): string {
  if (check.ok) return `The audit log is whole: ${check.entries} entries check out, each chained to the one before under the audit key.`;
  return `The audit log does not check out${check.problem ? `: ${check.problem}` : '.'}`;
}

/** The audit log, newest first, and its check (for auditors and supervisors): every view and
 *  decision at the desk, every admin call and command, under who made it. */
export function AuditPage() {
  const entries = useInfiniteQuery(auditEntriesQuery);
  const [checked, setChecked] = useState<DeskAuditCheck | null>(null);
  const check = useMutation({ mutationFn: checkAuditLog, onSuccess: setChecked });
  return (
    <>
      <PageHeading title="Audit log" />
      <div className="mb-6 flex max-w-prose flex-col items-start gap-3">
        <Button label="Check the audit log" busy={check.isPending} onClick={() => check.mutate()} />
        {check.error && <CallFailed error={check.error} />}
        {checked && (
          <FeedbackMessage variant={checked.ok ? 'success' : 'warning'} live>
            {verdict(checked)}
          </FeedbackMessage>
        )}
      </div>
      {entries.isPending ? (
        <Spinner label="Loading the log" />
      ) : entries.error ? (
        <CallFailed error={entries.error} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="border-collapse text-start">
              <caption className="text-start font-semibold">The newest entries first</caption>
              <ColumnHeads columns={['Entry', 'When', 'Who', 'What', 'Claim']} />
              <tbody>
                {entries.data.pages
                  .flatMap((page) => page.entries)
                  .map((entry) => (
                    <tr key={entry.seq} className="border-b border-border align-top">
                      <th scope="row" className="p-2 text-start font-normal">
                        {entry.seq}
                      </th>
                      <td className="p-2">{entry.at ? when(entry.at) : ''}</td>
                      <td className="p-2 break-words">{entry.actor}</td>
                      <td className="p-2 break-words">{entry.action}</td>
                      <td className="p-2">
                        {entry.referenceCode && (
                          <DeskLink href={`/admin/claims/${encodeURIComponent(entry.referenceCode)}`} className="text-link underline">
                            {entry.referenceCode}
                          </DeskLink>
                        )}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          {entries.hasNextPage && (
            <div className="mt-4">
              <Button
                variant="secondary"
                label="Older entries"
                busy={entries.isFetchingNextPage}
                onClick={() => void entries.fetchNextPage()}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
