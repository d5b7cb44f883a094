import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countClaims } from '@server/db/claims';
import { flagWeights } from '@server/screening/flags';
import { checkSettlementPackage } from '@server/settlement/load';
import type { TestServer } from '../support/server';
import { claimant, claimBy, evidenceOf, file, packageWithScreening, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe("a package's flag weights and actions", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every claim is too soon (a day-long threshold), so each carries tooFast as well.
    server = await screeningServer('pglite', {
      bots: { minSecondsToSubmit: 86_400 },
      flags: { honeypot: { weight: 25 }, tooFast: { weight: 0 }, duplicateEmail: { action: 'refuse' } },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("scores a claim with the package's weights and shows each weight in the evidence", async () => {
    const trapped = await referenceOf(await file(await visitor(server), claimBy(claimant(70)), { honeypot: 'https://spam.example' }));
    const evidence = await evidenceOf(server, trapped);
    expect(evidence.flags.map((f) => [f.name, f.weight]).sort()).toEqual([
      ['honeypot', 25],
      ['tooFast', 0],
    ]);
    expect(evidence.score).toBe(25);
  });

  it('keeps the default weight of a flag the package leaves out', async () => {
    const first = await referenceOf(await file(await visitor(server), claimBy(claimant(71))));
    const again = await referenceOf(await file(await visitor(server), claimBy(claimant(72, { phone: claimant(71).phone }))));
    expect(first).not.toBe(again);
    const flag = (await evidenceOf(server, again)).flags.find((f) => f.name === 'duplicatePhone');
    expect(flag?.weight).toBe(flagWeights.duplicatePhone);
  });

  it('refuses an exact duplicate whose flag the package sets to refuse, and stores nothing of it', async () => {
    await referenceOf(await file(await visitor(server), claimBy(claimant(73))));
    const before = await countClaims(server.context.db);
    const again = await file(await visitor(server), claimBy(claimant(74, { email: claimant(73).email.toUpperCase() })));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/already been filed/);
    expect(await countClaims(server.context.db)).toBe(before);
  });
});

describe('flag settings a package gets wrong', () => {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const problemsWith = async (flags: Record<string, unknown>) => {
    const dir = await packageWithScreening({ flags });
    made.push(dir);
    const check = await checkSettlementPackage(dir);
    expect(check.settlement).toBeNull();
    return check.problems.map((p) => ({ file: p.file, path: p.path, reason: p.reason }));
  };

  it('names the flag and the rule for a weight out of range or not whole', async () => {
    expect(await problemsWith({ honeypot: { weight: 150 }, tooFast: { weight: 2.5 } })).toEqual([
      {
        file: 'settlement.json',
        path: 'screening.flags.honeypot.weight',
        reason: 'weight must be a whole number from 0 to 100 (the default for honeypot is 80)',
      },
      {
        file: 'settlement.json',
        path: 'screening.flags.tooFast.weight',
        reason: 'expected int, got 2.5',
      },
    ]);
  });

  it('says which flags may refuse when another is set to refuse', async () => {
    expect(await problemsWith({ nearDuplicate: { action: 'refuse' } })).toEqual([
      {
        file: 'settlement.json',
        path: 'screening.flags.nearDuplicate.action',
        reason:
          'nearDuplicate can only flag a claim: only duplicatePerson, duplicateEmail, duplicatePhone, sharedPayoutAccount may refuse one (velocity limits refuse through their refuseAbove)',
      },
    ]);
    expect(await problemsWith({ duplicateEmail: { action: 'block' } })).toEqual([
      { file: 'settlement.json', path: 'screening.flags.duplicateEmail.action', reason: 'action must be "flag" or "refuse"' },
    ]);
  });

  it('refuses a flag name it does not know', async () => {
    expect(await problemsWith({ honeyPot: { weight: 10 } })).toEqual([
      {
        file: 'settlement.json',
        path: 'screening.flags.honeyPot',
        reason: `unknown property "honeyPot" (a typo? see the file's JSON Schema in settlements/schema/)`,
      },
    ]);
  });
});
