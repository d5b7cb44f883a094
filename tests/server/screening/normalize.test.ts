import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addressKey,
  addressNumbers,
  emailKey,
  foldText,
  foldUnicode,
  nameKey,
  nameParts,
  payoutKey,
  phoneKey,
  splitSuffix,
  streetKey,
} from '@server/screening/normalize';
import { disposableDomainOf } from '@server/screening/disposable-email';
import { soundAlike, soundKey } from '@server/screening/phonetic';
import { similarity } from '@server/screening/trigram';
import { freshPostgresDatabase } from '../support/server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('identity keys', () => {
  it('fold an address: case, punctuation and the standard abbreviations', () => {
    expect(streetKey('12 North Oak Street, Apartment #4')).toBe('12 n oak st apt 4');
    expect(streetKey('12 N. Oak St Apt 4')).toBe('12 n oak st apt 4');
    expect(streetKey('12 n oak st. #4')).toBe('12 n oak st apt 4');
    expect(streetKey('P.O. Box 77')).toBe(streetKey('Post Office Box 77'));
    expect(streetKey('500 Lakeshore Boulevard, Suite 210')).toBe(streetKey('500 LAKESHORE BLVD STE 210'));
    const parts = {
      street1: '1200 Harbor Way',
      street2: 'Unit 3',
      city: 'Sacramento',
      subdivision: 'CA',
      postalCode: '95814-2201',
      country: 'US',
    };
    expect(addressKey(parts)).toBe(addressKey({ ...parts, street1: '1200 harbor way.', city: 'SACRAMENTO', postalCode: '95814' }));
    expect(addressKey({ ...parts, street1: '', street2: '' })).toBe('');
  });

  it('fold a name across case, accents and punctuation, and leave out the middle initial', () => {
    expect(nameKey('José', "O'Brien-Núñez")).toBe(nameKey('JOSE', 'obrien nunez').replace('obrien', 'o brien'));
    expect(nameKey('Zoë', 'Müller')).toBe('zoe muller');
    expect(nameKey('美咲', '佐藤')).toBe('美咲 佐藤');
  });

  it('leave out of a name what people add one time and not the next: titles and initials', () => {
    expect(nameKey('Mrs. Dana R.', 'Whitfield')).toBe('dana whitfield');
    expect(nameKey('Dr Dana', 'Whitfield')).toBe('dana whitfield');
    expect(nameParts('Mary Ann', 'De la Cruz')).toEqual({ first: 'mary ann', last: 'de la cruz', suffix: '' });
    // A suffix stays: a father and his son at one address are two claimants.
    expect(nameKey('John', 'Smith Jr.')).not.toBe(nameKey('John', 'Smith'));
    // A word is left out only when another remains.
    expect(nameKey('Miss', 'Lane')).toBe('miss lane');
    expect(nameKey('J', 'Smith')).toBe('j smith');
  });

  it('keep a generational suffix apart from the last name, in its usual spellings', () => {
    expect(nameParts('John', 'Smith Jr.')).toEqual({ first: 'john', last: 'smith', suffix: 'jr' });
    expect(nameParts('John', 'Smith, Sr.')).toEqual({ first: 'john', last: 'smith', suffix: 'sr' });
    for (const [typed, suffix] of [
      ['Jr', 'jr'],
      ['Junior', 'jr'],
      ['Jnr', 'jr'],
      ['hijo', 'jr'],
      ['Sr', 'sr'],
      ['Senior', 'sr'],
      ['II', 'ii'],
      ['2nd', 'ii'],
      ['III', 'iii'],
      ['IV', 'iv'],
    ])
      expect(nameParts('Juan', `García ${typed}`)).toEqual({ first: 'juan', last: 'garcia', suffix });
    // Typed after the first name when the last name has none.
    expect(nameParts('John Jr.', 'Smith')).toEqual({ first: 'john', last: 'smith', suffix: 'jr' });
    // A name that is only the word keeps it, and a title "Sr." (Señor) before a first name is a title.
    expect(nameParts('Junior', 'Silva')).toEqual({ first: 'junior', last: 'silva', suffix: '' });
    expect(nameParts('Sr. Luis', 'Vega')).toEqual({ first: 'luis', last: 'vega', suffix: '' });
    expect(nameKey('John', 'Smith Junior')).toBe(nameKey('John', 'Smith Jr.'));
    expect(nameKey('John', 'Smith Sr.')).not.toBe(nameKey('John', 'Smith Jr.'));
    expect(splitSuffix(nameKey('John', 'Smith Jr.'))).toEqual({ name: 'john smith', suffix: 'jr' });
    expect(splitSuffix(nameKey('John', 'Smith'))).toEqual({ name: 'john smith', suffix: '' });
  });

  it('fold rural routes, post office boxes, directionals, suffixes and units as USPS Publication 28 writes them', () => {
    for (const route of [
      'RR 3 Box 12',
      'Rural Route 3, Box 12',
      'R.R. 3 Box 12',
      'Rural Rte 3 Box 12',
      'RFD 3 Box 12',
      'RR #3 Box 12',
      'Route 3 Box 12',
      'rr 3 bx 12',
    ])
      expect(streetKey(route)).toBe('rr 3 box 12');
    // A road called Route 9 is no rural route.
    expect(streetKey('12 Route 9')).toBe('12 route 9');
    expect(streetKey('HC 2 Box 40')).toBe(streetKey('Highway Contract Route 2, Box 40'));
    for (const box of ['P.O. Box 77', 'Post Office Box 77', 'PO BOX 77', 'POB 77', 'P O Box 77', 'Box 77', 'PO Box #77'])
      expect(streetKey(box)).toBe('po box 77');
    const rural = { city: 'Ord', subdivision: 'NE', postalCode: '68862', country: 'US' };
    // The route on one line and its box on the next: the route's box, not a post office box.
    expect(addressKey({ ...rural, street1: 'Rural Route 3', street2: 'Box 12' })).toBe(
      addressKey({ ...rural, street1: 'RR 3 Box 12', street2: '' }),
    );
    expect(streetKey('400 Northeast Market Street')).toBe('400 ne market st');
    expect(streetKey('400 N.E. Market St.')).toBe('400 ne market st');
    for (const [long, short] of [
      ['Street', 'St'],
      ['Avenue', 'Ave'],
      ['Road', 'Rd'],
      ['Boulevard', 'Blvd'],
      ['Drive', 'Dr'],
      ['Lane', 'Ln'],
      ['Court', 'Ct'],
      ['Place', 'Pl'],
      ['Highway', 'Hwy'],
    ])
      expect(streetKey(`9 Elm ${long}`)).toBe(streetKey(`9 ELM ${short}.`));
    expect(streetKey('9 Elm Avenu')).toBe('9 elm ave');
    expect(streetKey('9 Elm St Apartment 4')).toBe('9 elm st apt 4');
    expect(streetKey('9 Elm St Suite 4')).toBe('9 elm st ste 4');
    expect(streetKey('9 Elm St Unit #4')).toBe('9 elm st unit 4');
    expect(streetKey('9 Elm St # 4')).toBe('9 elm st apt 4');
  });

  it('read the house and unit numbers of an address key', () => {
    const key = (street1: string, street2 = '', subdivision = 'CA') =>
      addressKey({ street1, street2, city: 'Miami', subdivision, postalCode: '33101', country: 'US' });
    expect(addressNumbers(key('120 Oak Street', 'Apartment 2'))).toEqual({ house: '120', unit: '2' });
    expect(addressNumbers(key('120 Oak St #4B'))).toEqual({ house: '120', unit: '4b' });
    expect(addressNumbers(key('500 Lakeshore Blvd', 'Suite 210'))).toEqual({ house: '500', unit: '210' });
    expect(addressNumbers(key('P.O. Box 77'))).toEqual({ house: '77', unit: '' });
    // "FL" after the street is Florida, not a floor.
    expect(addressNumbers(key('9 Bay Road', '', 'FL'))).toEqual({ house: '9', unit: '' });
    expect(addressNumbers(key('Rural Route 3'))).toEqual({ house: '', unit: '' });
    // A rural route's box is its door: relatives on one route live at boxes apart.
    expect(addressNumbers(key('Rural Route 3, Box 12'))).toEqual({ house: '3-12', unit: '' });
    expect(addressNumbers(key('RR 3', 'Box 14'))).toEqual({ house: '3-14', unit: '' });
  });

  it('read invisible characters in a name as nothing, not as a space', () => {
    expect(nameKey('Da\u200bna', 'Whit\u00adfield')).toBe('dana whitfield');
    expect(nameKey('\u200fDana\u200e', 'Whitfield\u2060')).toBe('dana whitfield');
  });

  it('fold plain ASCII text exactly as the full Unicode folding does', () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
    fc.assert(
      fc.property(printable, (text) => foldText(text) === foldUnicode(text)),
      { numRuns: 2000 },
    );
    for (const text of ['  Dana  R. Whitfield ', "O'Brien-Smith", '#4 @ 12th St.', '___', ''])
      expect(foldText(text)).toBe(foldUnicode(text));
    // Anything else still goes the full way: accents, tabs and line breaks.
    expect(foldText('Zoë\tMüller\n')).toBe('zoe muller');
  });

  it('read email addresses by provider rules: Gmail dots and plus tags, plus tags elsewhere', () => {
    expect(emailKey('Pat.Lee+claims@Gmail.com')).toBe('patlee@gmail.com');
    expect(emailKey('patlee@googlemail.com')).toBe('patlee@gmail.com');
    expect(emailKey('pat.lee+x@outlook.com')).toBe('pat.lee@outlook.com');
    expect(emailKey('not an address')).toBe('');
  });

  it('read phone numbers as digits, without the US country code, and payout accounts compactly', () => {
    expect(phoneKey('(916) 555-0187')).toBe('9165550187');
    expect(phoneKey('+1 916 555 0187')).toBe('9165550187');
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    // International call prefixes: 00 and, from North America, 011.
    expect(phoneKey('00 1 916 555 0187')).toBe('9165550187');
    expect(phoneKey('011 44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('555')).toBe('');
    expect(payoutKey('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(payoutKey('Pay.Me+x@gmail.com')).toBe('payme@gmail.com');
  });
});

describe('sound-alike names', () => {
  it('hears two transliterations of one name as one, and files them under one key', () => {
    const spellings = [
      ['youssef', 'yusuf', 'yousef'],
      ['chaim', 'haim', 'khaim', 'hayim'],
      ['aleksandr', 'alexander', 'alexandr'],
      ['mohammed', 'muhammad', 'mohamed'],
      ['tatiana', 'tatyana'],
      ['yitzhak', 'yitzchak'],
      ['tchaikovsky', 'chaikovsky', 'tschaikowsky'],
      ['schwartz', 'shvarts'],
      ['cohen', 'kohen'],
      ['ivanov', 'ivanoff'],
    ];
    for (const group of spellings) {
      for (const other of group.slice(1))
        expect({ pair: [group[0], other], alike: soundAlike(group[0]!, other) }).toEqual({ pair: [group[0], other], alike: true });
      expect(new Set(group.map(soundKey)).size).toBe(1);
    }
  });

  it('keeps names apart that only share letters, and says nothing of short or non-Latin ones', () => {
    expect(soundAlike('mohammed', 'mahmoud')).toBe(false);
    expect(soundAlike('mark', 'mary')).toBe(false);
    expect(soundAlike('william', 'walter')).toBe(false);
    // The same spelling is no sound-alike: it is the same name.
    expect(soundAlike('yusuf', 'yusuf')).toBe(false);
    expect(soundAlike('li', 'lee')).toBe(false);
    expect(soundKey('юсуф')).toBe('');
  });
});

describe('disposable email domains', () => {
  it('finds a listed domain, and a subdomain of one, in a normalised address', () => {
    expect(disposableDomainOf('someone@mailinator.com')).toBe('mailinator.com');
    expect(disposableDomainOf('someone@inbox.mailinator.com')).toBe('mailinator.com');
    expect(disposableDomainOf('someone@yopmail.com')).toBe('yopmail.com');
    expect(disposableDomainOf('someone@gmail.com')).toBeNull();
    expect(disposableDomainOf('someone@example.org')).toBeNull();
  });
});

// Screening computes trigram similarity in trigram.ts (the addresses are sealed, so the database
// cannot): it must give the same numbers as PostgreSQL's pg_trgm, which it used before.
describe('trigram similarity', () => {
  let client: pg.Client;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshPostgresDatabase();
    drop = db.drop;
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  });
  afterAll(async () => {
    await client?.end();
    await drop?.();
  });

  it("equals PostgreSQL's pg_trgm on names and addresses", async () => {
    const pairs: [string, string][] = [
      ['jon smith', 'john smith'],
      ['maria garcia', 'jose garcia'],
      ['1200 harbor way sacramento ca 95814 us', '1200 harbour way sacramento ca 95814 us'],
      ['12 n oak st apt 4', '12 n oak st apt 4'],
      ['a', 'b'],
      ['', 'anything'],
      ['nguyen van an', 'nguyen van anh'],
      ['o brien', 'obrien'],
    ];
    for (const [a, b] of pairs) {
      const { rows } = await client.query<{ s: number }>('SELECT similarity($1, $2) AS s', [a, b]);
      expect({ a, b, similarity: similarity(a, b) }).toEqual({ a, b, similarity: expect.closeTo(Number(rows[0]!.s), 5) });
    }
  });
});
