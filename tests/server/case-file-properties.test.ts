// Properties of the case file's state machine: random sequences of administrator, claimant and
// server actions (every transition, with and without reasons and items, right and wrong cures,
// appeals, the clock moved past the cure and appeal dates, the sweep) applied through the real
// routes and changeState against a real database, with the claim's whole record checked after
// every step against a small model and the invariants the state machine promises.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema, type SubmissionPayload } from '@/contract/api';
import { caseStates, type CaseState } from '@/contract/case-file';
import { endpoints } from '@/contract/endpoints';
import { verifyAuditLog } from '@server/admin/audit';
import { changeState } from '@server/case-file/change-state';
import { closeUncuredClaims } from '@server/case-file/sweep';
import { transitions, type TransitionName } from '@server/case-file/transitions';
import { listCaseEvents, listClaimVersions, readCaseClaim } from '@server/db/case-file';
import { adminHeaders } from './support/admin';
import { claimForm, model, pdf, standardPayload, submitClaim } from './support/claims';
import { Browser, startTestServer, type TestServer } from './support/server';
import { listMail } from '@server/db/mail-outbox';
import { openMail } from '@server/privacy/sealed-mail';

const DAY = 24 * 60 * 60 * 1000;
const names = Object.keys(transitions) as TransitionName[];

/** The fields and documents a deficiency may name, with a right and a wrong answer for fields. */
const pool = [
  { dtoMapping: 'claimantInfo', key: 'mailingStreetLine1', right: '12 Quay Street, Unit 4' },
  { dtoMapping: 'claimantInfo', key: 'mailingCity', right: 'Fresno' },
  { dtoMapping: 'DocumentContexts', key: 'file', right: null },
  { dtoMapping: 'claimantInfo', key: 'noSuchField', right: 'x' },
] as const;

/** A browser from an address of its own, so one run's sign-ins and filings meet no other's limits. */
class ClientAt extends Browser {
  constructor(
    origin: string,
    readonly address: string,
  ) {
    super(origin);
  }
  override fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    return super.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': this.address } });
  }
}

/** One step of a run. */
type Action =
  | { kind: 'transition'; name: TransitionName; reason: string | undefined; items: number[] | undefined }
  | { kind: 'cure'; variant: 'right' | 'empty' | 'otherField' | 'noDocument' }
  | { kind: 'appeal'; statement: string }
  | { kind: 'clock'; days: number }
  | { kind: 'sweep' }
  | { kind: 'together'; a: TransitionName; b: TransitionName };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('transition' as const),
    name: fc.constantFrom(...names),
    reason: fc.constantFrom<string | undefined>(undefined, '', '   ', 'The receipt is unreadable.'),
    items: fc.option(fc.subarray([0, 1, 2, 3]), { nil: undefined }) as fc.Arbitrary<number[] | undefined>,
  }),
  fc.record({
    kind: fc.constant('cure' as const),
    variant: fc.constantFrom<'right' | 'empty' | 'otherField' | 'noDocument'>('right', 'right', 'empty', 'otherField', 'noDocument'),
  }),
  fc.record({ kind: fc.constant('appeal' as const), statement: fc.constantFrom('  ', 'My receipt shows the purchase date.') }),
  fc.record({ kind: fc.constant('clock' as const), days: fc.constantFrom(1, 11, 31) }),
  fc.record({ kind: fc.constant('sweep' as const) }),
  fc.record({ kind: fc.constant('together' as const), a: fc.constantFrom(...names), b: fc.constantFrom(...names) }),
);

