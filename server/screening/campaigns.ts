// The campaign job: beyond screening's real-time windows, it links every claim once, after intake,
// into a cluster with the claims it shares a key with (the same payout account, email, phone,
// session, or name and address, as screening's keyed hashes say: screening_keys) or whose free
// text tells nearly the same story (MinHash over the claim's free-text answers, compared by LSH
// band through an index, so a claim meets only its candidates). A ring that files one claim every
// few minutes for days, each with a new identity and a word of its shared story swapped, ends up
// as one cluster; from `minClaims` claims each of them is flagged `campaign`, its score raised and
// its seal written again, and the cluster is listed on the desk.
//
// Incremental: a high-water mark of the claims linked is kept in the database, and each round
// links only the claims after it (looking back a while, for claims that committed late). Safe on
// several servers: every server offers to run a round on its schedule; one round runs at a time,
// in one transaction holding an advisory lock (db/campaigns.ts), and a server that finds it held
// skips the round. A claim is linked once (its row's primary key); a round that fails rolls back
// whole and the next one does it again.
import type { KeyObject } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import { evidenceWordsOf } from '../../src/contract/campaign-evidence';
import type { FormType } from '../../src/contract/form-type-names';
import type { Database, Queryable } from '../db/database';
import {
  addFlagAfterIntake,
  advanceCampaignMark,
  campaignMark,
  clusterEvidence,
  clusterScreening,
  clustersOfClaims,
  insertLinkedClaim,
  keysOfClaims,
  largeClusters,
  linkedUnderBands,
  linkedUnderKeys,
  unlinkedClaims,
  withCampaignLease,
  type CampaignLink,
} from '../db/campaigns';
import { log } from '../observability/log';
import { openClaims } from '../privacy/claim-payloads';
import type { Vault } from '../privacy/data-keys';
import type { Settlement } from '../settlement/settlement';
import type { CampaignSettings } from './campaign-settings';
import { freeTextOf } from './free-text';
import { bandsOf, decodeSignature, encodeSignature, signatureOf, similarityOf } from './minhash';
import { screeningSecret } from './screen';
import { screeningSeal } from './seal';

/** Claims linked per round (one transaction); a round on demand goes on until none is left. */
const BATCH = 500;
/** How far before the mark a round looks for claims not linked yet: a claim's time is when its
 *  transaction began, so one that committed late may sit a little before the mark. */
const LOOK_BACK_MS = 60 * 60 * 1000;
/** Claims of one cluster a new claim's story is compared with (those sharing the most bands). */
const CANDIDATES_PER_CLUSTER = 5;
/** Most reference codes a `campaign` flag names. */
const MATCHES_SHOWN = 10;

/** What the job needs: the database, the keys that open sealed answers, the package (its forms
 *  say which answers are free text; its settings, the thresholds) and the audit key for seals. */
export interface CampaignContext {
  db: Database;
  vault: Vault;
  settlement: Settlement;
  auditKey: string;
}

/** What one run did. */
export interface CampaignRun {
  /** False when another server held the lease: this run did nothing. */
  ran: boolean;
  linked: number;
  /** Claims flagged `campaign` by this run. */
  flagged: number;
  milliseconds: number;
}

/** Links the claims not linked yet, a batch a round, while this server holds the lease; with
 *  `untilDone` unset, one round. `wait`: wait for the lease when another server holds it (a run
 *  asked for), instead of skipping (a scheduled one). */
export async function runCampaignJob(ctx: CampaignContext, options: { untilDone?: boolean; wait?: boolean } = {}): Promise<CampaignRun> {
  const started = performance.now();
  const settings = ctx.settlement.info.screening.campaigns;
  const secret = await screeningSecret(ctx.db);
  const total: CampaignRun = { ran: false, linked: 0, flagged: 0, milliseconds: 0 };
  for (;;) {
    const round = await withCampaignLease(ctx.db, options.wait === true, (tx) => linkRound(tx, ctx, settings, secret));
    if (!round) break;
    total.ran = true;
    total.linked += round.result.linked;
    total.flagged += round.result.flagged;
    if (!options.untilDone || round.result.linked < BATCH) break;
  }
  total.milliseconds = performance.now() - started;
  if (total.linked > 0)
    log.info({ claims: total.linked, flagged: total.flagged }, 'Campaigns: linked the claims filed since the last round');
  return total;
}

/** One round: a batch of claims linked in order of filing, then the clusters they joined that are
 *  large enough flagged. */
