// Screening of a claim at submit, just before it is stored: velocity limits (per client address,
// per session, per claimant identity, counted in the database so every server counts the same
// claims), exact and near duplicates of earlier claims, and bot signals (the honeypot, a claim sent
// too soon after the first page, bursts of the same answers). A claim over a refusing limit, or an
// exact duplicate the package refuses, is refused (the submit route answers 429 and 409); any
// other claim goes on to be stored with its flags and score, which only administrators see: the claim's own insert stores them
// (db/claims.ts), so screening costs the database one statement of its own (db/screening.ts:
// screeningLookup counts the claim and finds its earlier matches in one round trip).
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { SubmissionPayload } from '../../src/contract/api';
import type { SubmittingFormType } from '../../src/contract/form-type-names';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { sessionKey } from '../db/sessions';
import {
  claimStoredUnderKey,
  claimsUnderKey,
  flagEarlierClaims,
  screeningLookup,
  type KeyMatch,
  type ScreeningRecord,
} from '../db/screening';
import { getOrCreateSecret } from '../db/secrets';
import { limitNetwork } from '../limits/client-network';
import { nameMatch } from './edits';
import { scoreOf, type Flag, type FlagName } from './flags';
import { answersShape, claimIdentity, type ClaimIdentity } from './identity';
import type { ScreeningSettings, VelocityLimit } from './settings';
import { similarity } from './trigram';
import { screeningSeal } from './seal';
import { nameIndexKind } from './name-index';
import { heldSessionVisits, sessionSignalFlags } from './session-signals';
import type { ClaimSender } from './sender';
import { openScreeningText, sealScreeningText } from '../privacy/sealed-screening';
import { dataDestroyed, type Vault } from '../privacy/data-keys';
import { addressNumbers, emailKey, phoneKey, surnamesOf } from './normalize';
import { disposableDomainOf } from './disposable-email';
import { soundKey } from './phonetic';

/** The claim being screened. */
export interface ScreenedClaim {
  claimId: string;
  formType: SubmittingFormType;
  payload: SubmissionPayload;
  idempotencyKey: string | null;
  /** The claimant's session id (from its signed cookie), if any. */
  sessionId: string | null;
  /** The client's address (the HTTP layer's clientAddress: through trusted proxies only). */
  clientAddress: string;
  /** For an amendment, the claim it amends: screened as a claim, but never its own duplicate. */
  amends?: string | undefined;
  /** The claim's data key, for a claim not stored yet (its key is stored with it); a stored
   *  claim's (an amendment's) is read. The name and address screening keeps are sealed under it. */
  dataKey?: Buffer;
}

/** A flag as a check raises it; its weight comes from the package's settings when it is stored,
 *  times `share` where the evidence is weaker than the flag at its full weight (a near duplicate
 *  of a common name: see namePrior). */
type RaisedFlag = Omit<Flag, 'weight'> & { share?: number };

/** Most matched reference codes a flag lists. */
const MATCHES_SHOWN = 10;

/** How many claims past the burst limit still flag the burst's first claims (those stored before
 *  the limit was passed): enough to cover the claims in flight at that moment, few enough that a
 *  long burst does not rewrite the same rows claim after claim. */
const BURST_LOOKBACK_CLAIMS = 50;

const secrets = new WeakMap<Database, Promise<KeyObject>>();

/** The key under which identity values are hashed: kept in the database, shared by all servers.
 *  A key object, prepared once: a claim is hashed under it a dozen times. */
export function screeningSecret(db: Database): Promise<KeyObject> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, 'screening').then((bytes) => createSecretKey(bytes));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The key screening stores for a claim that names this email address or phone number (the
 *  same normalising and keyed hash), so a claim can be found by it without keeping it in the
 *  clear; null when the value is no address or number. */