describe('the case file state machine, on random sequences of changes', () => {
  let server: TestServer;
  let realNow: () => number;

  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite', trustProxy: true });
    realNow = server.context.now;
  });
  afterAll(async () => {
    if (server) server.context.now = realNow;
    await server?.cleanup();
  });

  const ctx = () => ({
    db: server.context.db,
    vault: server.context.vault,
    settlement: server.context.settlement,
    auditKey: server.settings.auditKey,
    now: server.context.now,
  });

  async function file(browser: Browser): Promise<string> {
    const tag = randomUUID().slice(0, 8);
    const email = `prop.${tag}@example.com`;
    const documents = [pdf(`documentContexts-${tag}`, `receipt-${tag}.pdf`)];
    const base = standardPayload(documents);
    const fields = {
      ...base.claimantInfo!.fields,
      firstName: `Ada${tag.replace(/\d/g, '')}`,
      emailAddress: email,
      confirmEmailAddress: email,
    };
    const payload: SubmissionPayload = { ...base, claimantInfo: model('Standard', 'claimantInfo', 'claimantInfo-e5f6g7h8', fields) };
    await browser.getCsrf();
    const response = await submitClaim(browser, 'standard', claimForm(payload, documents));
    expect(response.status).toBe(200);
    return submitResponseSchema.parse(await response.json()).referenceCodeForm!;
  }

  async function signIn(browser: Browser, referenceCode: string, claimId: string): Promise<void> {
    const asked = await browser.postJson(endpoints.caseCode, { referenceCode, culture: 'en' });
    expect(asked.status).toBe(202);
    // The code is in the mail, sealed in its outbox row under the claim's key.
    const [mail] = (await listMail(server.context.db, 20)).filter((m) => m.claimId === claimId && m.kind === 'caseCode');
    const opened = openMail(mail!, await server.context.vault.keyOf(server.context.db, claimId));
    const params = opened!.params as { code: string };
    expect((await browser.postJson(endpoints.caseSignIn, { referenceCode, code: params.code })).status).toBe(200);
  }

  /** What the model expects of the claim. */
  interface Model {
    state: CaseState;
    rounds: number;
    appealed: boolean;
    cureBy: number | null;
    appealBy: number | null;
    items: number[];
    versions: number;
  }

  /** The model's answer to a transition at `now`: the next model, or null when it is refused. */
  function expectTo(
    m: Model,
    name: TransitionName,
    input: { reason?: string | undefined; items?: number[] | undefined },
    now: number,
  ): Model | null {
    const t = transitions[name];
    if (!(t.from as readonly CaseState[]).includes(m.state)) return null;
    if (t.reason === 'required' && !input.reason?.trim()) return null;
    const next = { ...m, state: t.to as CaseState };
    const settings = server.context.settlement.info.caseFile;
    switch (name) {
      case 'markDeficient': {
        const items = input.items ?? [];
        if (items.length === 0 || items.includes(3) || m.rounds >= settings.cureRounds) return null;
        return { ...next, rounds: m.rounds + 1, items, cureBy: now + settings.cureDays * DAY };
      }
      case 'cure':
        return m.cureBy !== null && m.cureBy > now ? next : null;
      case 'closeUncured':
        if (m.cureBy !== null && m.cureBy > now) return null;
        return { ...next, appealBy: m.appealed ? null : now + settings.appealDays * DAY };
      case 'deny':
        return { ...next, appealBy: m.appealed ? null : now + settings.appealDays * DAY };
      case 'appeal':
        return !m.appealed && m.appealBy !== null && m.appealBy > now ? { ...next, appealed: true } : null;
      default:
        return next;
    }
  }

  async function check(referenceCode: string, m: Model): Promise<void> {
    const db = server.context.db;
    const claim = (await readCaseClaim(db, { referenceCode }))!;
    const events = await listCaseEvents(db, claim.id);
    expect(caseStates).toContain(claim.state);
    expect(claim.state).toBe(m.state);
    expect(claim.state).toBe(events.at(-1)?.toState ?? 'received');
    expect(claim.stateSeq).toBe(events.length);
    events.forEach((e, i) => {
      expect(e.seq).toBe(i + 1);
      expect(e.fromState).toBe(i === 0 ? 'received' : events[i - 1]!.toState);
      const t = transitions[e.transition as TransitionName];
      expect(t.from as readonly string[]).toContain(e.fromState);
      expect(e.toState).toBe(t.to);
    });
    expect(await listClaimVersions(db, claim.id)).toHaveLength(m.versions);
    const settings = server.context.settlement.info.caseFile;
    expect(events.filter((e) => e.transition === 'markDeficient').length).toBeLessThanOrEqual(settings.cureRounds);
    expect(events.filter((e) => e.transition === 'appeal').length).toBeLessThanOrEqual(1);
    // Each change queued the claimant's mail with it, once.
    const mails = await db.query<{ mail_key: string }>(
      "SELECT mail_key FROM mail_outbox WHERE claim_id = $1 AND kind = 'caseUpdate' ORDER BY mail_key",
      [claim.id],
    );
    expect(mails.rows.map((r) => Number(r.mail_key)).sort((a, b) => a - b)).toEqual(events.map((e) => e.seq));
    const audit = await verifyAuditLog(db, server.settings.auditKey, []);
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  }

  async function apply(a: Action, browser: Browser, referenceCode: string, claimId: string, m: Model): Promise<Model> {
    const now = server.context.now();
    switch (a.kind) {
      case 'transition': {
        const items = a.items?.map((i) => ({ dtoMapping: pool[i]!.dtoMapping, key: pool[i]!.key }));
        const expected = expectTo(m, a.name, { reason: a.reason, items: a.items }, now);
        if (transitions[a.name].by === 'administrator') {
          const response = await fetch(`${server.url}/api/admin/claims/${referenceCode}/transitions`, {
            method: 'POST',
            headers: { ...adminHeaders, 'content-type': 'application/json' },
            body: JSON.stringify({
              transition: a.name,
              ...(a.reason === undefined ? {} : { reason: a.reason }),
              ...(items ? { items } : {}),
            }),
          });
          expect(response.status === 200, `${a.name}: ${response.status} ${await response.clone().text()}`).toBe(expected !== null);
        } else {
          const outcome = await changeState(ctx(), { id: claimId }, a.name, a.name === 'closeUncured' ? 'system' : 'claimant', {
            reason: a.reason,
            items,
          });
          expect(outcome.kind === 'changed', `${a.name}: ${JSON.stringify(outcome)}`).toBe(expected !== null);
        }
        return expected ?? m;
      }
      case 'cure': {
        const named = m.state === 'deficient' ? m.items.map((i) => pool[i]!) : [pool[0]];
        const fields = named.filter((p) => p.right !== null);
        let answers: { dtoMapping: string; key: string; value: unknown }[] = fields.map((p) => ({
          dtoMapping: p.dtoMapping,
          key: p.key,
          value: p.right,
        }));
        let documents = named.filter((p) => p.right === null).map((p) => p.key);
        if (a.variant === 'empty') answers = answers.map((x) => ({ ...x, value: '' }));
        if (a.variant === 'otherField') answers = [...answers, { dtoMapping: 'claimantInfo', key: 'lastName', value: 'Someone' }];
        if (a.variant === 'noDocument') documents = documents.length > 0 ? [] : ['file'];
        const form = new FormData();
        form.append('payload', JSON.stringify({ answers }));
        for (const part of documents)
          form.append(part, new Blob([new Uint8Array(pdf('x', 'fixed.pdf').bytes)], { type: 'application/pdf' }), 'fixed.pdf');
        const response = await browser.fetch(endpoints.caseCure, { method: 'POST', body: form });
        const open = m.state === 'deficient' && m.cureBy !== null && m.cureBy > now;
        const wrong = a.variant === 'otherField' || a.variant === 'noDocument' || (a.variant === 'empty' && answers.length > 0);
        expect(response.status, await response.clone().text()).toBe(!open ? 409 : wrong ? 400 : 200);
        if (response.status !== 200) return m;
        return { ...expectTo(m, 'cure', {}, now)!, versions: m.versions + (answers.length > 0 ? 1 : 0) };
      }
      case 'appeal': {
        const form = new FormData();
        form.append('payload', JSON.stringify({ statement: a.statement }));
        const response = await browser.fetch(endpoints.caseAppeal, { method: 'POST', body: form });
        const expected = a.statement.trim() ? expectTo(m, 'appeal', {}, now) : null;
        expect(response.status, await response.clone().text()).toBe(!a.statement.trim() ? 400 : expected ? 200 : 409);
        return expected ?? m;
      }
      case 'clock': {
        const at = now + a.days * DAY;
        server.context.now = () => at;
        return m;
      }
      case 'sweep': {
        await closeUncuredClaims(server.context);
        return m.state === 'deficient' && m.cureBy !== null && m.cureBy <= now ? expectTo(m, 'closeUncured', {}, now)! : m;
      }
      case 'together': {
        const [x, y] = await Promise.all(
          [a.a, a.b].map((name) =>
            changeState(ctx(), { id: claimId }, name, 'admin', {
              reason: 'Both at once.',
              items: [{ dtoMapping: 'claimantInfo', key: 'mailingCity' }],
            }),
          ),
        );
        const changed = [x!, y!].filter((o) => o.kind === 'changed');
        // Never both from the same state: the second, if any, applied from the first's result.
        if (changed.length === 2) expect(changed[0]!.from).not.toBe(changed[1]!.from);
        let next = m;
        for (const o of changed.sort((p, q) => p.seq - q.seq)) {
          const name = o === x ? a.a : a.b;
          next = expectTo(next, name, { reason: 'Both at once.', items: [1] }, now) ?? next;
        }
        return next;
      }
    }
  }

  it('keeps every claim consistent with the transitions table, its history, its versions and the audit log', async () => {
    let runs = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        runs += 1;
        server.context.now = realNow;
        const browser = new ClientAt(server.url, `10.9.${Math.floor(runs / 250)}.${runs % 250}`);
        const referenceCode = await file(browser);
        const claimId = (await readCaseClaim(server.context.db, { referenceCode }))!.id;
        await signIn(browser, referenceCode, claimId);
        let m: Model = { state: 'received', rounds: 0, appealed: false, cureBy: null, appealBy: null, items: [], versions: 0 };
        for (const a of actions) {
          const before = m;
          m = await apply(a, browser, referenceCode, claimId, m);
          if (m.state !== before.state) seen.add(`${a.kind} ${before.state}->${m.state}`);
          await check(referenceCode, m);
        }
      }),
      {
        numRuns: 50,
        endOnFailure: true,
        // The paths the random runs may miss, always tried first: a deficiency left to the sweep,
        // then its appeal; a deficiency cured with new answers and a document.
        examples: [
          [
            [
              { kind: 'transition', name: 'markDeficient', reason: 'Fix these.', items: [0, 2] },
              { kind: 'clock', days: 31 },
              { kind: 'sweep' },
              { kind: 'appeal', statement: 'My receipt shows the purchase date.' },
              { kind: 'transition', name: 'approve', reason: undefined, items: undefined },
              { kind: 'transition', name: 'markPaid', reason: undefined, items: undefined },
            ],
          ],
          [
            [
              { kind: 'transition', name: 'markDeficient', reason: 'Fix these.', items: [0, 1, 2] },
              { kind: 'cure', variant: 'right' },
              { kind: 'transition', name: 'markDeficient', reason: 'Again.', items: [0] },
            ],
          ],
        ],
      },
    );
    // The runs reached the paths that matter: a property that never cures or appeals proves little.
    for (const path of [
      'cure deficient->inReview',
      'appeal denied->appealed',
      'sweep deficient->denied',
      'transition received->deficient',
    ]) {
      expect([...seen], path).toContain(path);
    }
  }, 120_000);
});

