// Benchmark of screening at submit: a seeded generator makes a population of genuine claimants
// (names of several cultures, addresses with households and neighbours sharing them) and plants
// fraud (exact duplicates, near duplicates with typos, swapped names, titles and abbreviations,
// one PayPal account behind many claimants, a burst of identical claims from one browser
// session), files every claim through the real HTTP API of a server on loopback (documents
// included, each claimant from an address of its own via X-Forwarded-For, households, a library
// and a carrier's NAT sharing one), and prints:
//   - recall on planted duplicates (target >= 0.95): planted claims flagged as duplicates or refused,
//     per class: exact, near (typos, swapped names, titles), a payout ring, and the variants of
//     issue #44 (a two-part family name filed with one surname, a rural route or PO box written
//     another way, a nickname for a first name, a name in another transliteration), and claimants
//     at disposable-mail domains (flagged disposableEmail);
//   - genuine claimants flagged (target <= 0.5%): their claims with any flag, and per class;
//   - ordinary claims left from the burst (target <= 10): stored with no flag;
//   - a bot flood from one address, each claim in a new session under a new name with one story
//     numbered apart in its free text: how many of its claims are flagged (the signals that tell
//     it from a library's patrons);
//   - claims in a claimant's name (her email) from strangers' addresses and sessions: whether her
//     own claim is still stored (flagged for review) rather than refused;
//   - the checks' cost per claim (screening's own time, database round trips included);
//   - the campaign job (server/screening/campaigns.ts), run once every claim is in: a slow ring
//     (a new identity and address per claim, spread over simulated days, a word of one story
//     swapped in each) and a patient bot (it waits past the first-visit threshold, rotates
//     addresses and swaps a word of a longer shared story), beside genuine claimants telling
//     long stories of their own: the clusters found, the recall on both rings before (real-time
//     flags) and after the job, the genuine claimants it flagged, and its cost per claim.
// BENCH_FRAUD_CLAIMANTS (default 3000) sets the genuine population, BENCH_FRAUD_BURST (default
// 1000) the burst, BENCH_FRAUD_SEED (default 27) the seed. The package runs with screening's
// defaults except the first-visit threshold, 2 seconds instead of 30 (the benchmark's claimants
// load the site, wait 2 seconds, then file at machine speed).
// Run alone with: node node_modules/tsx/dist/cli.mjs scripts/bench/bench-fraud.ts
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SubmissionPayload } from '../../src/contract/api';
import { startServer, type RunningServer } from '../../server/http/listen';
import { issueCode } from '../../server/paypal/stand-in';
import { runCampaignJob } from '../../server/screening/campaigns';
import { screeningCost } from '../../server/screening/screen';
import { sessionSignalsCost } from '../../server/screening/session-signals';
import { demoSettlementDir } from '../../server/settlement/load';
import { ringSwaps, swapWord } from '../../tests/support/ring-story';
import { sampleStandardClaim, withFields } from '../../tests/support/sample-claim';

const CLAIMANTS = Number(process.env.BENCH_FRAUD_CLAIMANTS ?? 3000);
const BURST = Number(process.env.BENCH_FRAUD_BURST ?? 1000);
const SEED = Number(process.env.BENCH_FRAUD_SEED ?? 27);
const CONCURRENCY = 8;
const FIRST_VISIT_SECONDS = 2;

/** mulberry32: a small seeded generator, so every run plants the same population. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// Names of several cultures, in the characters the demo package allows.
const firstNames = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'David',
  'Linda',
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Luis',
  'Sofía',
  'Nguyen',
  'Thi',
  'Minh',
  'Anh',
  'Wei',
  'Li',
  'Jing',
  'Hao',
  'Chinedu',
  'Ngozi',
  'Oluwaseun',
  'Adaeze',
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Mohammed',
  'Fatima',
  'Omar',
  'Aisha',
  'Katarzyna',
  'Piotr',
  'Agnieszka',
  'Tomasz',
  'Siobhan',
  'Declan',
  'Keanu',
  'Leilani',
  'Yuki',
  'Haruto',
  'Sione',
  'Mele',
  'Dmitri',
  'Olga',
  'Kwame',
  'Abena',
  'Lucía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Camila',
  'Diego',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Isabella',
  'Lucas',
  'Mia',
  'Mason',
  'Harper',
  'Ethan',
  'Evelyn',
  'Logan',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'García',
  'Rodríguez',
  'Martínez',
  'Hernández',
  'López',
  'Nguyen',
  'Tran',
  'Pham',
  'Wang',
  'Li',
  'Zhang',
  'Chen',
  'Okafor',
  'Adeyemi',
  'Eze',
  'Patel',
  'Sharma',
  'Singh',
  'Gupta',
  'Haddad',
  'Khalil',
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  "O'Brien",
  'Murphy',
  'Kahale',
  'Tanaka',
  'Sato',
  'Fifita',
  'Ivanova',
  'Mensah',
  'Boateng',
  'Castillo',
  'Morales',
  'Ortiz',
  'Reyes',
  'Jiménez',
  'Kim',
  'Park',
  'Lee',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Wright',
  'Scott',
  'Torres',
  'Flores',
  'Rivera',
  'Ramírez',
  'Cruz',
].filter((n) => !/ś/.test(n));
const streets = [
  'Maple',
  'Oak',
  'Cedar',
  'Pine',
  'Elm',
  'Lakeview',
  'Sunset',
  'Harbor',
  'Mission',
  'Chavez',
  'King',
  'Washington',
  'Lincoln',
  'Park',
  'Hillcrest',
  'Riverside',
  'Willow',
  'Magnolia',
  'Juniper',
  'Sequoia',
];
const streetTypes = [
  ['Street', 'St'],
  ['Avenue', 'Ave'],
  ['Boulevard', 'Blvd'],
  ['Road', 'Rd'],
  ['Drive', 'Dr'],
  ['Lane', 'Ln'],
  ['Court', 'Ct'],
] as const;
const places = [
  ['Sacramento', 'CA', 958],
  ['Fresno', 'CA', 937],
  ['Oakland', 'CA', 946],
  ['Houston', 'TX', 770],
  ['El Paso', 'TX', 799],
  ['Chicago', 'IL', 606],
  ['Miami', 'FL', 331],
  ['Seattle', 'WA', 981],
  ['Phoenix', 'AZ', 850],
  ['Atlanta', 'GA', 303],
  ['Denver', 'CO', 802],
  ['Boston', 'MA', 21],
] as const;
// Options the demo package offers: the server refuses a value no select offers.
const products = [
  ['Dishwasher', 'BW-200'],
  ['Dishwasher', 'BW-300'],
  ['Washer', 'BW-100'],
  ['Dryer', 'BW-400'],
] as const;

/** One claimant's identity as typed. */
interface Person {
  first: string;
  last: string;
  street: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
  ip: string;
  story: Record<string, unknown>;
  payPal?: string;
  /** The genuine class the claimant was generated in, for the flagged share per class. */
  kind?: string;
}

