import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@ui/spinner';
import { evidenceWordsOf } from '@/contract/campaign-evidence';
import { campaignsQuery } from './api';
import { ColumnHeads } from './column-heads';
import { CallFailed } from './call-failed';
import { DeskLink } from './desk-link';
import { when } from './words';

/** What linked a cluster's claims, in words: "12 links by a nearly identical story; 2 by the same phone". */
export function evidenceText(evidence: readonly { evidence: string; links: number }[]): string {
  return evidence
    .map((e, i) => `${e.links}${i === 0 ? ` link${e.links === 1 ? '' : 's'}` : ''} by ${evidenceWordsOf(e.evidence)}`)
    .join('; ');
}

/** The clusters the campaign job linked, beside the queue: a ring filing slowly is one row here,
 *  however many days its claims are spread over. Each opens its cluster page. */
export function CampaignList() {
  const campaigns = useQuery(campaignsQuery);
  if (campaigns.isPending) return <Spinner label="Loading the clusters" />;
  if (campaigns.error) return <CallFailed error={campaigns.error} />;
  const { clusters } = campaigns.data;
  return (
    <section aria-labelledby="clusters-heading" className="mb-8">
      <h2 id="clusters-heading" className="mb-2 font-heading text-xl font-semibold">
        Clusters of linked claims
      </h2>
      {clusters.length === 0 ? (
        <p>No clusters: no claims have been linked into a large enough group.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <caption className="sr-only">Clusters of linked claims, highest score first</caption>
            <ColumnHeads columns={['Cluster', 'Claims', 'Linked by', 'Newest claim', 'Highest score', 'Not reviewed']} />
            <tbody>
              {clusters.map((cluster) => (
                <tr key={cluster.referenceCode} className="border-b border-border align-top">
                  <th scope="row" className="p-2 text-start font-normal">
                    <DeskLink href={`/admin/campaigns/${encodeURIComponent(cluster.referenceCode)}`} className="text-link underline">
                      Cluster from {cluster.referenceCode}
                    </DeskLink>
                  </th>
                  <td className="p-2">{cluster.size}</td>
                  <td className="p-2">{evidenceText(cluster.evidence)}</td>
                  <td className="p-2">{when(cluster.newestAt)}</td>
                  <td className="p-2">{cluster.highestScore ?? 'Not screened'}</td>
                  <td className="p-2">{cluster.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
