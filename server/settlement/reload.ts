// Re-reads a running server's settlement package and puts its new deadlines and banner setting in
// force without a restart (POST /api/admin/settlement/reload, `npm run admin -- reload`). The whole
// package goes through the same check as at start, so a change the server would refuse to start
// with is refused here too, with every problem named, and the values in force stay as they were.
// Only deadlines.json and settlement.json's `banner` change live: the routes read them on each
// request. Everything else (forms, copy, cultures, claimants.csv, the rest of settlement.json)
// is read once at start, so a change there is reported as waiting for a restart.
// Each server process holds its own copy: with several servers, each one is told.
import type { AppContext } from '../context';
import { checkSettlementPackage } from './load';
import type { PackageProblem } from './problems';
import { SettlementError } from './problems';
import { createSettlement, type Settlement } from './settlement';

/** What a reload put in force, or why it put nothing in force. */
type ReloadOutcome =
  | {
      readonly ok: true;
      /** deadlines.json as now in force. */
      readonly deadlines: Settlement['deadlines'];
      /** Whether the banner shows now. */
      readonly banner: boolean;
      /** Set when BANNER is set: it wins over the package, so the package's banner was not applied. */
      readonly bannerFromEnvironment: boolean;
      /** Parts of the package that differ from those served but are read only at start. */
      readonly restartNeededFor: readonly string[];
    }
  | { readonly ok: false; readonly error: string; readonly problems: readonly PackageProblem[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of the package that differ between `served` and `fresh` but only a restart applies. */
function partsNeedingRestart(served: Settlement, fresh: Settlement): string[] {
  const { banner: _servedBanner, ...servedInfo } = served.info;
  const { banner: _freshBanner, ...freshInfo } = fresh.info;
  const parts: string[] = [];
  if (!same(servedInfo, freshInfo)) parts.push('settlement.json (other than banner)');
  if (!same(served.formTypes, fresh.formTypes) || !same(served.modelConfigs, fresh.modelConfigs) || !same(served.pages, fresh.pages))
    parts.push('forms/');
  if (!same(served.copy, fresh.copy)) parts.push('copy/');
  return parts;
}

/** Checks the package the server was started with and, when it has no problem, puts its
 *  deadlines and banner in force on `ctx`. On any problem nothing changes. */
export async function reloadSettlement(ctx: AppContext): Promise<ReloadOutcome> {
  const served = ctx.settlement;
  const check = await checkSettlementPackage(served.dir);
  if (!check.settlement) {
    const error = new SettlementError(check.dir, check.problems);
    return {
      ok: false,
      error: `${error.message}\nNothing was changed: the deadlines and banner in force stay as they were.`,
      problems: check.problems,
    };
  }
  const fresh = check.settlement;
  ctx.settlement = createSettlement({
    dir: served.dir,
    info: { ...served.info, banner: fresh.info.banner },
    deadlines: fresh.deadlines,
    formTypes: served.formTypes,
    pages: served.pages,
    modelConfigs: served.modelConfigs,
    configs: served.configs,
    copy: served.copy as Record<string, Record<string, string>>,
    claimantsFile: served.claimantsFile,
    warnings: served.warnings,
  });
  if (!ctx.bannerFromEnvironment) ctx.settings.banner = fresh.info.banner;
  return {
    ok: true,
    deadlines: fresh.deadlines,
    banner: ctx.settings.banner,
    bannerFromEnvironment: ctx.bannerFromEnvironment,
    restartNeededFor: partsNeedingRestart(served, fresh),
  };
}
