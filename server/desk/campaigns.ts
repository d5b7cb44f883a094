// The desk's view of the campaign job's clusters (screening/campaigns.ts): the list beside the
// queue of flagged claims, and one cluster with its claims. Deciding a whole cluster goes through
// a claim's page and the cluster decision (cluster.ts takes a claim's campaign cluster in).
import type { CaseState } from '../../src/contract/case-file';
import type { DeskCampaign, DeskCampaignList } from '../../src/contract/desk';
import { campaignClusters } from '../admin/campaigns';
import { clusterClaims, clusterEvidence, clusterOfClaim } from '../db/campaigns';
import type { Queryable } from '../db/database';

/** Clusters listed at once: the largest risks first; the rest by their claims in the queue. */
const CLUSTERS_LISTED = 50;
/** Claims one cluster's page lists. */
const CLAIMS_LISTED = 500;

/** The clusters of at least `minClaims` claims. */
export async function deskCampaigns(db: Queryable, minClaims: number): Promise<DeskCampaignList> {
  return { clusters: await campaignClusters(db, minClaims, CLUSTERS_LISTED) };
}

/** The cluster of the claim with this reference code, or null when it was not linked. */
export async function deskCampaign(db: Queryable, referenceCode: string): Promise<DeskCampaign | null> {
  const clusterId = await clusterOfClaim(db, referenceCode);
  if (!clusterId) return null;
  const claims = await clusterClaims(db, clusterId, CLAIMS_LISTED);
  return {
    referenceCode: claims[0]?.referenceCode ?? referenceCode,
    size: claims.length,
    evidence: await clusterEvidence(db, clusterId),
    claims: claims.map((c) => ({
      referenceCode: c.referenceCode,
      formType: c.formType,
      createdAt: c.createdAt.toISOString(),
      score: c.score,
      flags: c.flags,
      review: c.review,
      state: c.state as CaseState,
    })),
  };
}
