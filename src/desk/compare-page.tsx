import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Spinner } from '@ui/spinner';
import { compareQuery } from './api';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { DeskLink } from './desk-link';
import { ColumnHeads } from './column-heads';

/** Two claims side by side, field by field, the answers they share marked in words (not by colour
 *  alone): what a reviewer checks before deciding that a claim repeats another. */
export function ComparePage() {
  const { referenceCode, other } = useParams({ strict: false }) as { referenceCode: string; other: string };
  const comparison = useQuery(compareQuery(referenceCode, other));
  const title = `Claim ${referenceCode} beside ${other}`;
  if (comparison.isPending)
    return (
      <>
        <PageHeading title={title} />
        <Spinner label="Loading the claims" />
      </>
    );
  if (comparison.error)
    return (
      <>
        <PageHeading title={title} />
        <CallFailed error={comparison.error} />
      </>
    );
  const { left, right, rows } = comparison.data;
  const same = rows.filter((row) => row.same).length;
  return (
    <>
      <PageHeading title={title} />
      <p className="mb-4">
        {same} of {rows.length} answers are the same (compared whatever the case, spacing and punctuation; sensitive answers are compared
        whole and shown masked). Back to{' '}
        <DeskLink href={`/admin/claims/${encodeURIComponent(left.referenceCode)}`} className="text-link underline">
          {left.referenceCode}
        </DeskLink>
        .
      </p>
      <div className="overflow-x-auto">
        <table className="border-collapse text-start">
          <caption className="sr-only">{title}: each answer of both claims</caption>
          <ColumnHeads
            columns={['Answer', `${left.referenceCode} (${left.formType})`, `${right.referenceCode} (${right.formType})`, 'Same?']}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={row.same ? 'border-b border-border bg-warning text-warning-fg' : 'border-b border-border'}>
                <th scope="row" className="p-2 text-start font-normal">
                  {row.field}
                </th>
                <td className="p-2 break-words">{row.left ?? '(none)'}</td>
                <td className="p-2 break-words">{row.right ?? '(none)'}</td>
                <td className="p-2">{row.same ? <strong>Same</strong> : 'Differs'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
