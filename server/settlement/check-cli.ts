// `npm run settlement:check -- DIR`: checks a settlement package exactly as the server does at
// start, without starting it. Prints "ok" with what the package holds and any warning (exit 0), or every problem
// with its file, JSON path, line and reason (exit 1). Without DIR: SETTLEMENT_DIR, else the demo.
import { isAbsolute, resolve } from 'node:path';
import { checkSettlementPackage, demoSettlementDir } from './load';
import { formatProblem } from './problems';

/** Checks the package named by the arguments; resolves with the exit code. */
async function runCheck(args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    console.error(
      'Usage: npm run settlement:check -- [DIR]\n  Checks the settlement package in DIR (default: SETTLEMENT_DIR, else the demo package).',
    );
    return args.length > 1 ? 2 : 0;
  }
  const given = args[0] ?? env.SETTLEMENT_DIR?.trim() ?? '';
  // npm runs scripts in the project folder; a relative DIR means the folder the command was typed in.
  const dir = given === '' ? demoSettlementDir : isAbsolute(given) ? given : resolve(env.INIT_CWD ?? process.cwd(), given);
  const check = await checkSettlementPackage(dir);
  if (!check.settlement) {
    const count = check.problems.length === 1 ? '1 problem' : `${check.problems.length} problems`;
    console.error(`${check.dir}: ${count}`);
    for (const problem of check.problems) console.error(`  ${formatProblem(problem)}`);
    return 1;
  }
  const s = check.settlement;
  // Warnings never fail the check: the package runs, on the built-in text they name.
  for (const warning of check.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  const models = s.configs.length;
  console.info(
    `${check.dir}: ok - ${s.info.settlementName}: ${s.formTypes.length} form type(s) (${s.formTypes.join(', ')}), ${models} model config(s), ` +
      `${Object.keys(s.info.cultures).length} culture(s) (${Object.keys(s.info.cultures).join(', ')}), deadlines in ${s.deadlines.timeZone}, ` +
      `${check.claimants} claimant(s) in claimants.csv.`,
  );
  return 0;
}

process.exitCode = await runCheck(process.argv.slice(2));
