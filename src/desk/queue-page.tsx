import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { Select } from '@ui/select';
import { Spinner } from '@ui/spinner';
import { TextInput } from '@ui/text-input';
import { screeningFlagWords } from '@/contract/screening-flags';
import { queueQuery, type QueueSearch } from './api';
import { CampaignList } from './campaign-list';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { ClaimRow, claimRowColumns } from './claim-row';
import { ColumnHeads } from './column-heads';

const reviewOptions = [
  { value: 'pending', label: 'Not reviewed yet' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'deficient', label: 'Deficient' },
];
const flagOptions = Object.entries(screeningFlagWords).map(([value, label]) => ({ value, label }));
/** The queue of screened claims, highest score first, filtered by review and flag; each claim
 *  links to its page. The filters live in the address, so a filtered queue can be shared. */
export function QueuePage() {
  const search = useSearch({ strict: false }) as QueueSearch;
  const navigate = useNavigate();
  const queue = useQuery(queueQuery(search));
  const go = (next: QueueSearch) => {
    const query = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
    void navigate({ href: `/admin${query.size > 0 ? `?${query}` : ''}` });
  };
  return (
    <>
      <PageHeading title="Flagged claims" />
      <form
        className="mb-6 flex flex-wrap items-end gap-4"
        aria-label="Find a claim"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          if (text) void navigate({ href: `/admin/search?q=${encodeURIComponent(text)}` });
        }}
      >
        <TextInput
          label="Reference code, email, phone or full name"
          hint="Contact details and names are not kept in the clear: only a claim with exactly that address, number or full name is found (case, accents and spacing aside)."
          name="q"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" label="Find the claim" />
      </form>
      <form
        className="mb-6 flex flex-wrap items-end gap-4"
        aria-label="Filter the claims"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          go({ review: String(data.get('review') ?? ''), flag: String(data.get('flag') ?? '') });
        }}
      >
        <Select label="Review" name="review" options={reviewOptions} placeholder="Any" defaultValue={search.review ?? ''} />
        <Select label="Flag" name="flag" options={flagOptions} placeholder="Any" defaultValue={search.flag ?? ''} />
        <Button type="submit" variant="secondary" label="Show claims" />
      </form>
      <CampaignList />
      {queue.isPending ? (
        <Spinner label="Loading the claims" />
      ) : queue.error ? (
        <CallFailed error={queue.error} />
      ) : queue.data.claims.length === 0 ? (
        <p role="status">No claims match these filters.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-start">
              <caption className="sr-only">Flagged claims, highest score first</caption>
              <ColumnHeads columns={claimRowColumns} sortedBy={{ column: 3, direction: 'descending' }} />
              <tbody>
                {queue.data.claims.map((claim) => (
                  <ClaimRow key={claim.referenceCode} claim={claim} />
                ))}
              </tbody>
            </table>
          </div>
          {queue.data.nextCursor && (
            <div className="mt-4">
              <Button variant="secondary" label="Next claims" onClick={() => go({ ...search, cursor: queue.data.nextCursor! })} />
            </div>
          )}
        </>
      )}
    </>
  );
}
