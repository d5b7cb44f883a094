import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countClaims } from '@server/db/claims';
import { issueCode } from '@server/paypal/stand-in';
import { screeningHash } from '@server/screening/screen';
import { engines, type TestServer } from '../support/server';
import { claimant, claimBy, evidenceOf, file, flagsOf, referenceOf, screeningServer, visitor } from './support';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.each(engines)('duplicate claims on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // Every claim here tells the same story from one address: the burst and address signals are
    // out of the way.
    server = await screeningServer(engine, {
      velocity: { address: { flagAbove: 1000 } },
      bots: { minSecondsToSubmit: 0, burst: { flagAbove: 1000 } },
    });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  const filed = async (n: number, overrides = {}, answers = {}) =>
    referenceOf(await file(await visitor(server), claimBy(claimant(n, overrides), answers)));

  it('flags an exact duplicate with the claim it repeats, whatever the case and punctuation', async () => {
    const first = await filed(1);
    const again = await filed(1, {
      firstName: claimant(1).firstName.toUpperCase(),
      street: claimant(1).street.replace('Street', 'St.'),
      email: claimant(1).email.toUpperCase(),
    });
    const evidence = await evidenceOf(server, again);
    expect(evidence.flags.map((f) => f.name).sort()).toEqual(['duplicateEmail', 'duplicatePerson', 'duplicatePhone']);
    for (const flag of evidence.flags) {
      expect(flag.matches).toEqual([first]);
      expect(flag.matchUrls).toEqual([`/api/admin/claims/${first}`]);
      expect(flag.reason).toMatch(/^1 earlier claim with the same/);
    }
    expect(evidence.score).toBe(100);
    expect(await flagsOf(server, first)).toEqual([]);
  });

  it('flags a near duplicate: a typo in the name, abbreviations in the address, other contact details', async () => {
    const original = await filed(2, {
      firstName: 'Margarethe',
      lastName: 'Lindqvist',
      street: '418 North Willow Avenue',
      street2: 'Apartment 12',
    });
    const near = await filed(3, {
      firstName: 'Margarete',
      lastName: 'Lindquist',
      street: '418 N Willow Ave',
      street2: 'Apt 12',
      zip: claimant(2).zip,
    });
    const evidence = await evidenceOf(server, near);
    expect(evidence.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(evidence.flags[0]!.matches).toEqual([original]);
    expect(evidence.flags[0]!.reason).toMatch(/similar name and address/);
  });

  it('leaves alone a household: another person at the same address', async () => {
    await filed(4, { firstName: 'Oluwaseun', lastName: 'Adeyemi', street: '77 Cedar Lane' });
    const spouse = await filed(5, { firstName: 'Kemi', lastName: 'Adeyemi', street: '77 Cedar Lane', zip: claimant(4).zip });
    expect(await flagsOf(server, spouse)).toEqual([]);
  });

  it('leaves alone a father and his son of one name at one address (Jr.)', async () => {
    const home = { firstName: 'Marcus', street: '45 Orchard Lane', zip: claimant(38).zip };
    await filed(38, { lastName: 'Bell', ...home });
    const son = await filed(39, { lastName: 'Bell Jr.', ...home });
    expect(await flagsOf(server, son)).toEqual([]);
  });

  it('leaves alone household members whose first names merely look alike (Lucas and Lucia)', async () => {
    const home = { lastName: 'Fifita', street: '3222 Sunset Road', zip: claimant(30).zip };
    await filed(30, { firstName: 'Lucas', ...home });
    const sister = await filed(31, { firstName: 'Lucia', ...home });
    expect(await flagsOf(server, sister)).toEqual([]);
  });

  it('flags a typo in a short name at the same address (Li written Lii)', async () => {
    const home = { lastName: 'Wang', street: '5400 Elm Court', zip: claimant(32).zip };
    const original = await filed(32, { firstName: 'Li', ...home });
    const again = await filed(33, { firstName: 'Lii', ...home, street: '5400 ELM CT.' });
    const evidence = await evidenceOf(server, again);
    expect(evidence.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(evidence.flags[0]!.matches).toEqual([original]);
  });

  it('flags the same person filing again with a title and an initial added (Mrs. Ana J. Ruiz)', async () => {
    const home = { street: '910 Juniper Drive', zip: claimant(34).zip };
    const original = await filed(34, { firstName: 'Ana', lastName: 'Ruiz', ...home });
    const again = await filed(35, { firstName: 'Mrs. Ana J.', lastName: 'Ruiz', ...home });
    const evidence = await evidenceOf(server, again);
    expect(evidence.flags.map((f) => f.name)).toEqual(['duplicatePerson']);
    expect(evidence.flags[0]!.matches).toEqual([original]);
  });

  it('flags the same person filing again with first and last name swapped', async () => {
    const home = { street: '61 Quarry Road', zip: claimant(36).zip };
    const original = await filed(36, { firstName: 'Tomasz', lastName: 'Nowak', ...home });
    const swapped = await filed(37, { firstName: 'Nowak', lastName: 'Tomasz', ...home });
    const evidence = await evidenceOf(server, swapped);
    expect(evidence.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(evidence.flags[0]!.matches).toEqual([original]);
  });

  it('leaves alone a father "Sr." and his son "Jr." of one name at one address, and flags "Jr." filed again as "Junior"', async () => {
    const home = { firstName: 'Earl', street: '909 Birch Hollow Road', zip: claimant(40).zip };
    await filed(40, { lastName: 'Whitaker Sr.', ...home });
    const son = await filed(41, { lastName: 'Whitaker Jr.', ...home });
    expect(await flagsOf(server, son)).toEqual([]);
    const again = await filed(42, { lastName: 'Whitaker Junior', ...home });
    const evidence = await evidenceOf(server, again);
    expect(evidence.flags.map((f) => f.name)).toEqual(['duplicatePerson']);
    expect(evidence.flags[0]!.matches).toEqual([son]);
  });

  it('takes another unit or another house number on one street for another address', async () => {
    const near = { firstName: 'Minh', lastName: 'Tran', street: '8800 Bellaire Boulevard', zip: claimant(43).zip };
    await filed(43, { ...near, street2: 'Apartment 2' });
    const upstairs = await filed(44, { ...near, street2: 'Apt 3' });
    expect(await flagsOf(server, upstairs)).toEqual([]);
    const downTheStreet = await filed(45, { ...near, street: '8820 Bellaire Boulevard', street2: 'Apt 2' });
    expect(await flagsOf(server, downTheStreet)).toEqual([]);
    // A unit left out says nothing: the same person at the same door.
    const again = await filed(46, { ...near, firstName: 'Mihn' });
    expect(await flagsOf(server, again)).toEqual(['nearDuplicate']);
  });

  it('leaves alone twins at one address whose first names are a letter apart, each with a story of their own', async () => {
    const home = { lastName: 'Brennan', street: '71 Cedar Court', zip: claimant(47).zip };
    await filed(47, { firstName: 'Mark', ...home }, { problemDescription: 'Water leaked under the door.' });
    const twin = await filed(48, { firstName: 'Mary', ...home }, { problemDescription: 'The panel went dark after a storm.' });
    expect(await flagsOf(server, twin)).toEqual([]);
    // The same first name a letter off telling the same story is the person filing again.
    const again = await filed(49, { firstName: 'Marl', ...home }, { problemDescription: 'Water leaked under the door.' });
    const evidence = await evidenceOf(server, again);
    expect(evidence.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(evidence.flags[0]!.reason).toMatch(/Only the first names differ: the claim also has the same answers/);
  });

  it('leaves alone a couple sharing a landline or an email at one address, not a stranger using them', async () => {
    const home = { street: '12 Pine Street', zip: claimant(50).zip };
    await filed(50, { firstName: 'Grace', lastName: 'Okoro', ...home });
    const landline = await filed(51, { firstName: 'Samuel', lastName: 'Okoro', ...home, phone: claimant(50).phone });
    const mailbox = await filed(52, { firstName: 'Helen', lastName: 'Ward', ...home, email: claimant(50).email });
    expect(await flagsOf(server, landline)).toEqual([]);
    expect(await flagsOf(server, mailbox)).toEqual([]);
    const elsewhere = await filed(53, { phone: claimant(50).phone });
    expect(await flagsOf(server, elsewhere)).toEqual(['duplicatePhone']);
  });

  it('weighs a near duplicate of a name common in its postal code less, and says so; a verbatim refiling is still flagged', async () => {
    const zip = claimant(54).zip;
    const firsts = ['Anh', 'Linh', 'Tuan', 'Hung', 'Lan', 'Mai', 'Bao', 'Quang'];
    for (const [i, firstName] of firsts.entries())
      await filed(55 + i, { firstName, lastName: 'Nguyen', street: `${5000 + i * 20} Beechnut Street`, zip });
    const home = { lastName: 'Nguyen', street: '7711 Beechnut Street', zip };
    const original = await filed(54, { firstName: 'Thanh', ...home });
    const near = await evidenceOf(server, await filed(63, { firstName: 'Thahn', ...home }));
    expect(near.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    // Nine earlier claims with the last name in the ZIP: √(5/9) of the weight of 40.
    expect(near.flags[0]!.weight).toBe(30);
    expect(near.flags[0]!.reason).toMatch(/The last name is on 9 earlier claims in this postal code, so the match weighs 0\.75/);
    const verbatim = await evidenceOf(server, await filed(54, { firstName: 'Thanh', ...home }));
    // (and a near duplicate of the claim before, a letter off)
    expect(verbatim.flags.map((f) => f.name).sort()).toEqual(['duplicateEmail', 'duplicatePerson', 'duplicatePhone', 'nearDuplicate']);
    expect(verbatim.flags.find((f) => f.name === 'duplicatePerson')!.matches).toEqual([original]);
    // A rare name keeps the flag's full weight.
    const rare = { lastName: 'Vukovich', street: '7711 Beechnut Street', zip };
    await filed(64, { firstName: 'Dragana', ...rare });
    const rareNear = await evidenceOf(server, await filed(65, { firstName: 'Dragna', ...rare }));
    expect(rareNear.flags.map((f) => [f.name, f.weight])).toEqual([['nearDuplicate', 40]]);
    expect(rareNear.flags[0]!.reason).toMatch(/the match weighs the flag's full weight/);
  });

  it('finds an exact duplicate of a claim older than the 400 newest of a crowded block', async () => {
    const who = claimant(90);
    const original = await filed(90);
    // 420 later claims of other people in the same block (the same ZIP and house number), stored
    // in one statement under the block's key as screening keys it: the newest 400 candidates of
    // the block are all theirs.
    const hash = await screeningHash(server.context.db);
    await server.context.db.query(
      `WITH made AS (
         INSERT INTO claims (id, reference_code, form_type, culture, payload, request_hash)
         SELECT gen_random_uuid(), 'CROWD-' || i, 'Standard', 'en-US', '{}'::jsonb, 'crowd' FROM generate_series(1, $1::int) AS i
         RETURNING id
       ), screened AS (
         INSERT INTO claim_screening (claim_id, score, flags, name_key, address_key)
         SELECT id, 0, '[]'::jsonb, 'a neighbour', $3 FROM made
         RETURNING claim_id
       )
       INSERT INTO screening_keys (claim_id, kind, key) SELECT claim_id, 'near:house', $2 FROM screened`,
      [420, hash('near:house', `${who.zip}|${who.street.split(' ')[0]}`), `${who.street.split(' ')[0]} another st`],
    );
    const again = await evidenceOf(server, await filed(90));
    expect(again.flags.map((f) => f.name).sort()).toEqual(['duplicateEmail', 'duplicatePerson', 'duplicatePhone']);
    for (const flag of again.flags) expect(flag.matches).toEqual([original]);
  });

  it('flags a two-part family name filed again with one of its surnames, not a mother sharing one', async () => {
    const home = { firstName: 'Lucía', street: '2210 Mission Road', zip: claimant(92).zip };
    const original = await filed(92, { lastName: 'García López', ...home });
    // Her mother shares one of the two surnames: another person.
    const mother = await filed(95, { lastName: 'López Pérez', ...home });
    expect(await flagsOf(server, mother)).toEqual([]);
    const shortened = await evidenceOf(server, await filed(93, { lastName: 'García', ...home }));
    expect(shortened.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(shortened.flags[0]!.matches).toEqual([original]);
    expect(shortened.flags[0]!.reason).toMatch(/One name gives one surname of the other's two-part family name/);
    // The second surname, with a ZIP code mistyped: found in the blocks of its surname alone.
    const second = await evidenceOf(server, await filed(94, { lastName: 'López', ...home, zip: '95267' }));
    expect(second.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    // (and the mother's claim: "López" alone may be either woman's)
    expect(second.flags[0]!.matches).toContain(original);
  });

  it('flags a rural route box written another way as the same address, not a relative at another box', async () => {
    const route = { lastName: 'Kowalczyk', city: 'Ord', state: 'NE', zip: '68862' };
    const original = await filed(96, { firstName: 'Irena', street: 'RR 3 Box 112', ...route });
    const again = await evidenceOf(server, await filed(97, { firstName: 'Irena', street: 'Rural Route 3, Box 112', ...route }));
    expect(again.flags.map((f) => f.name)).toEqual(['duplicatePerson']);
    expect(again.flags[0]!.matches).toEqual([original]);
    const box = await evidenceOf(server, await filed(98, { firstName: 'Irena', street: 'R.R. 3', street2: 'Box 112', ...route }));
    expect(box.flags.map((f) => f.name)).toEqual(['duplicatePerson']);
    // Her cousin of one name a letter apart, at another box of the route, telling the same story.
    expect(await flagsOf(server, await filed(99, { firstName: 'Irina', street: 'RR 3 Box 140', ...route }))).toEqual([]);
  });

  it('flags a claimant filing again under a nickname with the same story, not one telling another', async () => {
    const home = { lastName: 'Haddad', street: '88 Juniper Lane', zip: claimant(100).zip };
    const story = { problemDescription: 'Water leaked under the door.' };
    const original = await filed(100, { firstName: 'Margaret', ...home }, story);
    const again = await evidenceOf(server, await filed(101, { firstName: 'Peggy', ...home }, story));
    expect(again.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(again.flags[0]!.matches).toEqual([original]);
    expect(again.flags[0]!.reason).toMatch(/The first names are a name and its nickname\. Only the first names differ/);
    const other = await filed(102, { firstName: 'Maggie', ...home }, { problemDescription: 'The panel went dark after a storm.' });
    expect(await flagsOf(server, other)).toEqual([]);
  });

  it('flags a name filed again in another transliteration, weighed less, not siblings whose names sound alike', async () => {
    const home = { street: '17 Orchard Row', zip: claimant(110).zip };
    const story = { problemDescription: 'The controls stopped responding.' };
    const original = await filed(110, { firstName: 'Youssef', lastName: 'Kuznetsov', ...home }, story);
    const again = await evidenceOf(server, await filed(111, { firstName: 'Yusuf', lastName: 'Kouznetsov', ...home }, story));
    expect(again.flags.map((f) => f.name)).toEqual(['nearDuplicate']);
    expect(again.flags[0]!.matches).toEqual([original]);
    expect(again.flags[0]!.reason).toMatch(/The names sound alike \(two transliterations of one name\), so the match weighs 0\.75/);
    expect(again.flags[0]!.weight).toBe(30);
    // Another transliteration of the family name alone, the first name as written before: the
    // same person, whatever her story.
    const lastOnly = await filed(112, { firstName: 'Youssef', lastName: 'Kusnetsov', ...home }, { problemDescription: 'It leaked.' });
    expect(await flagsOf(server, lastOnly)).toEqual(['nearDuplicate']);
    // Brothers Hassan and Hussein sound alike to the phonetic code; with stories of their own they
    // are two people.
    const brothers = { lastName: 'Rahman', street: '230 Quarry Road', zip: claimant(113).zip };
    await filed(113, { firstName: 'Hassan', ...brothers }, { problemDescription: 'Water leaked under the door.' });
    const brother = await filed(114, { firstName: 'Hussein', ...brothers }, { problemDescription: 'The panel went dark after a storm.' });
    expect(await flagsOf(server, brother)).toEqual([]);
  });

  it('flags an email at a disposable-mail domain, a subdomain of one too, and stores the claim', async () => {
    const evidence = await evidenceOf(server, await filed(115, { email: 'someone.else@mailinator.com' }));
    expect(evidence.flags).toEqual([
      expect.objectContaining({
        name: 'disposableEmail',
        reason: 'The email address is at a disposable-mail domain (mailinator.com).',
        weight: 20,
      }),
    ]);
    expect(await flagsOf(server, await filed(116, { email: 'a.b@inbox.mailinator.com' }))).toEqual(['disposableEmail']);
    expect(await flagsOf(server, await filed(117, { email: 'claimant.117@gmail.com' }))).toEqual([]);
  });

  it('flags one payout account behind several claimants (the PayPal email counts as one)', async () => {
    const paidTo = (n: number, account: string) =>
      claimBy(claimant(n), {
        paymentMethod: 'PayPal',
        payPalEmailAddress: account,
        confirmPayPalEmailAddress: account,
        payPalAuthCode: issueCode(server.context.csrfSecret, account.toLowerCase(), 10),
        checkPayeeName: null,
      });
    const first = await referenceOf(await file(await visitor(server), paidTo(6, 'collect.here@example.net')));
    const second = await referenceOf(await file(await visitor(server), paidTo(7, 'Collect.Here+7@example.net')));
    const third = await referenceOf(await file(await visitor(server), paidTo(8, 'collect.here@example.net')));
    expect(await flagsOf(server, first)).toEqual([]);
    const evidence = await evidenceOf(server, third);
    expect(evidence.flags.map((f) => f.name)).toEqual(['sharedPayoutAccount']);
    expect([...evidence.flags[0]!.matches].sort()).toEqual([first, second].sort());
  });

  it('flags one bank account behind several claimants paid by direct deposit, and refuses a mistyped routing number', async () => {
    const deposit = (n: number, routing: string, account: string) =>
      claimBy(claimant(n), {
        paymentMethod: 'DirectDeposit',
        checkPayeeName: null,
        bankRoutingNumber: routing,
        bankAccountNumber: account,
        confirmBankAccountNumber: account,
        bankAccountType: 'Checking',
      });
    // One digit off the check digit: the server's own rules refuse it, as the form does.
    const mistyped = await file(await visitor(server), deposit(9, '021000012', '123456789'));
    expect(mistyped.status).toBe(400);
    const first = await referenceOf(await file(await visitor(server), deposit(10, '021000021', '000123456789')));
    const second = await referenceOf(await file(await visitor(server), deposit(11, '021-000-021', '000123456789')));
    expect(await flagsOf(server, first)).toEqual([]);
    const evidence = await evidenceOf(server, second);
    expect(evidence.flags.map((f) => f.name)).toEqual(['sharedPayoutAccount']);
    expect(evidence.flags[0]!.matches).toEqual([first]);
  });
  it('flags one account named by Venmo, Zelle and a prepaid card behind several claimants', async () => {
    const paidBy = (n: number, election: Record<string, string>) => claimBy(claimant(n), { checkPayeeName: null, ...election });
    const venmo = await referenceOf(
      await file(await visitor(server), paidBy(12, { paymentMethod: 'Venmo', venmoHandle: 'ring.account@example.net' })),
    );
    const zelle = await referenceOf(
      await file(await visitor(server), paidBy(13, { paymentMethod: 'Zelle', zelleRecipient: 'ring.account@example.net' })),
    );
    const card = await referenceOf(
      await file(await visitor(server), paidBy(14, { paymentMethod: 'PrepaidCard', prepaidCardEmail: 'ring.account@example.net' })),
    );
    expect(await flagsOf(server, venmo)).toEqual([]);
    const evidence = await evidenceOf(server, card);
    expect(evidence.flags.map((f) => f.name)).toEqual(['sharedPayoutAccount']);
    expect([...evidence.flags[0]!.matches].sort()).toEqual([venmo, zelle].sort());
  });
});

describe('duplicates a package refuses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await screeningServer('pglite', { flags: { duplicatePerson: { action: 'refuse' } }, bots: { minSecondsToSubmit: 0 } });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it('refuse an exact duplicate with 409 and a clear message, store nothing of it, and still answer a retry of the first', async () => {
    const browser = await visitor(server);
    const claim = claimBy(claimant(20));
    const first = await referenceOf(await file(browser, claim, { key: 'dup-key-0001' }));
    const before = await countClaims(server.context.db);
    const again = await file(await visitor(server), claimBy(claimant(20, { email: 'other.address@example.org', phone: '(530) 555-0199' })));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      nonMatchingPaymentElection: false,
      error:
        'A claim with these details has already been filed, so this one was not accepted. If you believe this is a mistake, contact the settlement administrator.',
      referenceCodeForm: null,
    });
    expect(await countClaims(server.context.db)).toBe(before);
    // The first claim's own retry (its answer was lost) gets its reference code, not a refusal.
    expect(await referenceOf(await file(browser, claim, { key: 'dup-key-0001' }))).toBe(first);
  });
});