let serial = 0;
function emailFor(first: string, last: string): string {
  serial += 1;
  const plain = `${first}.${last}`
    .normalize('NFKD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return `${plain}${serial}@${pick(['gmail.com', 'yahoo.com', 'outlook.com', 'example.org', 'icloud.com'])}`;
}
const phone = () => `(${int(201, 989)}) ${int(200, 999)}-${String(int(0, 9999)).padStart(4, '0')}`;
const ip = () => `10.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`;

function story(): Record<string, unknown> {
  const [productType, productModel] = pick(products);
  const month = int(1, 12);
  return {
    productType,
    productModel,
    purchaseDate: `${String(month).padStart(2, '0')}/${String(int(1, 28)).padStart(2, '0')}/${int(2019, 2023)}`,
    purchaseAmount: `${int(299, 1899)}.${String(int(0, 99)).padStart(2, '0')}`,
    quantity: String(int(1, 2)),
    problemDescription: pick([
      'Water leaked under the door.',
      'The controls stopped responding.',
      'It leaked twice in a month.',
      'The panel went dark after a storm.',
    ]),
    ...(random() < 0.6
      ? { experiencedLeak: true, experiencedControlFailure: random() < 0.3 }
      : { experiencedLeak: false, experiencedControlFailure: true }),
  };
}

function address(): Pick<Person, 'street' | 'street2' | 'city' | 'state' | 'zip'> {
  const [city, state, zip3] = pick(places);
  const type = pick(streetTypes)[0];
  return {
    street: `${int(10, 9999)} ${random() < 0.2 ? pick(['North', 'South', 'East', 'West']) + ' ' : ''}${pick(streets)} ${type}`,
    street2: random() < 0.15 ? `Apartment ${int(1, 40)}` : null,
    city,
    state,
    zip: `${String(zip3).padStart(3, '0')}${String(int(0, 99)).padStart(2, '0')}`,
  };
}

function person(overrides: Partial<Person> = {}): Person {
  const first = pick(firstNames);
  const last = pick(lastNames);
  return { first, last, ...address(), email: emailFor(first, last), phone: phone(), ip: ip(), story: story(), ...overrides };
}

/** Twins' first names, one letter apart (a letter changed, added or dropped). */
const twinNames = [
  ['Mark', 'Mary'],
  ['Jon', 'Jan'],
  ['Ana', 'Ava'],
  ['Dana', 'Dina'],
  ['Luis', 'Lois'],
  ['Noel', 'Noah'],
  ['Carla', 'Carlo'],
  ['Adrian', 'Adrien'],
  ['Aidan', 'Aiden'],
  ['Kyle', 'Kylie'],
  ['Eliza', 'Elisa'],
  ['Milo', 'Mila'],
] as const;
/** How a father and his son of one name write their suffixes, as typed after the last name
 *  (none, English abbreviations and words, numerals, Spanish "hijo"). */
const generations = [
  ['Sr.', 'Jr.'],
  ['Senior', 'Junior'],
  ['', 'Jr.'],
  ['Sr', 'Jr'],
  ['', 'hijo'],
  ['II', 'III'],
  ['Sr.', 'II'],
  [', Sr.', ', Jr.'],
] as const;
/** A crowded block: one ZIP where one family name is very common, its claimants on two streets,
 *  their first names from a short list, so the same full name comes up at several houses. */
const crowd = {
  last: 'Nguyen',
  firsts: ['Minh', 'Anh', 'Linh', 'Tuan', 'Hung', 'Lan', 'Mai', 'Thanh'],
  streets: ['Bellaire Boulevard', 'Beechnut Street'],
  city: 'Houston',
  state: 'TX',
  zip: '77036',
} as const;

/** Family names of Spanish-speaking claimants, who may carry two (the father's first and the
 *  mother's first: "García López"), and their first names. */
const hispanicSurnames = [
  'García',
  'López',
  'Martínez',
  'Hernández',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Gómez',
  'Díaz',
  'Morales',
  'Ortiz',
  'Castillo',
  'Ruiz',
  'Vargas',
  'Romero',
] as const;
const hispanicFirsts = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Sofía', 'Lucía', 'Carmen', 'Javier', 'Elena', 'Andrés', 'Rosa'];
/** Two surnames joined as people type them: a space, a hyphen, "y". */
const joinSurnames = (a: string, b: string) => pick([`${a} ${b}`, `${a} ${b}`, `${a}-${b}`, `${a} y ${b}`]);

/** Rural places, where mail goes to a rural route box or a post office box. */
const ruralPlaces = [
  ['Hollister', 'MO', '65672'],
  ['Cumby', 'TX', '75433'],
  ['Plains', 'GA', '31780'],
  ['Ord', 'NE', '68862'],
  ['Burns', 'OR', '97720'],
] as const;
/** A rural route box written as people write it. */
const ruralRoute = (route: number, box: number) =>
  pick([
    `RR ${route} Box ${box}`,
    `Rural Route ${route}, Box ${box}`,
    `R.R. ${route} Box ${box}`,
    `Rural Rte ${route} Box ${box}`,
    `RFD ${route} Box ${box}`,
  ]);
/** A post office box written as people write it. */
const poBox = (box: number) => pick([`PO Box ${box}`, `P.O. Box ${box}`, `Post Office Box ${box}`, `PO BOX ${box}`, `P O Box ${box}`]);

/** Common English nicknames of first names the population uses (the benchmark's own list, apart
 *  from the server's table). */
const nicknames: Readonly<Record<string, readonly string[]>> = {
  James: ['Jim', 'Jimmy', 'Jamie'],
  Robert: ['Bob', 'Rob', 'Bobby'],
  Patricia: ['Pat', 'Patty', 'Trish'],
  Michael: ['Mike', 'Mikey'],
  Jennifer: ['Jen', 'Jenny'],
  David: ['Dave', 'Davey'],
  William: ['Bill', 'Will', 'Billy'],
  Elizabeth: ['Liz', 'Beth', 'Betty'],
  Margaret: ['Peggy', 'Maggie', 'Meg'],
};

/** One name in the Latin spellings of several transliterations (Arabic, Hebrew, Russian), as
 *  claimants write it (the benchmark's own list, apart from the server's rules). */
const transliterations: readonly (readonly string[])[] = [
  ['Youssef', 'Yusuf', 'Yousef', 'Youssouf'],
  ['Chaim', 'Haim', 'Hayim', 'Khaim'],
  ['Aleksandr', 'Alexander', 'Aleksander', 'Alexandr'],
  ['Mohammed', 'Muhammad', 'Mohamed', 'Mohammad'],
  ['Dmitri', 'Dmitry', 'Dimitri'],
  ['Sergei', 'Sergey'],
  ['Yevgeny', 'Evgeny', 'Evgeni'],
  ['Tatiana', 'Tatyana'],
  ['Natalia', 'Natalya'],
  ['Fyodor', 'Fedor'],
  ['Mikhail', 'Mihail'],
  ['Khaled', 'Khalid'],
  ['Mustafa', 'Mostafa', 'Moustafa'],
  ['Yuri', 'Yury', 'Iouri'],
  ['Yitzhak', 'Yitzchak', 'Itzhak'],
  ['Chana', 'Hana', 'Khana'],
  ['Osama', 'Usama'],
  ['Ahmed', 'Ahmad'],
];
/** Family names in several transliterations. */
const transliteratedLasts: readonly (readonly string[])[] = [
  ['Kuznetsov', 'Kouznetsov', 'Kusnetsov'],
  ['Ivanov', 'Ivanoff'],
  ['Abdullah', 'Abdalla', 'Abdulla'],
  ['Rahman', 'Rehman'],
  ['Chaudhry', 'Choudhury', 'Chowdhury'],
  ['Tchaikovsky', 'Chaikovsky', 'Tschaikowsky'],
  ['Shapiro', 'Schapiro'],
  ['Cohen', 'Kohen'],
  ['Schwartz', 'Shvarts'],
  ['Mahmoud', 'Mahmud'],
];
/** Siblings whose different names sound alike to a phonetic code (Double Metaphone hears
 *  Hassan and Hussein, Omar and Amir as one). */
const soundAlikeSiblings = [
  ['Hassan', 'Hussein'],
  ['Omar', 'Amir'],
  ['Said', 'Saad'],
  ['Mohammed', 'Mahmoud'],
  ['John', 'Jane'],
  ['Lan', 'Linh'],
  ['Ali', 'Eli'],
] as const;
/** Another spelling of `name` from its group, or null when it has none. */
function otherSpelling(groups: readonly (readonly string[])[], name: string): string | null {
  const group = groups.find((g) => g.includes(name));
  if (!group) return null;
  let other = name;
  while (other === name) other = pick(group);
  return other;
}
/** Disposable-mail domains a script uses (from the maintained list the server reads, among the
 *  best known). */
const disposableDomains = [
  'mailinator.com',
  'guerrillamail.com',
  'yopmail.com',
  '10minutemail.com',
  'sharklasers.com',
  'trashmail.com',
  'maildrop.cc',
  'getnada.com',
  'dispostable.com',
  'temp-mail.org',
  'fakeinbox.com',
  'mintemail.com',
  'emailondeck.com',
  'mohmal.com',
  'mailcatch.com',
];

/** The genuine population: most alone, some households (one address and last name, each with
 *  their own contact details), some neighbours in one building, the patrons of a busy public
 *  library (one client address, each patron in a browser session of their own), and phones
 *  behind a carrier's NAT (a handful of addresses shared by many). A real library's claims spread
 *  over the filing period; the benchmark files all of them within a minute, so they all fall in
 *  one window of the address limit: the worst hour of a busy library on deadline day. Then the
 *  households screening has taken for one person before: a father and his son of one name
 *  ("Sr." and "Jr."), twins whose first names are one letter apart, a crowded block where one
 *  family name is common, couples sharing a landline or an email, and patrons of a library kiosk
 *  who give the library's street address as their mailing address. Then claimants with two
 *  surnames (households whose mother and children share one), and rural mail: relatives of one
 *  name on one rural route, and post office boxes. */
function genuinePopulation(count: number): Person[] {
  const people: Person[] = [];
  const library = ip();
  const kiosk = { ip: ip(), street: '1500 Jefferson Street', street2: null, city: 'Oakland', state: 'CA', zip: '94612' };
  const carrier = Array.from({ length: 3 }, ip);
  while (people.length < count) {
    const roll = random();
    if (roll < 0.1) {
      const home = address();
      const last = pick(lastNames);
      const firsts = new Set<string>();
      while (firsts.size < int(2, 4)) firsts.add(pick(firstNames));
      const householdIp = ip();
      for (const first of firsts)
        people.push(person({ ...home, first, last, email: emailFor(first, last), ip: householdIp, kind: 'household' }));
    } else if (roll < 0.14) {
      const building = address();
      for (let unit = 1; unit <= int(2, 5); unit += 1)
        people.push(person({ ...building, street2: `Apartment ${unit * 10 + int(1, 9)}`, kind: 'building' }));
    } else if (roll < 0.17) {
      people.push(person({ ip: library, kind: 'library' }));
    } else if (roll < 0.22) {
      people.push(person({ ip: pick(carrier), kind: 'carrier' }));
    } else if (roll < 0.245) {
      const home = { ...address(), ip: ip() };
      const [first, last] = [pick(firstNames), pick(lastNames)];
      const [senior, junior] = pick(generations);
      const suffixed = (suffix: string) => (suffix === '' ? last : suffix.startsWith(',') ? `${last}${suffix}` : `${last} ${suffix}`);
      for (const suffix of [senior, junior])
        people.push(person({ ...home, first, last: suffixed(suffix), email: emailFor(first, last), kind: 'suffix' }));
    } else if (roll < 0.265) {
      const home = { ...address(), ip: ip() };
      const last = pick(lastNames);
      for (const first of pick(twinNames)) people.push(person({ ...home, first, last, email: emailFor(first, last), kind: 'twins' }));
    } else if (roll < 0.305) {
      const building = random() < 0.3;
      people.push(
        person({
          first: pick(crowd.firsts),
          last: crowd.last,
          street: `${building ? 8800 : int(5000, 9999)} ${pick(crowd.streets)}`,
          street2: building ? `Apartment ${int(1, 60)}` : null,
          city: crowd.city,
          state: crowd.state,
          zip: crowd.zip,
          kind: 'crowded',
        }),
      );
    } else if (roll < 0.33) {
      const home = { ...address(), ip: ip() };
      const last = pick(lastNames);
      const partner = random() < 0.5 ? last : pick(lastNames);
      const firsts = new Set<string>();
      while (firsts.size < 2) firsts.add(pick(firstNames));
      const [a, b] = [...firsts] as [string, string];
      const one = person({ ...home, first: a, last, kind: 'couple' });
      const shared = random() < 0.5 ? { phone: one.phone } : { email: one.email };
      people.push(one, person({ ...home, first: b, last: partner, ...shared, kind: 'couple' }));
    } else if (roll < 0.35) {
      people.push(person({ ...kiosk, kind: 'kiosk' }));
    } else if (roll < 0.39) {
      // Two surnames: a claimant alone, or a household where each child carries the father's
      // first surname and the mother's first, so that mother and children share one surname.
      const [a, b, c, d] = [pick(hispanicSurnames), pick(hispanicSurnames), pick(hispanicSurnames), pick(hispanicSurnames)];
      if (random() < 0.5) people.push(person({ first: pick(hispanicFirsts), last: joinSurnames(a, b), kind: 'two surnames' }));
      else {
        const home = { ...address(), ip: ip() };
        const firsts = new Set<string>();
        while (firsts.size < 4) firsts.add(pick(hispanicFirsts));
        const [father, mother, ...children] = [...firsts] as [string, string, string, string];
        const member = (first: string, last: string) =>
          person({ ...home, first, last, email: emailFor(first, last), kind: 'two surnames' });
        people.push(member(father, joinSurnames(a, c)), member(mother, joinSurnames(b, d)));
        for (const child of children) people.push(member(child, joinSurnames(a, b)));
      }
    } else if (roll < 0.42) {
      // Rural mail: a box on a rural route (relatives of one name on one route, boxes apart) or
      // a post office box.
      const [city, state, zip] = pick(ruralPlaces);
      const place = { city, state, zip, street2: null };
      if (random() < 0.6) {
        const route = int(1, 9);
        const last = pick(lastNames);
        const firsts = new Set<string>();
        while (firsts.size < int(1, 3)) firsts.add(pick(firstNames));
        for (const first of firsts)
          people.push(
            person({ ...place, first, last, street: ruralRoute(route, int(1, 400)), email: emailFor(first, last), kind: 'rural' }),
          );
      } else people.push(person({ ...place, street: poBox(int(1, 3000)), kind: 'rural' }));
    } else if (roll < 0.45) {
      // Names of other scripts in one of their Latin spellings: a claimant alone, or siblings
      // whose different names sound alike (each with a story of their own).
      if (random() < 0.6) {
        const first = pick(pick(transliterations));
        const last = random() < 0.5 ? pick(pick(transliteratedLasts)) : pick(lastNames);
        people.push(person({ first, last, email: emailFor(first, last), kind: 'transliterated' }));
      } else {
        const home = { ...address(), ip: ip() };
        const last = random() < 0.5 ? pick(pick(transliteratedLasts)) : pick(lastNames);
        for (const first of pick(soundAlikeSiblings))
          people.push(person({ ...home, first, last, email: emailFor(first, last), kind: 'sound-alike siblings' }));
      }
    } else {
      people.push(person({ kind: 'single' }));
    }
  }
  return people.slice(0, count);
}

/** A typo a person makes: a letter dropped, doubled or two swapped. */
function typo(word: string): string {
  if (word.length < 4) return `${word}${word.at(-1)}`;
  const i = int(1, word.length - 2);
  const kind = int(0, 2);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The same person filing again, written differently: a typo in one name (or the two names
 *  swapped, or a title and a middle initial added to the first), the street type abbreviated or
 *  spelled out, case changed, another email address. */
function nearCopy(p: Person): Person {
  const abbreviate = (street: string) => {
    for (const [long, short] of streetTypes) {
      if (street.endsWith(` ${long}`)) return `${street.slice(0, -long.length)}${short}.`;
      if (street.endsWith(` ${short}`)) return `${street.slice(0, -short.length)}${long}`;
    }
    return street;
  };
  const copy = { ...p, ip: ip(), email: emailFor(p.first, p.last), phone: phone() };
  const change = random();
  if (change < 0.35) copy.first = typo(p.first);
  else if (change < 0.7) copy.last = typo(p.last);
  else if (change < 0.85) [copy.first, copy.last] = [p.last, p.first];
  else copy.first = `${pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.'])} ${p.first} ${String.fromCharCode(65 + int(0, 25))}.`;
  copy.street = abbreviate(p.street).toUpperCase();
  if (p.street2) copy.street2 = p.street2.replace('Apartment', 'Apt');
  return copy;
}

/** The same person filing again with one surname of two ("García López" as "García", or as
 *  "López"), at the same address, with other contact details. */
function oneSurnameCopy(p: Person): Person {
  const surnames = p.last.split(/ y |[ -]/);
  return { ...p, last: random() < 0.7 ? surnames[0]! : surnames.at(-1)!, ip: ip(), email: emailFor(p.first, p.last), phone: phone() };
}

/** The same person filing again with the rural route or post office box written another way
 *  ("RR 3 Box 112" as "Rural Route 3, Box 112", "P.O. Box 55" as "PO BOX 55"). */
function boxCopy(p: Person): Person {
  const numbers = p.street.match(/\d+/g)!.map(Number);
  let street = p.street;
  while (street === p.street) street = numbers.length === 2 ? ruralRoute(numbers[0]!, numbers[1]!) : poBox(numbers[0]!);
  return { ...p, street, ip: ip(), email: emailFor(p.first, p.last), phone: phone() };
}

/** The same person filing again under a nickname ("Robert" as "Bob"). */
function nicknameCopy(p: Person): Person {
  return { ...p, first: pick(nicknames[p.first]!), ip: ip(), email: emailFor(p.first, p.last), phone: phone() };
}

/** The same person filing again with her name in another transliteration ("Yusuf" for
 *  "Youssef", and sometimes "Kouznetsov" for "Kuznetsov" too). */
function transliterationCopy(p: Person): Person {
  const first = otherSpelling(transliterations, p.first);
  const last = otherSpelling(transliteratedLasts, p.last);
  const copy = { ...p, ip: ip(), email: emailFor(p.first, p.last), phone: phone() };
  if (first && (!last || random() < 0.6)) copy.first = first;
  if (last && (!first || random() < 0.4)) copy.last = last;
  return copy;
}

const documentBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1015)]);
const CLIENT_ID = 'documentContexts-bench001';