async function linkRound(
  tx: Queryable,
  ctx: CampaignContext,
  settings: CampaignSettings,
  secret: KeyObject,
): Promise<{ linked: number; flagged: number }> {
  const mark = await campaignMark(tx);
  const batch = await openClaims(
    tx,
    ctx.vault,
    await unlinkedClaims(tx, mark ? new Date(mark.getTime() - LOOK_BACK_MS) : null, BATCH),
    'plain',
  );
  if (batch.length === 0) return { linked: 0, flagged: 0 };
  const keys = await keysOfClaims(
    tx,
    batch.map((c) => c.id),
    settings.linkKeys,
  );
  for (const claim of batch) {
    const text = freeTextOf(ctx.settlement, claim.formType as FormType, claim.payload as SubmissionPayload, settings.minTextLength);
    const signature = text ? signatureOf(secret, text) : null;
    const bands = signature ? bandsOf(signature) : [];
    const links: CampaignLink[] = [];
    const clusters = new Set<string>();
    const own = keys.get(claim.id) ?? [];
    for (const match of await linkedUnderKeys(
      tx,
      own.map((k) => k.key),
    )) {
      links.push({ otherId: match.claimId, evidence: match.kind, similarity: null });
      clusters.add(match.clusterId);
    }
    if (signature)
      for (const candidate of await linkedUnderBands(tx, bands, CANDIDATES_PER_CLUSTER)) {
        const similarity = similarityOf(signature, decodeSignature(candidate.signature));
        if (similarity < settings.similarity) continue;
        links.push({ otherId: candidate.claimId, evidence: 'story', similarity });
        clusters.add(candidate.clusterId);
      }
    // The claim joins one of the clusters it meets, the lowest id (or starts its own, under its
    // own id); the others it links are merged into that one.
    const [into = claim.id, ...merged] = [...clusters].sort();
    await insertLinkedClaim(
      tx,
      { claimId: claim.id, clusterId: into, signature: signature ? encodeSignature(signature) : null, bands, links },
      merged,
    );
  }
  const flagged = await flagLargeClusters(
    tx,
    ctx.auditKey,
    await clustersOfClaims(
      tx,
      batch.map((c) => c.id),
    ),
    settings.minClaims,
    ctx.settlement.info.screening.flags.campaign.weight,
  );
  await advanceCampaignMark(tx, batch.at(-1)!.createdAt, batch.length);
  return { linked: batch.length, flagged };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What joined a cluster, in words: "14 links by a nearly identical story; 2 by the same phone". */
function evidenceSummary(evidence: readonly { evidence: string; links: number }[]): string {
  return evidence.map((e, i) => `${i === 0 ? plural(e.links, 'link') : e.links} by ${evidenceWordsOf(e.evidence)}`).join('; ');
}

/** Flags `campaign` on each screened claim of the clusters of at least `minClaims` claims that
 *  does not carry it yet; returns how many. The flag is never shown to the claimant: only the
 *  desk and the admin calls read a claim's screening. */
async function flagLargeClusters(
  tx: Queryable,
  auditKey: string,
  clusterIds: readonly string[],
  minClaims: number,
  weight: number,
): Promise<number> {
  let flagged = 0;
  for (const [clusterId, size] of await largeClusters(tx, clusterIds, minClaims)) {
    const claims = await clusterScreening(tx, clusterId);
    const unflagged = claims.filter((c) => c.flags && !c.flags.some((f) => f.name === 'campaign'));
    if (unflagged.length === 0) continue;
    const why = evidenceSummary(await clusterEvidence(tx, clusterId));
    for (const claim of unflagged) {
      const flag = {
        name: 'campaign',
        reason: `Linked after intake with ${plural(size - 1, 'other claim')} into one cluster (${why}).`,
        matches: claims
          .filter((c) => c.claimId !== claim.claimId)
          .slice(0, MATCHES_SHOWN)
          .map((c) => c.referenceCode),
        weight,
      };
      if (await addFlagAfterIntake(tx, claim.claimId, flag, (score, flags) => screeningSeal(auditKey, claim.claimId, score, flags)))
        flagged += 1;
    }
  }
  return flagged;
}

/** Starts the job on this server's schedule (and once at start); returns its stop, and `settled`:
 *  the round under way, if any, for those who must not race it (a test that files claims right
 *  after start and counts what the next round links). */
export function startCampaignSweep(
  ctx: Omit<CampaignContext, 'settlement'> & { settlement: () => Settlement; logError(where: string, error: unknown): void },
): { stop(): Promise<void>; settled(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const round = () => {
    if (running) return;
    running = runCampaignJob({ ...ctx, settlement: ctx.settlement() })
      .catch((error: unknown) => ctx.logError('campaigns: linking claims', error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, ctx.settlement().info.screening.campaigns.everyMinutes * 60 * 1000);
  timer.unref();
  round();
  // A round under way is let finish: the database closes after it.
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    settled: async () => {
      await running;
    },
  };
}
