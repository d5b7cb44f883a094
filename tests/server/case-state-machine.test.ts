import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStates, type CaseState } from '@/contract/case-file';
import { verifyAuditLog } from '@server/admin/audit';
import { changeState, type ChangeContext } from '@server/case-file/change-state';
import { closeUncuredClaims } from '@server/case-file/sweep';
import { transitions, type TransitionName } from '@server/case-file/transitions';
import { replaceClaimPayload } from '@server/db/case-file';
import { generatedClaim, insertGeneratedClaims } from './support/admin';
import { startTestServer, type TestServer } from './support/server';

// The case file's state machine under random sequences of what administrators, claimants, the
// clock and the sweep do to one claim: after every step the claim's state is the last change's,
// the changes are numbered without gaps and each follows the one before by a transition the
// table allows, no version is lost, the package's limits hold (one deficiency round, one
// appeal), and the audit log still verifies. Two changes made at the same moment never both
// apply from the same state.

const DAY = 24 * 60 * 60 * 1000;

type Step =
  | { kind: 'administrator'; transition: TransitionName; reason: boolean }
  | { kind: 'cure'; answers: boolean }
  | { kind: 'appeal' }
  | { kind: 'clock'; days: number }
  | { kind: 'sweep' };

const administrator = (Object.keys(transitions) as TransitionName[]).filter((name) => transitions[name].by === 'administrator');

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('administrator' as const),
      transition: fc.constantFrom(...administrator),
      reason: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cure' as const), answers: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'appeal' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
);

describe.each(['pglite', 'postgres'] as const)('the case state machine on %s', (engine) => {
  let server: TestServer;
  let offset = 0;
  let next = 0;
  let change: ChangeContext;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    const realNow = server.context.now;
    server.context.now = () => realNow() + offset;
    change = { db: server.context.db, settlement: server.context.settlement, auditKey: server.settings.auditKey, now: server.context.now };
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  /** A new Standard claim of its own. */
  async function newClaim() {
    // Every fourth generated claim is a Standard one.
    next += 4;
    const claim = generatedClaim(next);
    await insertGeneratedClaims(server.context.db, [claim]);
    return claim;
  }

  async function apply(claimId: string, s: Step): Promise<{ cured: boolean }> {
    switch (s.kind) {
      case 'administrator': {
        const items = s.transition === 'markDeficient' ? [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' }] : undefined;
        await changeState(change, { id: claimId }, s.transition, 'Reviewer', { reason: s.reason ? 'Because.' : undefined, items });
        return { cured: false };
      }
      case 'cure': {
        const outcome = await changeState(change, { id: claimId }, 'cure', 'claimant', {}, async (tx, claim) => {
          if (!s.answers) return;
          const payload = structuredClone(claim.payload) as { claimantInfo: { fields: Record<string, unknown> } };
          payload.claimantInfo.fields.mailingStreetLine1 = `Cured at ${offset}`;
          await replaceClaimPayload(tx, claim.id, 'cure', payload);
        });
        return { cured: outcome.kind === 'changed' && s.answers };
      }
      case 'appeal':
        await changeState(change, { id: claimId }, 'appeal', 'claimant', { statement: 'Please look again.' });
        return { cured: false };
      case 'clock':
        offset += s.days * DAY;
        return { cured: false };
      case 'sweep':
        await closeUncuredClaims(server.context);
        return { cured: false };
    }
  }

  async function check(claimId: string, curesWithAnswers: number): Promise<void> {
    const db = server.context.db;
    const { rows: claims } = await db.query<{ state: CaseState; state_seq: number }>('SELECT state, state_seq FROM claims WHERE id = $1', [
      claimId,
    ]);
    const { rows: events } = await db.query<{ seq: number; transition: TransitionName; from_state: CaseState; to_state: CaseState }>(
      'SELECT seq, transition, from_state, to_state FROM claim_events WHERE claim_id = $1 ORDER BY seq',
      [claimId],
    );
    const { rows: versions } = await db.query('SELECT version FROM claim_versions WHERE claim_id = $1', [claimId]);
    const claim = claims[0]!;
    expect(caseStates).toContain(claim.state);
    expect(Number(claim.state_seq)).toBe(events.length);
    expect(claim.state).toBe(events.at(-1)?.to_state ?? 'received');
    let state: CaseState = 'received';
    events.forEach((event, index) => {
      expect(Number(event.seq)).toBe(index + 1);
      expect(event.from_state).toBe(state);
      const rule = transitions[event.transition];
      expect(rule.from as readonly CaseState[]).toContain(event.from_state);
      expect(event.to_state).toBe(rule.to);
      state = event.to_state;
    });
    expect(versions).toHaveLength(curesWithAnswers);
    expect(events.filter((e) => e.transition === 'markDeficient').length).toBeLessThanOrEqual(
      server.context.settlement.info.caseFile.cureRounds,
    );
    expect(events.filter((e) => e.transition === 'appeal').length).toBeLessThanOrEqual(1);
  }

  it('never reaches an illegal state nor loses a version, whatever happens in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const claim = await newClaim();
        let cures = 0;
        for (const s of steps) {
          if ((await apply(claim.id, s)).cured) cures += 1;
          await check(claim.id, cures);
        }
      }),
      // PostgreSQL is slower per statement: fewer runs there, the races are its own test's.
      { numRuns: engine === 'pglite' ? 40 : 10 },
    );
    const verified = await verifyAuditLog(server.context.db, server.settings.auditKey, []);
    expect(verified).toMatchObject({ ok: true });
  });

  it('applies only one of two changes made from the same state at the same moment', async () => {
    for (const [first, second] of [
      ['approve', 'deny'],
      ['startReview', 'markDeficient'],
      ['approve', 'approve'],
    ] as const) {
      const claim = await newClaim();
      const input = { reason: 'Because.', items: [{ dtoMapping: 'claimantInfo', key: 'mailingStreetLine1' }] };
      const outcomes = await Promise.all([
        changeState(change, { id: claim.id }, first, 'A', input),
        changeState(change, { id: claim.id }, second, 'B', input),
      ]);
      const changed = outcomes.filter((o) => o.kind === 'changed');
      const { rows } = await server.context.db.query<{ from_state: string }>('SELECT from_state FROM claim_events WHERE claim_id = $1', [
        claim.id,
      ]);
      // Each change that applied followed the state the one before it left, never the same one twice.
      expect(new Set(rows.map((r) => r.from_state)).size).toBe(rows.length);
      expect(rows).toHaveLength(changed.length);
      await check(claim.id, 0);
    }
  });
});
