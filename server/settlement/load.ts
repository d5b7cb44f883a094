// Reads a settlement package folder (SETTLEMENT_DIR, or the demo package in the repository) and
// checks all of it: the JSON files (parse-package.ts) and claimants.csv (with the reader the
// claimant import uses). The server, `npm run settlement:check` and the admin CLI load a package
// only through here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkClaimantsFile } from '../claimants/claimant-import';
import { checkPackageFiles, type PackageCheck } from './parse-package';
import { SettlementError, type PackageProblem } from './problems';
import type { Settlement } from './settlement';

const demoUrl = new URL('../../settlements/demo', import.meta.url);

/** The demo package in this repository: served when SETTLEMENT_DIR is not set. (Under jsdom
 *  module URLs are http: there the tests run from the project folder.) */
export const demoSettlementDir = demoUrl.protocol === 'file:' ? fileURLToPath(demoUrl) : resolve('settlements/demo');

/** The claimants file of a package (optional). */
const CLAIMANTS_FILE = 'claimants.csv';

/** Every JSON file of a package folder, by path relative to it (forward slashes). The reserved
 *  pages/ folder and anything that is not JSON are left out. */
function readPackageFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        // pages/ is reserved for the page layouts of each form type; node_modules and dot
        // folders are never part of a package.
        if (name === 'pages' || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
        walk(path);
      } else if (entry.name.endsWith('.json')) {
        files.set(name, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}

/** The folder as an absolute path, or a problem when it is not a folder. */
function packageFolder(dir: string): { dir: string } | { problem: PackageProblem } {
  const absolute = resolve(dir);
  if (!existsSync(absolute)) return { problem: { file: absolute, path: '', reason: 'no such folder' } };
  if (!statSync(absolute).isDirectory())
    return { problem: { file: absolute, path: '', reason: 'not a folder: SETTLEMENT_DIR names the package folder' } };
  return { dir: absolute };
}

/** Checks the package in `dir` without serving it: every problem, and the Settlement when there is none. */
export async function checkSettlementPackage(dir: string): Promise<PackageCheck & { dir: string; claimants: number }> {
  const folder = packageFolder(dir);
  if ('problem' in folder)
    return {
      dir: resolve(dir),
      settlement: null,
      problems: [folder.problem],
      warnings: [],
      configs: [],
      configsIncomplete: true,
      claimants: 0,
    };
  const claimantsPath = join(folder.dir, CLAIMANTS_FILE);
  const hasClaimants = existsSync(claimantsPath);
  const check = checkPackageFiles(readPackageFiles(folder.dir), { dir: folder.dir, claimantsFile: hasClaimants ? claimantsPath : null });
  let claimants = 0;
  if (hasClaimants) {
    // Checked against the configs that parsed, so a bad column is named even when a forms file
    // has problems of its own.
    const checked = await checkClaimantsFile(claimantsPath, { configs: check.configs, incomplete: check.configsIncomplete });
    claimants = checked.claimants;
    check.problems.push(
      ...checked.problems.map((p) => ({ file: CLAIMANTS_FILE, path: `line ${p.line}`, reason: p.reason.replace(/\.$/, '') })),
    );
  }
  const settlement = check.problems.length === 0 ? check.settlement : null;
  return { ...check, settlement, dir: folder.dir, claimants };
}

/** Loads the package in `dir` (the demo package by default); throws a SettlementError listing
 *  every problem when it cannot be served. */
export async function loadSettlement(dir: string = demoSettlementDir): Promise<Settlement> {
  const check = await checkSettlementPackage(dir);
  if (!check.settlement) throw new SettlementError(check.dir, check.problems);
  return check.settlement;
}

/** Loads the JSON files of a package synchronously, without the claimants check: for scripts and
 *  tests that need configs or copy at import time. Throws a SettlementError on any problem. */
export function loadSettlementFilesSync(dir: string = demoSettlementDir): Settlement {
  const folder = packageFolder(dir);
  if ('problem' in folder) throw new SettlementError(resolve(dir), [folder.problem]);
  const claimantsPath = join(folder.dir, CLAIMANTS_FILE);
  const check = checkPackageFiles(readPackageFiles(folder.dir), {
    dir: folder.dir,
    claimantsFile: existsSync(claimantsPath) ? claimantsPath : null,
  });
  if (!check.settlement) throw new SettlementError(folder.dir, check.problems);
  return check.settlement;
}
