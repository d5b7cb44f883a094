import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Spinner } from '@ui/spinner';
import { searchQuery } from './api';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { DeskLink } from './desk-link';
import { stateWords, when } from './words';

const readAs = { referenceCode: 'reference code', email: 'email address', phone: 'phone number', name: 'name', nothing: '' } as const;

/** The claims a reference code, email address, phone number or full name names. */
export function SearchPage() {
  const { q = '' } = useSearch({ strict: false }) as { q?: string };
  const found = useQuery(searchQuery(q));
  return (
    <>
      <PageHeading title="Claims found" />
      {found.isPending ? (
        <Spinner label="Looking for the claims" />
      ) : found.error ? (
        <CallFailed error={found.error} />
      ) : found.data.by === 'nothing' ? (
        <p role="status">Search for a reference code, an email address, a phone number or a full name.</p>
      ) : found.data.claims.length === 0 ? (
        <p role="status">No claim has that {readAs[found.data.by]}.</p>
      ) : (
        <>
          <p role="status" className="mb-4">
            {found.data.claims.length} claim{found.data.claims.length === 1 ? '' : 's'} with that {readAs[found.data.by]}.
          </p>
          <ul className="flex flex-col gap-2">
            {found.data.claims.map((claim) => (
              <li key={claim.referenceCode}>
                <DeskLink href={`/admin/claims/${encodeURIComponent(claim.referenceCode)}`} className="text-link underline">
                  {claim.referenceCode}
                </DeskLink>
                : {claim.formType}, filed {when(claim.createdAt)}, {stateWords[claim.state].toLowerCase()}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