function payloadOf(p: Person, secret: Buffer): SubmissionPayload {
  const base = sampleStandardClaim([{ clientId: CLIENT_ID, name: 'receipt.pdf', size: documentBytes.length, type: 'application/pdf' }]);
  const payment = p.payPal
    ? {
        paymentMethod: 'PayPal',
        payPalEmailAddress: p.payPal,
        confirmPayPalEmailAddress: p.payPal,
        payPalAuthCode: issueCode(secret, p.payPal, 10),
        checkPayeeName: null,
      }
    : { checkPayeeName: `${p.first} ${p.last}` };
  return {
    ...base,
    claimantInfo: withFields(base.claimantInfo, {
      firstName: p.first,
      middleInitial: null,
      lastName: p.last,
      mailingStreetLine1: p.street,
      mailingStreetLine2: p.street2,
      mailingCity: p.city,
      mailingSubDivision: p.state,
      mailingPostalCode: p.zip,
      emailAddress: p.email,
      confirmEmailAddress: p.email,
      phoneNumber: p.phone,
      confirmPhoneNumber: p.phone,
    }),
    claimDetails: withFields(base.claimDetails, { ...p.story, ...payment }),
    signature: withFields(base.signature, { signatureText: `${p.first} ${p.last}` }),
  };
}

