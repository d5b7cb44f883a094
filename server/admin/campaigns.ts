// The campaign job for administrators (the admin calls and `npm run admin -- campaigns`): its
// clusters as a list, and a run on demand that waits for its turn if another server is running it.
import { listClusters } from '../db/campaigns';
import type { Queryable } from '../db/database';
import { runCampaignJob, type CampaignContext, type CampaignRun } from '../screening/campaigns';

/** Clusters an admin listing returns. */
const LISTED = 1000;

/** One cluster as an admin call lists it. */
interface CampaignClusterView {
  referenceCode: string;
  size: number;
  evidence: { evidence: string; links: number }[];
  newestAt: string;
  highestScore: number | null;
  pending: number;
}

/** The clusters of at least `minClaims` claims, highest score first, at most `limit` of them
 *  (the admin listing's bound unless the caller, such as the desk, lists fewer). */
export async function campaignClusters(db: Queryable, minClaims: number, limit = LISTED): Promise<CampaignClusterView[]> {
  return (await listClusters(db, minClaims, limit)).map((c) => ({
    referenceCode: c.referenceCode,
    size: c.size,
    evidence: c.evidence,
    newestAt: c.newestAt.toISOString(),
    highestScore: c.highestScore,
    pending: c.pending,
  }));
}

/** Links every claim not linked yet, now. */
export function runCampaignsNow(ctx: CampaignContext): Promise<CampaignRun> {
  return runCampaignJob(ctx, { untilDone: true, wait: true });
}
