// Closes deficiencies whose cure period has ended: each such claim is denied by the server (the
// `closeUncured` transition, mailed and audited like any other change), with the appeal window a
// denial opens. Run at start and every few minutes by every server; the claim's row lock and the
// change's number make a claim closed by two servers at once close once.
import type { AppContext } from '../context';
import { purgeCaseCodes, uncuredClaims } from '../db/case-file';
import { log } from '../observability/log';
import { changeState } from './change-state';

const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Claims closed per round: the rest wait for the next. */
const BATCH = 200;

/** Closes the uncured claims due now; returns how many. */
export async function closeUncuredClaims(ctx: AppContext): Promise<number> {
  let closed = 0;
  for (const id of await uncuredClaims(ctx.db, new Date(ctx.now()), BATCH)) {
    const outcome = await changeState(
      { db: ctx.db, vault: ctx.vault, settlement: ctx.settlement, auditKey: ctx.settings.auditKey, now: ctx.now },
      { id },
      'closeUncured',
      'system',
      {},
    );
    if (outcome.kind === 'changed') closed += 1;
  }
  if (closed > 0) {
    log.info({ claims: closed }, 'Case file: denied the claims whose deficiency was not cured in time');
    ctx.mail.kick();
  }
  return closed;
}

/** Starts the sweep (and the purge of expired sign-in codes); returns its stop. */
export function startCaseSweep(ctx: AppContext): { stop(): void } {
  const round = () => {
    closeUncuredClaims(ctx).catch((error: unknown) => ctx.logError('case file: closing uncured claims', error));
    purgeCaseCodes(ctx.db).catch((error: unknown) => ctx.logError('case file: purging sign-in codes', error));
  };
  const timer = setInterval(round, SWEEP_EVERY_MS);
  timer.unref();
  round();
  return { stop: () => clearInterval(timer) };
}