/** A current Chromium's User-Agent, as a claimant's browser and a careful script send it. */
const CHROMIUM = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** User-Agents of HTTP libraries and browser automation, as scripts send them. */
const scriptedAgents = [
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Go-http-client/1.1',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'node',
  'axios/1.6.8',
];

/** How a client goes about a claim: `browser` as the app in a browser does (the first page
 *  loaded, its requests sent from the pages, the summary page's signature date, a browser's
 *  headers, with `agent` as its User-Agent); `direct` fetches the CSRF token and posts, with a
 *  browser's headers and User-Agent but nothing else. */
type Client = { style: 'browser' | 'direct'; agent?: string };

/** The headers Chromium sends with a same-origin fetch from `page` (none: no Referer). */
function browserHeaders(url: string, page: string | null, agent = CHROMIUM): Record<string, string> {
  return {
    'user-agent': agent,
    'accept-language': 'en-US,en;q=0.9',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    ...(page ? { referer: `${url}${page}` } : {}),
  };
}

/** A session: its cookies and CSRF header, from GET /api/csrf, and the headers its claim goes
 *  with. A browser's first page loads before the session exists, so the token's request names
 *  it; on the summary page the app fetches the signature date. */
async function session(url: string, forwardedFor: string, client: Client = { style: 'browser' }): Promise<Record<string, string>> {
  const browser = client.style === 'browser';
  const first = browserHeaders(url, browser ? '/standard/claimant-info' : null, client.agent);
  const response = await fetch(`${url}/api/csrf`, { headers: { ...first, 'x-forwarded-for': forwardedFor } });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const body = (await response.json()) as { requestHeaderName: string; requestToken: string };
  const headers = {
    ...browserHeaders(url, browser ? '/standard/claim-summary' : null, client.agent),
    cookie: cookies,
    [body.requestHeaderName]: body.requestToken,
    'x-forwarded-for': forwardedFor,
  };
  if (browser) {
    const date = await fetch(`${url}/api/signature-date?culture=en`, { headers });
    if (date.status !== 200) throw new Error(`the signature date answered ${date.status}`);
    await date.arrayBuffer();
  }
  return headers;
}

