import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Spinner } from '@ui/spinner';
import { campaignQuery } from './api';
import { evidenceText } from './campaign-list';
import { ColumnHeads } from './column-heads';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { ClaimRow, claimRowColumns } from './claim-row';

/** One cluster of linked claims: what linked them, and its claims oldest first, each opening its
 *  own page, where a decision may take the whole cluster. */
export function CampaignPage() {
  const { referenceCode } = useParams({ strict: false }) as { referenceCode: string };
  const cluster = useQuery(campaignQuery(referenceCode));
  if (cluster.isPending) return <Spinner label="Loading the cluster" />;
  if (cluster.error) return <CallFailed error={cluster.error} />;
  const { data } = cluster;
  return (
    <>
      <PageHeading title={`Cluster of ${data.size} linked claims`} />
      <p className="mb-2">Linked by {evidenceText(data.evidence)}.</p>
      <p className="mb-6">
        To decide the whole cluster, open one of its claims and choose to decide the other claims of its cluster the same way.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">The claims of the cluster, oldest first</caption>
          <ColumnHeads columns={claimRowColumns} />
          <tbody>
            {data.claims.map((claim) => (
              <ClaimRow key={claim.referenceCode} claim={claim} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