export async function identityLookupKey(db: Database, kind: 'email' | 'phone', value: string): Promise<string | null> {
  const normal = kind === 'email' ? emailKey(value) : phoneKey(value);
  if (!normal) return null;
  return createHmac('sha256', await screeningSecret(db))
    .update(`${kind}:${normal}`)
    .digest('base64url');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Time spent screening in this process (wall clock, database round trips included), for the
 *  benchmark's cost per claim (scripts/bench/bench-fraud.ts). */
export const screeningCost = { claims: 0, milliseconds: 0 };

/** Why screening refused a claim, in the claim's culture: a refusing velocity limit, with the
 *  seconds until the claim may be sent again, or an exact duplicate the package refuses. */
export type ScreeningRefusal = { reason: 'tooMany'; culture: string; retryAfterSeconds: number } | { reason: 'duplicate'; culture: string };

/** What screening decided: refuse the claim (nothing of it is stored), or store it with this
 *  record (null for a retry of a claim already stored under its Idempotency-Key). */
export type ScreeningOutcome = { kind: 'refused'; refusal: ScreeningRefusal } | { kind: 'passed'; record: ScreeningRecord | null };

/** Screens a claim sent by `sentBy`: whether it is refused, and otherwise the flags, score and
 *  keys to store with it. */
export async function screenSubmission(ctx: AppContext, claim: ScreenedClaim, sentBy: ClaimSender): Promise<ScreeningOutcome> {
  const started = performance.now();
  try {
    return await screen(ctx, claim, sentBy);
  } finally {
    screeningCost.claims += 1;
    screeningCost.milliseconds += performance.now() - started;
  }
}

async function screen(ctx: AppContext, claim: ScreenedClaim, sentBy: ClaimSender): Promise<ScreeningOutcome> {
  const settings: ScreeningSettings = ctx.settlement.info.screening;
  const hash = await screeningHash(ctx.db);
  const identity = claimIdentity(ctx.settlement, claim.formType, claim.payload);
  const sessionId = claim.sessionId ?? '';
  const culture = claim.payload.userPreferredCulture;

  // Velocity: one statement counts the claim against every key it has.
  const identityKeys = identityKeysOfValues(identity, hash);
  const { velocity, bots } = settings;
  const address = addressKey(hash, claim.clientAddress);
  const shape = hash('answers', answersShape(ctx.settlement, claim.formType, claim.payload, identity));
  // A count of claims naming an email or phone from anywhere only flags (see senderCounters).
  const flagOnly = (limit: VelocityLimit): VelocityLimit => ({ ...limit, refuseAbove: null });
  const sender = senderCounters(hash, address, sessionId, identityKeys, velocity);
  const scopes: Counter[] = [
    sender.address,
    ...sender.session,
    ...identityKeys.map(({ key }) => ({ scope: 'identity' as const, key: `identity:${key}`, limit: flagOnly(velocity.identity) })),
    ...sender.identity,
    { scope: 'burst', key: `burst:${claim.formType}:${shape}`, limit: bots.burst },
  ];
  // Claims from this address with these answers: what tells a script's rotating sessions apart
  // from many different claimants behind one address.
  const addressAnswersKey = `address-answers:${address}:${claim.formType}:${shape}`;
  // The counters and the earlier claims sharing a key, in one statement: the lookup is wasted
  // only on a claim the counters refuse.
  const keys = identityKeysOf(identity, hash);
  const sessionIdHash = claim.sessionId ? sessionKey(claim.sessionId) : null;
  const heldVisits = heldSessionVisits(ctx.db, sessionIdHash);
  const { counts, matches, claimsPerKind, visits } = await screeningLookup(ctx.db, {
    bumps: [
      ...scopes.map((s) => ({ key: s.key, windowMinutes: s.limit.windowMinutes })),
      { key: addressAnswersKey, windowMinutes: velocity.address.windowMinutes },
    ],
    keys: keys.map((k) => k.key),
    blockKeys: keys.filter((k) => k.kind.startsWith('near:')).map((k) => k.key),
    sessionIdHash,
  });
  const flags: RaisedFlag[] = [];
  let refusedUntil: Date | null = null;
  const raised = new Set<string>();
  for (const { scope, key, limit } of scopes) {
    const counted = counts.get(key);
    if (!counted) continue;
    if (limit.refuseAbove !== null && counted.count > limit.refuseAbove) {
      if (!refusedUntil || counted.resetAt > refusedUntil) refusedUntil = counted.resetAt;
    } else if (limit.flagAbove !== null && counted.count > limit.flagAbove && !raised.has(scope)) {
      // Many claims from one address are flagged only when this one repeats something already
      // seen: many different claimants behind a library's or a carrier's address are not, on
      // their own, a sign of anything.
      const repeats = scope === 'address' ? repeated(scopes, counts, addressAnswersKey) : [];
      if (scope === 'address' && repeats.length === 0) continue;
      raised.add(scope);
      flags.push(velocityFlag(scope, counted.count, limit, repeats));
    }
  }
  if (refusedUntil) {
    if (claim.idempotencyKey && (await claimStoredUnderKey(ctx.db, claim.idempotencyKey))) return { kind: 'passed', record: null };
    return { kind: 'refused', refusal: tooManyClaims(culture, refusedUntil) };
  }

  // Duplicates: exact keys and the blocks near duplicates are looked for in.
  const found = openMatches(ctx.vault, claim.amends ? matches.filter((m) => m.claimId !== claim.amends) : matches);
  // The claim's answers apart from who filed them, as a key (hashed): stored with every claim, it
  // finds a burst's first claims (below) and corroborates a near duplicate whose name alone is
  // weak evidence (duplicateFlags).
  const answersKey = { kind: 'answers', key: hash('answers-key', `${claim.formType}:${shape}`) };
  const duplicates = await duplicateFlags(found, identity, settings, claimsPerKind.get('near:last') ?? 0, (ids) =>
    claimsUnderKey(ctx.db, answersKey.key, ids),
  );
  flags.push(...duplicates.flags);
  // Two claims with one email, phone or payout account screened at the same moment do not see
  // each other among stored claims; the identity counters, bumped atomically, do. Counted claims
  // that are stored and were judged above (a household's shared landline) are not flagged again.
  // An amendment is counted with the claim it amends, which shares its identity: not a sign here.
  for (const { kind, key } of claim.amends ? [] : identityKeys) {
    const [name, what] = exactFlags[kind];
    const counted = counts.get(`identity:${key}`)?.count ?? 0;
    const unseen = counted - 1 - (duplicates.stored.get(kind) ?? 0);
    if (unseen < 1 || flags.some((f) => f.name === name)) continue;
    flags.push({
      name,
      reason: `${plural(unseen, 'other claim')} with ${what} in the last ${plural(velocity.identity.windowMinutes, 'minute')}, not stored when this one was screened (sent at the same moment, or refused).`,
      matches: [],
    });
  }
  if (duplicates.refuse) {
    if (claim.idempotencyKey && (await claimStoredUnderKey(ctx.db, claim.idempotencyKey))) return { kind: 'passed', record: null };
    return { kind: 'refused', refusal: { reason: 'duplicate', culture } };
  }

  // An address at a disposable-mail domain: weak alone (some people keep their inbox to
  // themselves this way), so it only adds its weight for the reviewer to read.
  const disposable = identity.emails.map(disposableDomainOf).filter((domain) => domain !== null);
  if (disposable.length > 0)
    flags.push({
      name: 'disposableEmail',
      reason: `The email address is at a disposable-mail domain (${[...new Set(disposable)].join(', ')}).`,
      matches: [],
    });

  // Bot signals.
  const trap = sentBy.honeypot;
  if (trap && trap.trim() !== '')
    flags.push({ name: 'honeypot', reason: 'The hidden honeypot field, which no person sees, was filled in.', matches: [] });
  if (bots.minSecondsToSubmit > 0) {
    const first = sessionId ? sentBy.firstVisitAt : null;
    if (first === null)
      flags.push({
        name: 'tooFast',
        reason: 'The session never loaded the site before sending the claim (no first-visit stamp).',
        matches: [],
      });
    else {
      const seconds = Math.floor((Date.now() - first) / 1000);
      if (seconds < bots.minSecondsToSubmit)
        flags.push({
          name: 'tooFast',
          reason: `Sent ${plural(seconds, 'second')} after the session first loaded the site (flagged under ${bots.minSecondsToSubmit}).`,
          matches: [],
        });
    }
  }

  // What the session fetched before it sent the claim, and what sent it (session-signals.ts).
  flags.push(...sessionSignalFlags(ctx, claim, sentBy, { stored: visits, held: heldVisits }));

  // A burst's first claims were stored before the limit was passed, each then unflagged: the
  // claims that pass it flag them too. They are found by the key of their answers (answersKey),
  // which every claim is stored with; the lookup of duplicates does not fetch it (a burst's
  // claims would crowd its matches), only asks it about a few near duplicates.
  const burstCount = counts.get(`burst:${claim.formType}:${shape}`)?.count ?? 0;
  const { burst } = bots;
  if (burst.flagAbove !== null && burstCount > burst.flagAbove && burstCount <= burst.flagAbove + BURST_LOOKBACK_CLAIMS) {
    const sealOf = (claimId: string, score: number, flags: unknown) => screeningSeal(ctx.settings.auditKey, claimId, score, flags);
    await flagEarlierClaims(
      ctx.db,
      answersKey.key,
      burst.windowMinutes,
      {
        name: 'answerBurst',
        reason: `One of the first claims with the same answers apart from name and contact details within ${plural(burst.windowMinutes, 'minute')}, stored before their number passed the limit (flagged above ${burst.flagAbove}); flagged when later claims passed it.`,
        matches: [],
        weight: settings.flags.answerBurst.weight,
      },
      sealOf,
    );
  }

  const weighed: Flag[] = flags.map(({ share, ...flag }) => ({
    ...flag,
    weight: Math.round(settings.flags[flag.name].weight * (share ?? 1)),
  }));
  const score = scoreOf(weighed);
  // A stored claim's key (an amendment's); one whose data was destroyed keeps no name or address.
  const dataKey = claim.dataKey ?? ((await dataDestroyed(ctx.db, claim.claimId)) ? null : await ctx.vault.keyFor(ctx.db, claim.claimId));
  const sealed = (kind: 'name' | 'address', text: string) => (dataKey ? sealScreeningText(dataKey, claim.claimId, kind, text) : '');
  return {
    kind: 'passed',
    record: {
      score,
      flags: weighed,
      seal: screeningSeal(ctx.settings.auditKey, claim.claimId, score, weighed),
      nameKey: sealed('name', identity.name),
      addressKey: sealed('address', identity.address),
      keys: [...keys, answersKey, ...(identity.name ? [{ kind: nameIndexKind, key: hash(nameIndexKind, identity.name) }] : [])],
    },
  };
}

/** An earlier claim the lookup found, its name opened in memory; its address is opened when
 *  asked (for a claim whose name matched, or that shares an email or phone): most candidates of
 *  a block are other people, whose names already tell them apart. */
interface OpenedMatch {
  kind: string;
  claimId: string;
  referenceCode: string;
  name: string;
  address: () => string;
}

/** The matches opened under their claims' data keys (each unwrapped once, from the row the lookup
 *  joined, and kept in the vault's cache a while). A claim whose data was destroyed has no name or
 *  address left to compare. */
function openMatches(vault: Vault, matches: readonly KeyMatch[]): OpenedMatch[] {
  const opened = new Map<string, Pick<OpenedMatch, 'name' | 'address'>>();
  return matches.map((m) => {
    let texts = opened.get(m.claimId);
    if (!texts) {
      const key = vault.keyOfRow(m.claimId, m.dataKey);
      let address: string | null = null;
      texts = {
        name: openScreeningText(key, m.claimId, 'name', m.nameKey),
        address: () => (address ??= openScreeningText(key, m.claimId, 'address', m.addressKey)),
      };
      opened.set(m.claimId, texts);
    }
    return { kind: m.kind, claimId: m.claimId, referenceCode: m.referenceCode, ...texts };
  });
}

type Scope = 'address' | 'session' | 'identity' | 'burst';

/** One velocity counter: its scope, its key in the database, and its limit. */
interface Counter {
  scope: Scope;
  key: string;
  limit: VelocityLimit;
}

/** The keyed hash screening stores identities under. */
type KeyedHash = (kind: string, value: string) => string;

/** The keyed hash under the database's screening secret. */
export async function screeningHash(db: Database): Promise<KeyedHash> {
  const secret = await screeningSecret(db);
  return (kind, value) => createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url');
}

/** The keys of the email addresses, phone numbers and payout accounts a claim names. */
export function identityKeysOfValues(identity: ClaimIdentity, hash: KeyedHash): { kind: 'email' | 'phone' | 'payout'; key: string }[] {
  return [
    ...identity.emails.map((v) => ({ kind: 'email' as const, key: hash('email', v) })),
    ...identity.phones.map((v) => ({ kind: 'phone' as const, key: hash('phone', v) })),
    ...identity.payoutAccounts.map((v) => ({ kind: 'payout' as const, key: hash('payout', v) })),
  ];
}

/** The key of the client's address. An IPv6 client counts by its /64: it may take a new address
 *  from it for every claim. */
export function addressKey(hash: KeyedHash, clientAddress: string): string {
  return hash('address', limitNetwork(clientAddress));
}

/** The counters keyed on what the sender itself repeats: its address, its session, an identity
 *  it names again from its own address. Only these may refuse a claim: a count of claims naming
 *  an email or phone from anywhere only flags, or a stranger could send claims in a victim's
 *  name and lock her out, so the identity's refusing count is kept per address. */
export function senderCounters(
  hash: KeyedHash,
  address: string,
  sessionId: string,
  identityKeys: readonly { key: string }[],
  velocity: ScreeningSettings['velocity'],
): { address: Counter; session: Counter[]; identity: Counter[] } {
  return {
    address: { scope: 'address', key: `address:${address}`, limit: velocity.address },
    session: sessionId ? [{ scope: 'session', key: `session:${hash('session', sessionId)}`, limit: velocity.session }] : [],
    identity: identityKeys.map(({ key }) => ({
      scope: 'identity',
      key: `identity-sender:${address}:${key}`,
      limit: { ...velocity.identity, flagAbove: null },
    })),
  };
}

/** The refusal of a claim over a refusing limit until `refusedUntil`, counted from now. */
export function tooManyClaims(culture: string, refusedUntil: Date): ScreeningRefusal {
  return { reason: 'tooMany', culture, retryAfterSeconds: Math.max(1, Math.ceil((refusedUntil.getTime() - Date.now()) / 1000)) };
}

/** What a claim repeats of claims counted before it: its browser session, one of its identity
 *  values, or its answers from the same client address. Empty for a claimant new here. */
function repeated(
  scopes: readonly { scope: Scope; key: string }[],
  counts: ReadonlyMap<string, { count: number }>,
  addressAnswersKey: string,
): string[] {
  const again = (key: string) => (counts.get(key)?.count ?? 0) > 1;
  const found: string[] = [];
  if (scopes.some((s) => s.scope === 'session' && again(s.key))) found.push('its browser session filed before');
  if (scopes.some((s) => s.scope === 'identity' && again(s.key))) found.push('its email, phone or payout account was used before');
  if (again(addressAnswersKey)) found.push('another claim from this address has the same answers apart from name and contact details');
  return found;
}

function velocityFlag(scope: Scope, count: number, limit: VelocityLimit, repeats: readonly string[]): RaisedFlag {
  const window = plural(limit.windowMinutes, 'minute');
  const what = {
    address: ['velocityAddress', 'from this client address'],
    session: ['velocitySession', 'from this browser session'],
    identity: ['velocityIdentity', 'with the same email, phone or payout account'],
    burst: ['answerBurst', 'with the same answers apart from name and contact details'],
  } as const satisfies Record<string, readonly [FlagName, string]>;
  const [name, from] = what[scope];
  const why = repeats.length > 0 ? `; ${repeats.join('; ')}` : '';
  return { name, reason: `Claim ${count} ${from} within ${window} (flagged above ${limit.flagAbove})${why}.`, matches: [] };
}

/** The keys a claim is stored and looked up under: exact identity keys (hashed), and the blocks
 *  in which near duplicates are looked for (postal code with house number, last name with postal
 *  code, last name with first initial), hashed too. */
function identityKeysOf(identity: ClaimIdentity, hash: (kind: string, value: string) => string): { kind: string; key: string }[] {
  const keys: { kind: string; key: string }[] = [];
  const add = (kind: string, value: string) => {
    if (value) keys.push({ kind, key: hash(kind, value) });
  };
  if (identity.name && identity.address) add('person', `${identity.name}|${identity.address}`);
  for (const email of identity.emails) add('email', email);
  for (const phone of identity.phones) add('phone', phone);
  for (const account of identity.payoutAccounts) add('payout', account);
  if (identity.name && identity.address) {
    const house = identity.address.split(' ')[0] ?? '';
    if (identity.postal) add('near:house', `${identity.postal}|${house}`);
    if (identity.lastName && identity.postal) add('near:last', `${identity.lastName}|${identity.postal}`);
    if (identity.lastName) add('near:initial', `${identity.lastName}|${identity.name.charAt(0)}`);
    // The sound of the last name in the postal code: a transliteration ("Kuznetsov",
    // "Kouznetsov") filed where the house number was typed apart still meets its claim.
    const sound = soundKey(identity.lastName);
    if (sound && identity.postal) add('near:sound', `${sound}|${identity.postal}`);
    // A two-part family name is filed under each of its surnames too, as a claimant who gives
    // one of them is filed under it: "García López" and "García" meet in one block.
    const surnames = surnamesOf(identity.lastName);
    if (surnames.length === 2)
      for (const surname of surnames) {
        if (identity.postal) add('near:last', `${surname}|${identity.postal}`);
        add('near:initial', `${surname}|${identity.name.charAt(0)}`);
      }
  }
  return keys;
}

const exactFlags = {
  person: ['duplicatePerson', 'the same name and mailing address'],
  email: ['duplicateEmail', 'the same email address'],
  phone: ['duplicatePhone', 'the same phone number'],
  payout: ['sharedPayoutAccount', 'the same payout account'],
} as const satisfies Record<string, readonly [FlagName, string]>;

/** Earlier claims with the claimant's last name in the postal code up to which a near duplicate
 *  weighs its full weight. */
const RARE_NAME_CLAIMS = 5;
/** The least share of its weight a near duplicate of a very common name keeps. */
const COMMON_NAME_SHARE = 0.25;
/** The share of its weight a near duplicate keeps when the names only sound alike. */
const SOUND_ALIKE_SHARE = 0.75;

/** The share of the near-duplicate flag's weight a match of this name earns where `claims`
 *  earlier claims in the postal code carry the claimant's last name: all of it up to
 *  RARE_NAME_CLAIMS, then √(RARE_NAME_CLAIMS / claims), at least COMMON_NAME_SHARE. Two "Nguyen"
 *  claims in a ZIP where sixty claimants are called Nguyen say less that they are one person than
 *  two "Lindqvist" claims where there is no other. The prior comes from the claims themselves:
 *  it needs no name list, and it grows with the settlement's own claimants. */
function namePrior(claims: number): number {
  if (claims <= RARE_NAME_CLAIMS) return 1;
  return Math.max(COMMON_NAME_SHARE, Math.sqrt(RARE_NAME_CLAIMS / claims));
}

/** True when two address keys may be one mailing address by their numbers: the same house number
 *  and the same unit, wherever both give one. A number one of them leaves out (a flat left off)
 *  says nothing; a different one says another door, however alike the rest reads ("120 Oak St"
 *  and "140 Oak St", "Apt 2" and "Apt 3"). */
function sameDoor(a: string, b: string): boolean {
  const [x, y] = [addressNumbers(a), addressNumbers(b)];
  if (x.house && y.house && x.house !== y.house) return false;
  return !(x.unit && y.unit && x.unit !== y.unit);
}

/** The duplicate flags of the matches found, whether the package refuses one of them, and how
 *  many stored claims share each exact key with it (flagged or not). `sharedLastName` is the
 *  number of stored claims with the claimant's last name in the postal code; `sameAnswers` tells
 *  which of some claims have the claim's answers apart from who filed them. */
async function duplicateFlags(
  found: readonly OpenedMatch[],
  identity: ClaimIdentity,
  settings: ScreeningSettings,
  sharedLastName: number,
  sameAnswers: (claimIds: string[]) => Promise<Set<string>>,
): Promise<{ flags: RaisedFlag[]; refuse: boolean; stored: Map<string, number> }> {
  const flags: RaisedFlag[] = [];
  let refuse = false;
  const samePerson = new Set<string>();
  const stored = new Map<string, number>();
  const edits = settings.duplicates.nameEdits;
  for (const kind of Object.keys(exactFlags) as (keyof typeof exactFlags)[]) {
    let sharing = found.filter((f) => f.kind === kind);
    stored.set(kind, new Set(sharing.map((f) => f.claimId)).size);
    // A household shares a landline or a mailbox: an email or phone number given before by
    // another person at the same mailing address is what a couple does, not a sign. The same
    // number from another address, or by a person of the same name, still is.
    if (kind === 'email' || kind === 'phone')
      sharing = sharing.filter(
        (f) =>
          !(
            identity.address &&
            f.address() &&
            sameDoor(identity.address, f.address()) &&
            similarity(identity.address, f.address()) >= settings.duplicates.addressSimilarity &&
            f.name &&
            nameMatch(identity, f.name, edits) === null
          ),
      );
    const codes = [...new Set(sharing.map((f) => f.referenceCode))];
    if (codes.length === 0) continue;
    if (kind === 'person') for (const f of sharing) samePerson.add(f.claimId);
    const [name, what] = exactFlags[kind];
    flags.push({ name, reason: `${plural(codes.length, 'earlier claim')} with ${what}.`, matches: codes.slice(0, MATCHES_SHOWN) });
    if (settings.flags[name].action === 'refuse') refuse = true;
  }
  const near = new Map<
    string,
    {
      code: string;
      name: number;
      address: number;
      firstNameOnly: boolean;
      surnameLeftOut: boolean;
      nickname: boolean;
      soundAlike: boolean;
    }
  >();
  // A claim found under several blocks is compared once.
  const compared = new Set<string>();
  for (const f of found) {
    if (!f.kind.startsWith('near:') || samePerson.has(f.claimId) || compared.has(f.claimId)) continue;
    compared.add(f.claimId);
    // Two keys must agree: the name part by part (see nameMatch: a household shares a last
    // name and an address, so a whole-name similarity would take two of its members for one;
    // a generational suffix tells a father from his son), and the mailing address by trigram
    // similarity (abbreviations, a flat number left out) with its house and unit numbers.
    const name = nameMatch(identity, f.name, edits);
    if (!name || !sameDoor(identity.address, f.address())) continue;
    const address = similarity(identity.address, f.address());
    if (address >= settings.duplicates.addressSimilarity)
      near.set(f.claimId, {
        code: f.referenceCode,
        name: name.edits,
        address,
        firstNameOnly: name.firstNameOnly,
        surnameLeftOut: name.surnameLeftOut === true,
        nickname: name.nickname === true,
        soundAlike: name.soundAlike === true,
      });
  }
  // First names a letter or two apart under one last name at one address are twins or siblings
  // as often as a typo ("Mark" and "Mary", "Jon" and "Jan"): weak evidence alone. Such a match
  // stands only when the claim also tells the earlier one's story (the same answers apart from
  // who filed them), as a person filing again does; one look-up, for these few claims only.
  const weak = [...near].filter(([, m]) => m.firstNameOnly).map(([id]) => id);
  if (weak.length > 0) {
    const told = await sameAnswers(weak);
    for (const id of weak) if (!told.has(id)) near.delete(id);
  }
  if (near.size > 0) {
    const best = [...near.values()].sort((a, b) => a.name - b.name || b.address - a.address);
    const top = best[0]!;
    // Names that only sound alike are less than names written alike: the flag weighs
    // SOUND_ALIKE_SHARE of what it would.
    const share = namePrior(sharedLastName) * (top.soundAlike ? SOUND_ALIKE_SHARE : 1);
    const prior =
      share < 1
        ? ` The last name is on ${plural(sharedLastName, 'earlier claim')} in this postal code, so the match weighs ${share.toFixed(2)} of the flag's weight.`
        : ` The last name is on ${plural(sharedLastName, 'earlier claim')} in this postal code: the match weighs the flag's full weight.`;
    const leftOut =
      (top.surnameLeftOut ? " One name gives one surname of the other's two-part family name." : '') +
      (top.nickname ? ' The first names are a name and its nickname.' : '') +
      (top.soundAlike
        ? ` The names sound alike (two transliterations of one name), so the match weighs ${SOUND_ALIKE_SHARE} of what it would.`
        : '');
    const corroborated = top.firstNameOnly
      ? ' Only the first names differ: the claim also has the same answers apart from who filed it.'
      : '';
    flags.push({
      name: 'nearDuplicate',
      reason: `${plural(near.size, 'earlier claim')} with a similar name and address (closest: names ${plural(top.name, 'edit')} apart, addresses ${top.address.toFixed(2)} similar, the same house and unit numbers where both give one).${leftOut}${corroborated}${prior}`,
      matches: best.slice(0, MATCHES_SHOWN).map((b) => b.code),
      share,
    });
  }
  return { flags, refuse, stored };
}