describe('two changes of one claim at the same moment, on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'postgres', trustProxy: true });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('never applies both from the same state', async () => {
    const ctx = {
      db: server.context.db,
      vault: server.context.vault,
      settlement: server.context.settlement,
      auditKey: server.settings.auditKey,
      now: server.context.now,
    };
    const input = { reason: 'At once.', items: [{ dtoMapping: 'claimantInfo', key: 'mailingCity' }] };
    const pairs: [TransitionName, TransitionName][] = [
      ['startReview', 'startReview'],
      ['approve', 'deny'],
      ['markDeficient', 'markDeficient'],
      ['startReview', 'approve'],
      ['deny', 'deny'],
    ];
    for (const [n, [a, b]] of pairs.entries()) {
      const browser = new ClientAt(server.url, `10.8.0.${n + 1}`);
      await browser.getCsrf();
      const documents = [pdf(`documentContexts-pg${n}`, `receipt-${n}.pdf`)];
      const response = await submitClaim(browser, 'standard', claimForm(standardPayload(documents), documents));
      expect(response.status).toBe(200);
      const referenceCode = submitResponseSchema.parse(await response.json()).referenceCodeForm!;
      const outcomes = await Promise.all([
        changeState(ctx, { referenceCode }, a, 'admin', input),
        changeState(ctx, { referenceCode }, b, 'admin', input),
      ]);
      const changed = outcomes.flatMap((o) => (o.kind === 'changed' ? [o] : []));
      expect(changed.length).toBeGreaterThanOrEqual(1);
      if (changed.length === 2) {
        const [first, second] = changed.sort((x, y) => x.seq - y.seq);
        expect(second!.from).toBe(first!.to);
        expect(second!.seq).toBe(first!.seq + 1);
      }
      // The same transition twice from one state: only one applies.
      if (a === b) expect(changed).toHaveLength(1);
      const claim = (await readCaseClaim(server.context.db, { referenceCode }))!;
      const events = await listCaseEvents(server.context.db, claim.id);
      expect(events.map((e) => e.seq)).toEqual(changed.map((_, i) => i + 1));
      expect(claim.state).toBe(events.at(-1)!.toState);
    }
    expect((await verifyAuditLog(server.context.db, server.settings.auditKey, [])).ok).toBe(true);
  });
});