/** Files one claim; the reference code, or null when refused (with the status). */
async function fileClaim(
  url: string,
  headers: Record<string, string>,
  payload: SubmissionPayload,
): Promise<{ status: number; code: string | null }> {
  const key = randomBytes(12).toString('hex');
  const send = () => {
    const form = new FormData();
    form.append('payload', JSON.stringify(payload));
    form.append(CLIENT_ID, new Blob([new Uint8Array(documentBytes)], { type: 'application/pdf' }), 'receipt.pdf');
    return fetch(`${url}/api/forms/standard`, { method: 'POST', body: form, headers: { ...headers, 'idempotency-key': key } });
  };
  // A connection the server closed as the request went out (a kept-alive socket timing out on a
  // loaded machine) is sent again under the same Idempotency-Key, as the app retries.
  const response = await send().catch(async (error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return send();
  });
  const body = (await response.json()) as { referenceCodeForm: string | null; error: string | null };
  if (response.status >= 500 || (response.status === 400 && body.error))
    throw new Error(`A claim was refused (${response.status}): ${body.error}`);
  return { status: response.status, code: body.referenceCodeForm };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A long story of a genuine claimant's own: sentences put together from many choices, so two
 *  claimants rarely tell more than a clause alike (what a person writes in a free-text box). */
function ownStory(): string {
  const parts = [
    [
      'We bought it',
      'I purchased the unit',
      'My husband ordered this model',
      'It was a gift from my parents',
      'We replaced our old one with it',
      'I picked it up on sale',
      'Our landlord installed it',
      'I got it after moving house',
    ],
    [
      'in early spring',
      'just before the holidays',
      'after our kitchen remodel',
      'when the old one died',
      'two years ago',
      'last autumn',
      'during a move',
      'for our new flat',
    ],
    [
      'and after a while',
      'and within a month',
      'and almost at once',
      'and after the warranty ended',
      'and one evening',
      'and after a power cut',
      'and slowly over a year',
      'and on the third wash',
    ],
    [
      'water pooled under it',
      'the control board failed',
      'the door seal split',
      'it tripped the breaker',
      'a hose burst behind it',
      'the display flickered and died',
      'it filled the floor with suds',
      'the pump began to grind',
    ],
    [
      'ruining the laminate',
      'soaking the subfloor',
      'damaging the cabinet next to it',
      'leaving a smell for weeks',
      'so we hand washed for months',
      'and the repairman could not fix it',
      'staining the ceiling below',
      'which the store refused to look at',
    ],
    [
      'I kept the receipt.',
      'Photos are attached.',
      'The repair invoice is included.',
      'Our neighbour saw the damage.',
      'I called the maker twice.',
      'We still have the part.',
      'The insurer has a report.',
      'It is still in the garage.',
    ],
  ];
  return parts.map((choices) => pick(choices)).join(' ');
}

async function main(): Promise<void> {
  const tmp = join(process.cwd(), '.tmp');
  await mkdir(tmp, { recursive: true });
  const root = await mkdtemp(join(tmp, 'bench-fraud-'));
  const packageDir = join(root, 'package');
  await cp(demoSettlementDir, packageDir, { recursive: true });
  const settlementFile = join(packageDir, 'settlement.json');
  const settlement = JSON.parse(await readFile(settlementFile, 'utf8')) as Record<string, unknown>;
  settlement.screening = { bots: { minSecondsToSubmit: FIRST_VISIT_SECONDS } };
  settlement.payPalAccountEmail = null;
  await writeFile(settlementFile, JSON.stringify(settlement));
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(root, 'data'),
      distDir: root,
      settlementDir: packageDir,
      trustProxy: true,
      adminToken: 'bench-fraud-admin-token-0123456789',
    });
    const { url } = server;
    const secret = server.context.csrfSecret;

    const genuine = genuinePopulation(CLAIMANTS);
    const exact = genuine.filter(() => random() < 0.04).map((p) => ({ ...p, ip: ip() }));
    const near = genuine.filter(() => random() < 0.04).map(nearCopy);
    // Variants screening missed before (issue #44): up to 30 of each, from claimants who can make
    // them.
    const some = (people: Person[], copy: (p: Person) => Person) =>
      people
        .filter(() => random() < 0.5)
        .slice(0, 30)
        .map(copy);
    const variants: [string, Person[]][] = [
      [
        'two surnames, one given',
        some(
          genuine.filter((p) => p.kind === 'two surnames' && / y |[ -]/.test(p.last)),
          oneSurnameCopy,
        ),
      ],
      [
        'rural route or PO box written otherwise',
        some(
          genuine.filter((p) => p.kind === 'rural'),
          boxCopy,
        ),
      ],
      [
        'nickname',
        some(
          genuine.filter((p) => p.first in nicknames),
          nicknameCopy,
        ),
      ],
      [
        'transliteration',
        some(
          genuine.filter((p) => p.kind === 'transliterated'),
          transliterationCopy,
        ),
      ],
    ];
    // Bots issue #44 measured passing: a patient one, which waits past the first-visit threshold,
    // files each claim from a new address and session under a new name, and swaps one word of a
    // shared story, posting directly with a browser's headers; and scripts that go through the
    // pages' requests as the app does but name themselves in their User-Agent.
    const sharedStory = story();
    const patientWords = ['door', 'hinge', 'panel', 'seal', 'pump', 'valve', 'hose', 'drum', 'latch', 'fan'];
    // Each of its claims has a purchase of its own (so no two share their answers), and the
    // story told in the same words but one.
    const patient = Array.from({ length: 60 }, (_, i) =>
      person({
        story: {
          ...story(),
          problemDescription: `The ${patientWords[i % patientWords.length]} failed and ${String(sharedStory.problemDescription)}`,
        },
      }),
    );
    const scripted = Array.from({ length: 40 }, () => person());
    // Claimants a script makes up, each with an address at a disposable-mail domain.
    const throwaway = disposableDomains.map((domain) => {
      const p = person();
      return {
        ...p,
        email:
          `${p.first}.${p.last}${int(10, 99)}`
            .normalize('NFKD')
            .replace(/[^A-Za-z0-9.]/g, '')
            .toLowerCase() + `@${domain}`,
      };
    });
    const ringAccount = 'payouts.collector@example.net';
    const ring = Array.from({ length: Math.max(10, Math.round(CLAIMANTS / 100)) }, () => person({ payPal: ringAccount }));
    console.log(
      `population (seed ${SEED}): ${genuine.length} genuine claimants; planted: ${exact.length} exact duplicates, ${near.length} near duplicates, ${variants.map(([name, people]) => `${people.length} ${name}`).join(', ')}, ${ring.length} claimants behind one PayPal account, a burst of ${BURST} from one session`,
    );

    // Every claimant loads the site, waits, then files: genuine claims first, then the planted ones.
    const sessions = async (people: readonly Person[]) => inParallel(people, CONCURRENCY, (p) => session(url, p.ip));
    const genuineSessions = await sessions(genuine);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const costBefore = { ...screeningCost };
    const signalsBefore = { ...sessionSignalsCost };
    const started = performance.now();
    const genuineResults = await inParallel(
      genuine.map((p, i) => [p, genuineSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );
    const genuineSeconds = (performance.now() - started) / 1000;
    const costGenuine = { claims: screeningCost.claims - costBefore.claims, ms: screeningCost.milliseconds - costBefore.milliseconds };
    const signalsGenuine = sessionSignalsCost.milliseconds - signalsBefore.milliseconds;

    // The ring first (its first claim is genuine-looking; the rest share its account).
    const planted = [...ring, ...exact, ...near, ...variants.flatMap(([, people]) => people)];
    const plantedSessions = await sessions(planted);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const plantedResults = await inParallel(
      planted.map((p, i) => [p, plantedSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );

    // The bots of issue #44: the patient one waits past the first-visit threshold.
    const patientSessions = await inParallel(patient, CONCURRENCY, (p) => session(url, p.ip, { style: 'direct' }));
    const scriptedSessions = await inParallel(scripted, CONCURRENCY, (p) =>
      session(url, p.ip, { style: 'browser', agent: scriptedAgents[int(0, scriptedAgents.length - 1)] }),
    );
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const patientResults = await inParallel(
      patient.map((p, i) => [p, patientSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );
    const scriptedResults = await inParallel(
      scripted.map((p, i) => [p, scriptedSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );

    const throwawaySessions = await sessions(throwaway);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const throwawayResults = await inParallel(
      throwaway.map((p, i) => [p, throwawaySessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );

    // A bot flood: one address, a new session and a made-up claimant for every claim, one story,
    // which the bot numbers in its free text so that no two claims read exactly alike.
    const floodIp = ip();
    const floodStory = story();
    const flood = Array.from({ length: Math.max(40, Math.round(CLAIMANTS / 60)) }, (_, i) =>
      person({ ip: floodIp, story: { ...floodStory, problemDescription: `${String(floodStory.problemDescription)} Case ${1000 + i}.` } }),
    );
    const floodSessions = await sessions(flood);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const floodResults = await inParallel(
      flood.map((p, i) => [p, floodSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );

    // The burst: one browser session, identical claims, as fast as the server takes them.
    const burstPerson = person();
    const burstHeaders = await session(url, burstPerson.ip);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const burstPayload = payloadOf(burstPerson, secret);
    const burstStarted = performance.now();
    const burstResults = await inParallel(Array.from({ length: BURST }), 20, () => fileClaim(url, burstHeaders, burstPayload));
    const burstSeconds = (performance.now() - burstStarted) / 1000;

    // Claims in someone else's name: strangers, each from an address and a session of its own,
    // file with one claimant's email, more than the identity limit refuses from one address;
    // then she files her own claim from hers. It must be stored (and flagged), never refused.
    const victim = person();
    const strangers = Array.from({ length: 40 }, () => person({ email: victim.email }));
    const strangerSessions = await sessions(strangers);
    const victimHeaders = await session(url, victim.ip);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const strangerResults = await inParallel(
      strangers.map((p, i) => [p, strangerSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );
    const own = await fileClaim(url, victimHeaders, payloadOf(victim, secret));

    // Beyond the real-time windows: a slow ring, a patient bot and genuine claimants with long
    // stories of their own, each from an address and a session of its own.
    const ringStoryText =
      'I bought the dishwasher at the outlet store in the spring and within a few weeks it started leaking water across the kitchen floor every single time it ran a cycle, ruining the cabinets beside it.';
    const botStoryText =
      'The controls on my unit stopped responding after a firmware update last year and the service centre told me the main board was defective from the factory, so I paid for the replacement board and the labour myself.';
    const swaps: [string, string][] = [
      ...ringSwaps,
      ['controls', 'buttons'],
      ['firmware', 'software'],
      ['service', 'repair'],
      ['defective', 'faulty'],
      ['labour', 'work'],
    ];
    const slowRing = Array.from({ length: 6 }, (_, n) =>
      person({ story: { ...story(), problemDescription: swapWord(ringStoryText, swaps, n) } }),
    );
    const patientBot = Array.from({ length: 60 }, (_, n) =>
      person({ story: { ...story(), problemDescription: swapWord(botStoryText, swaps, n) } }),
    );
    const longStories = Array.from({ length: Math.max(100, Math.round(CLAIMANTS / 10)) }, () =>
      person({ kind: 'long story', story: { ...story(), problemDescription: ownStory() } }),
    );
    const campaignPeople = [...slowRing, ...patientBot, ...longStories];
    const campaignSessions = await sessions(campaignPeople);
    await sleep(FIRST_VISIT_SECONDS * 1000 + 100);
    const campaignResults = await inParallel(
      campaignPeople.map((p, i) => [p, campaignSessions[i]!] as const),
      CONCURRENCY,
      ([p, headers]) => fileClaim(url, headers, payloadOf(p, secret)),
    );
    const ringCodes = campaignResults.slice(0, slowRing.length).map((r) => r.code);
    const botCodes = campaignResults.slice(slowRing.length, slowRing.length + patientBot.length).map((r) => r.code);
    const longCodes = campaignResults.slice(slowRing.length + patientBot.length).map((r) => r.code);
    // The slow ring filed one claim every few hours over days; the bot one every few minutes.
    await server.context.db.query(
      `UPDATE claims SET created_at = now() - make_interval(hours => 9 * array_position($1::text[], reference_code))
       WHERE reference_code = ANY($1::text[])`,
      [ringCodes],
    );
    await server.context.db.query(
      `UPDATE claims SET created_at = now() - make_interval(mins => 3 * array_position($1::text[], reference_code))
       WHERE reference_code = ANY($1::text[])`,
      [botCodes],
    );
    const realTime = { ring: await flagsOfCodes(server, ringCodes), bot: await flagsOfCodes(server, botCodes) };
    const job = await runCampaignJob(
      {
        db: server.context.db,
        vault: server.context.vault,
        settlement: server.context.settlement,
        auditKey: server.context.settings.auditKey,
      },
      { untilDone: true, wait: true },
    );
    const { rows: clusterRows } = await server.context.db.query<{ cluster_id: string; size: string; codes: string[]; evidence: string[] }>(
      `SELECT l.cluster_id, count(*) AS size, array_agg(c.reference_code) AS codes,
         ARRAY(SELECT DISTINCT k.evidence FROM campaign_links k JOIN campaign_claims m ON m.claim_id = k.claim_id WHERE m.cluster_id = l.cluster_id) AS evidence
       FROM campaign_claims l JOIN claims c ON c.id = l.claim_id
       GROUP BY l.cluster_id HAVING count(*) >= $1 ORDER BY count(*) DESC`,
      [server.context.settlement.info.screening.campaigns.minClaims],
    );

    // What screening recorded, read as the administrator reads it; before the session signals,
    // the same without their flags (they are added to the others, changing none of them).
    const sessionSignals = new Set(['pagesNotVisited', 'noAppRequests', 'scriptedClient']);
    let signalsLeftOut = false;
    const flagsOf = async (codes: readonly (string | null)[]) => {
      const found = new Map<string, string[]>();
      const stored = codes.filter((c): c is string => c !== null);
      const { rows } = await server!.context.db.query<{ reference_code: string; flags: unknown }>(
        'SELECT c.reference_code, s.flags FROM claims c JOIN claim_screening s ON s.claim_id = c.id WHERE c.reference_code = ANY($1::text[])',
        [stored],
      );
      for (const r of rows) {
        const flags = (typeof r.flags === 'string' ? JSON.parse(r.flags) : r.flags) as { name: string }[];
        found.set(
          r.reference_code,
          flags.map((f) => f.name).filter((name) => !signalsLeftOut || !sessionSignals.has(name)),
        );
      }
      return found;
    };
    const report = async (leftOut: boolean) => {
      signalsLeftOut = leftOut;
      console.log(leftOut ? 'before the session signals (their flags left out of the same claims):' : 'with the session signals:');
      const duplicateFlags = new Set(['duplicatePerson', 'duplicateEmail', 'duplicatePhone', 'sharedPayoutAccount', 'nearDuplicate']);
      const genuineFlags = await flagsOf(genuineResults.map((r) => r.code));
      const flaggedGenuine = genuineResults.filter((r) => r.code && (genuineFlags.get(r.code)?.length ?? 0) > 0).length;
      const genuineByFlag = new Map<string, number>();
      for (const flags of genuineFlags.values()) for (const f of new Set(flags)) genuineByFlag.set(f, (genuineByFlag.get(f) ?? 0) + 1);

      const classes = new Map<string, { count: number; flagged: number; flags: Map<string, number> }>();
      genuine.forEach((p, i) => {
        const entry = classes.get(p.kind ?? 'single') ?? { count: 0, flagged: 0, flags: new Map<string, number>() };
        classes.set(p.kind ?? 'single', entry);
        entry.count += 1;
        const code = genuineResults[i]!.code;
        const flags = code ? (genuineFlags.get(code) ?? []) : [];
        if (flags.length > 0) entry.flagged += 1;
        for (const f of new Set(flags)) entry.flags.set(f, (entry.flags.get(f) ?? 0) + 1);
      });

      const plantedFlags = await flagsOf(plantedResults.map((r) => r.code));
      // The ring's first claim is the one the others repeat; every later one is planted fraud.
      const judged = plantedResults.slice(1);
      const caught = judged.filter((r) => r.code === null || (plantedFlags.get(r.code) ?? []).some((f) => duplicateFlags.has(f))).length;
      const byKind = (from: number, to: number) => {
        const part = plantedResults.slice(from, to);
        return (
          part.filter((r) => r.code === null || (plantedFlags.get(r.code) ?? []).some((f) => duplicateFlags.has(f))).length /
          Math.max(1, part.length)
        );
      };

      const floodFlags = await flagsOf(floodResults.map((r) => r.code));
      const floodFlagged = floodResults.filter((r) => r.code === null || (floodFlags.get(r.code)?.length ?? 0) > 0).length;
      const floodByFlag = new Map<string, number>();
      for (const flags of floodFlags.values()) for (const f of new Set(flags)) floodByFlag.set(f, (floodByFlag.get(f) ?? 0) + 1);

      const burstFlags = await flagsOf(burstResults.map((r) => r.code));
      const burstStored = burstResults.filter((r) => r.code !== null);
      const burstOrdinary = burstStored.filter((r) => (burstFlags.get(r.code!)?.length ?? 0) === 0).length;
      const statuses = new Map<number, number>();
      for (const r of burstResults) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);

      const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
      console.log(
        `genuine claims filed: ${genuineResults.filter((r) => r.code).length} of ${genuine.length} in ${genuineSeconds.toFixed(1)} s (${CONCURRENCY} clients)`,
      );
      console.log(
        `recall on planted duplicates: ${(caught / judged.length).toFixed(3)} (${caught} of ${judged.length}; exact ${byKind(ring.length, ring.length + exact.length).toFixed(3)}, near ${byKind(ring.length + exact.length, ring.length + exact.length + near.length).toFixed(3)}, payout ring ${byKind(1, ring.length).toFixed(3)}) — target >= 0.95`,
      );
      let from = ring.length + exact.length + near.length;
      for (const [name, people] of variants) {
        const part = plantedResults.slice(from, from + people.length);
        from += people.length;
        const hit = part.filter((r) => r.code === null || (plantedFlags.get(r.code) ?? []).some((f) => duplicateFlags.has(f))).length;
        console.log(`  recall, ${name}: ${(hit / Math.max(1, part.length)).toFixed(3)} (${hit} of ${part.length})`);
      }
      const throwawayFlags = await flagsOf(throwawayResults.map((r) => r.code));
      const throwawayCaught = throwawayResults.filter(
        (r) => r.code && (throwawayFlags.get(r.code) ?? []).includes('disposableEmail'),
      ).length;
      console.log(
        `  recall, disposable email domain (flag disposableEmail): ${(throwawayCaught / throwaway.length).toFixed(3)} (${throwawayCaught} of ${throwaway.length})`,
      );
      console.log(
        `genuine claimants flagged: ${pct(flaggedGenuine / genuine.length)} (${flaggedGenuine} of ${genuine.length}${genuineByFlag.size ? `; ${[...genuineByFlag].map(([f, n]) => `${f} ${n}`).join(', ')}` : ''}) — target <= 0.5%`,
      );
      for (const [kind, c] of [...classes].sort(([a], [b]) => a.localeCompare(b)))
        console.log(
          `  ${kind}: ${c.flagged} of ${c.count} flagged (${pct(c.flagged / Math.max(1, c.count))})${c.flags.size ? `; ${[...c.flags].map(([f, n]) => `${f} ${n}`).join(', ')}` : ''}`,
        );
      for (const [name, results] of [
        [
          'patient bot (waits past the first-visit threshold, new address and session each, one story a word apart, posts directly)',
          patientResults,
        ],
        ["scripted user agent (goes through the pages' requests, names an HTTP library or automation)", scriptedResults],
      ] as const) {
        const found = await flagsOf(results.map((r) => r.code));
        const hit = results.filter((r) => r.code === null || (found.get(r.code)?.length ?? 0) > 0).length;
        const byFlag = new Map<string, number>();
        for (const flags of found.values()) for (const f of new Set(flags)) byFlag.set(f, (byFlag.get(f) ?? 0) + 1);
        console.log(
          `  recall, ${name}: ${(hit / Math.max(1, results.length)).toFixed(3)} (${hit} of ${results.length}${byFlag.size ? `; ${[...byFlag].map(([f, n]) => `${f} ${n}`).join(', ')}` : ''})`,
        );
      }
      console.log(
        `bot flood from one address, a new session and name per claim, one story numbered apart: ${floodFlagged} of ${flood.length} flagged or refused (${[...floodByFlag].map(([f, n]) => `${f} ${n}`).join(', ')})`,
      );
      console.log(
        `burst of ${BURST} identical claims from one session in ${burstSeconds.toFixed(1)} s: ${burstStored.length} stored, ${burstOrdinary} of them ordinary (no flag); answers ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')} — target <= 10 ordinary`,
      );
      const ownFlags = own.code ? ((await flagsOf([own.code])).get(own.code) ?? []) : [];
      console.log(
        `claims in a claimant's name from ${strangers.length} strangers (an address and a session each): ${strangerResults.filter((r) => r.code).length} stored; her own claim ${own.code ? `stored, flagged ${ownFlags.join(', ') || 'nothing'}` : `refused with ${own.status}`} — target: stored`,
      );
    };
    await report(true);
    await report(false);
    console.log(
      `cost of the checks per claim (genuine claims): ${(costGenuine.ms / Math.max(1, costGenuine.claims)).toFixed(2)} ms of wall time in screening (database round trips included), over ${costGenuine.claims} claims, of it ${(signalsGenuine / Math.max(1, costGenuine.claims)).toFixed(2)} ms on the session signals (one read of the session's rows)`,
    );
    const afterJob = { ring: await flagsOfCodes(server, ringCodes), bot: await flagsOfCodes(server, botCodes) };
    const flaggedAt = (flags: Map<string, string[]>, codes: readonly (string | null)[], only?: string) =>
      codes.filter((c) => c === null || (flags.get(c) ?? []).some((f) => only === undefined || f === only)).length;
    const oneCluster = (codes: readonly (string | null)[]) => {
      const sizes = clusterRows.map((r) => codes.filter((c) => c !== null && r.codes.includes(c)).length);
      return Math.max(0, ...sizes);
    };
    const genuineCodes = new Set([...genuineResults.map((r) => r.code), ...longCodes].filter((c): c is string => c !== null));
    const genuineInClusters = clusterRows.reduce((sum, r) => sum + r.codes.filter((c) => genuineCodes.has(c)).length, 0);
    const genuineCampaign = await flagsOfCodes(server, [...genuineCodes]);
    const genuineFlaggedCampaign = [...genuineCampaign.values()].filter((flags) => flags.includes('campaign')).length;
    const plantedCodes = new Set(plantedResults.map((r) => r.code));
    console.log(
      `campaign job over ${job.linked} claims: ${clusterRows.length} clusters of ${server.context.settlement.info.screening.campaigns.minClaims} or more claims (sizes and links: ${clusterRows.map((r) => `${r.size} by ${r.evidence.join('+')}`).join(', ')}); ${clusterRows.filter((r) => r.codes.some((c) => plantedCodes.has(c))).length} of them hold planted duplicates`,
    );
    console.log(
      `  slow ring over simulated days (${slowRing.length} claims, new identities, one story a word apart): real-time flags ${flaggedAt(realTime.ring, ringCodes)} of ${ringCodes.length}; after the job ${flaggedAt(afterJob.ring, ringCodes, 'campaign')} of ${ringCodes.length} flagged campaign, ${oneCluster(ringCodes)} in one cluster — recall ${(flaggedAt(afterJob.ring, ringCodes, 'campaign') / ringCodes.length).toFixed(3)}`,
    );
    console.log(
      `  patient bot (${patientBot.length} claims, past the first-visit threshold, rotating addresses, a word swapped): real-time flags ${flaggedAt(realTime.bot, botCodes)} of ${botCodes.length}; after the job ${flaggedAt(afterJob.bot, botCodes, 'campaign')} of ${botCodes.length} flagged campaign, ${oneCluster(botCodes)} in one cluster — recall ${(flaggedAt(afterJob.bot, botCodes, 'campaign') / botCodes.length).toFixed(3)}`,
    );
    console.log(
      `  genuine claimants in a cluster of ${server.context.settlement.info.screening.campaigns.minClaims} or more: ${genuineInClusters} of ${genuineCodes.size} (flagged campaign: ${genuineFlaggedCampaign}; ${longStories.length} of them tell long stories of their own)`,
    );
    console.log(
      `  cost of the job: ${(job.milliseconds / Math.max(1, job.linked)).toFixed(2)} ms per claim (${Math.round(job.milliseconds)} ms for ${job.linked} claims, one server, database round trips included)`,
    );
  } finally {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  }
}

/** The flags of each stored claim among `codes`, by reference code. */
async function flagsOfCodes(server: RunningServer, codes: readonly (string | null)[]): Promise<Map<string, string[]>> {
  const { rows } = await server.context.db.query<{ reference_code: string; flags: unknown }>(
    'SELECT c.reference_code, s.flags FROM claims c JOIN claim_screening s ON s.claim_id = c.id WHERE c.reference_code = ANY($1::text[])',
    [codes.filter((c): c is string => c !== null)],
  );
  return new Map(
    rows.map((r) => [
      r.reference_code,
      ((typeof r.flags === 'string' ? JSON.parse(r.flags) : r.flags) as { name: string }[]).map((f) => f.name),
    ]),
  );
}

await main();
