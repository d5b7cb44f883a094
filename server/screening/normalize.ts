// Identity values folded into comparable keys: the same person typed twice ("1200 Harbor Way,
// Apt. 4" and "1200 harbor way apartment 4") gives the same key. Pure functions, no I/O.

const printableAscii = /^[\x20-\x7e]*$/;

/** Lower case, accents and other marks taken off, anything but letters and digits a space, spaces
 *  collapsed. Letters of every script are kept (a name in Japanese stays comparable). */
export function foldText(value: string): string {
  // Printable ASCII, as most answers are, has nothing to decompose and no marks, and its only
  // letters and digits are a-z and 0-9 once lower-cased: the same result for a fraction of the
  // work (every answer of a claim is folded when it is screened).
  if (printableAscii.test(value))
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return foldUnicode(value);
}

/** foldText's way for any text, whatever its script; foldText takes it for all but printable
 *  ASCII, where its short way must give the same result. */
export function foldUnicode(value: string): string {
  return (
    value
      .normalize('NFKD')
      // Invisible format characters (zero-width spaces and joiners, soft hyphens, direction marks)
      // are taken out, not read as spaces: "Da\u200Bna" is Dana, not "Da na".
      .replace(/\p{Cf}+/gu, '')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .replace(/\s+/g, ' ')
  );
}

/** Words before a first name that say nothing of who the person is. */
const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sr', 'sra', 'srta', 'mme', 'mlle']);

/** Generational suffixes as people type them after a name, each read as one form: "Jr.",
 *  "Junior", "Jnr" and Spanish "hijo" as jr; "Sr.", "Senior", "Snr" and "padre" as sr; numerals
 *  and ordinals as numerals. */
const generationalSuffixes: Readonly<Record<string, string>> = {
  jr: 'jr',
  jnr: 'jr',
  junior: 'jr',
  hijo: 'jr',
  sr: 'sr',
  snr: 'sr',
  senior: 'sr',
  padre: 'sr',
  ii: 'ii',
  '2nd': 'ii',
  iii: 'iii',
  '3rd': 'iii',
  iv: 'iv',
  '4th': 'iv',
};

/** The last word of `words` read as a generational suffix, and the words before it; no suffix
 *  when it is the only word (a person called "Junior" keeps the name). */
function takeSuffix(words: readonly string[]): { words: string[]; suffix: string } {
  const suffix = words.length > 1 ? generationalSuffixes[words.at(-1)!] : undefined;
  return suffix ? { words: words.slice(0, -1), suffix } : { words: [...words], suffix: '' };
}

/** A person's first and last name folded as keys: a title before the first name ("Mrs.") and
 *  initials after the first word of the first name ("Dana R.") left out, as the middle initial
 *  field is: people type them one time and not the next, and a claimant filing twice can add
 *  them to look like someone else. A word is left out only when another remains. A generational
 *  suffix ("Jr.", "Sr.", "III", "hijo"), typed after the last name or, failing that, after the
 *  first, is kept apart from the name: a father and his son of one name at one address are two
 *  claimants, told apart by it and nothing else, so it must not read as a typo in the last name
 *  ("smith sr" and "smith jr" are one letter apart). */
export function nameParts(first: string, last: string): { first: string; last: string; suffix: string } {
  let words = foldText(first).split(' ').filter(Boolean);
  if (words.length > 1 && titles.has(words[0]!)) words = words.slice(1);
  const lastName = takeSuffix(foldText(last).split(' ').filter(Boolean));
  if (!lastName.suffix) {
    const firstName = takeSuffix(words);
    words = firstName.words;
    lastName.suffix = firstName.suffix;
  }
  if (words.length > 1) words = [words[0]!, ...words.slice(1).filter((word) => [...word].length > 1)];
  return { first: words.join(' '), last: lastName.words.join(' '), suffix: lastName.suffix };
}

/** A person's name as a key: first and last name folded as nameParts reads them, then the
 *  suffix, the middle initial left out. Empty when neither name is given. */
export function nameKey(first: string, last: string): string {
  const parts = nameParts(first, last);
  if (!parts.first && !parts.last) return '';
  return [parts.first, parts.last, parts.suffix].filter(Boolean).join(' ');
}

/** Words inside family names that join surnames or come before one ("de la Cruz", "García y
 *  López", "van der Berg"): not surnames of their own. */
const surnameParticles = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'i',
  'da',
  'das',
  'do',
  'dos',
  'van',
  'von',
  'der',
  'den',
  'ten',
  'di',
  'du',
  'le',
]);

/** The surnames of a folded last name (nameParts's), particles left out: two for a two-part
 *  family name ("garcia lopez", "garcia y lopez", "smith jones" from "Smith-Jones"), one for
 *  most ("de la cruz" is one surname). A claimant with two surnames often gives one of them,
 *  the first or the second, the next time. */
export function surnamesOf(lastName: string): string[] {
  return lastName.split(' ').filter((word) => word !== '' && !surnameParticles.has(word));
}

/** A name key (nameKey's) read back as the name and its generational suffix. */
export function splitSuffix(key: string): { name: string; suffix: string } {
  const { words, suffix } = takeSuffix(key.split(' '));
  // A key of two words ends in a suffix only when its first name was left empty; "jon ii" is
  // more likely a name than a suffix after no name.
  if (words.length < 2) return { name: key, suffix: '' };
  return { name: words.join(' '), suffix };
}

/** Words of street lines and their standard abbreviations, after USPS Publication 28: street
 *  suffixes (appendix C1) with the spellings people type most, directionals, and secondary unit
 *  designators (appendix C2). A word not listed stays as typed; trigram similarity absorbs it. */
const addressWords: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  strt: 'st',
  stret: 'st',
  avenue: 'ave',
  av: 'ave',
  aven: 'ave',
  avenu: 'ave',
  avn: 'ave',
  avnue: 'ave',
  boulevard: 'blvd',
  boul: 'blvd',
  boulv: 'blvd',
  road: 'rd',
  drive: 'dr',
  driv: 'dr',
  drv: 'dr',
  lane: 'ln',
  court: 'ct',
  crt: 'ct',
  place: 'pl',
  terrace: 'ter',
  terr: 'ter',
  circle: 'cir',
  circ: 'cir',
  circl: 'cir',
  crcl: 'cir',
  square: 'sq',
  sqr: 'sq',
  highway: 'hwy',
  highwy: 'hwy',
  hiway: 'hwy',
  hiwy: 'hwy',
  hway: 'hwy',
  parkway: 'pkwy',
  parkwy: 'pkwy',
  pkway: 'pkwy',
  pky: 'pkwy',
  expressway: 'expy',
  expy: 'expy',
  expw: 'expy',
  freeway: 'fwy',
  frwy: 'fwy',
  trail: 'trl',
  way: 'way',
  wy: 'way',
  alley: 'aly',
  crescent: 'cres',
  point: 'pt',
  mount: 'mt',
  fort: 'ft',
  saint: 'st',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
  building: 'bldg',
  floor: 'fl',
  room: 'rm',
  space: 'spc',
  trailer: 'trlr',
  department: 'dept',
  number: 'no',
  box: 'box',
  bx: 'box',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Words before a unit number in a street key (streetKey's abbreviations). Not "fl" (floor): it
 *  is also Florida, which the address key names after the street. */
const unitWords = new Set(['apt', 'ste', 'unit', 'rm', 'bldg', 'lot', 'spc', 'trlr']);

/** Words after which "#" only says "number": "Apt #4" is "apt 4", "RR #3" is "rr 3". Anywhere
 *  else "#" stands for a unit ("12 Oak St #4" is "apt 4"), as Publication 28 uses it when the
 *  designator is not known. */
const numberedWords = new Set([...unitWords, 'box', 'rr', 'hc', 'no']);

/** Spellings of a rural route (Publication 28: RR), a highway contract route (HC) and a post
 *  office box (PO BOX), folded, longest first, as whole words. */
const deliveryForms: readonly [RegExp, string][] = [
  [/\b(?:rural route|rural rte|rural rt|rural free delivery|r r|r f d|rfd)\b/g, 'rr'],
  [/\b(?:highway contract route|highway contract|star route|h c)\b/g, 'hc'],
  [/\b(?:post office box|postal box|p o box|p o b|po bx|pob|pobox)\b/g, 'po box'],
];

/** A street line folded with its words abbreviated after USPS Publication 28: "12 North Oak
 *  Street, Apartment #4" and "12 N. Oak St Apt 4" give "12 n oak st apt 4"; "P.O. Box 7",
 *  "Post Office Box 7" and "Box 7" give "po box 7"; "Rural Route 3, Box 12", "R.R. 3 Box 12" and
 *  "RFD 3 Box 12" give "rr 3 box 12" ("Route 3 Box 12" too: a route followed by a box is a
 *  rural route; "12 Route 9" stays a road). */
export function streetKey(line: string): string {
  // "#" is kept as a word of its own through folding (which drops it) by folding around it.
  let folded = line
    .split('#')
    .map((part) => foldText(part))
    .join(' # ');
  for (const [form, standard] of deliveryForms) folded = folded.replace(form, standard);
  folded = folded
    .replace(/^(?:route|rte|rt) (\S+) (box|bx) /, 'rr $1 box ')
    .replace(/^(?:box|bx) (?=\S*\d)/, 'po box ')
    // "N.E." folds to "n e": one directional.
    .replace(/\b([ns]) ([ew])\b/g, '$1$2');
  const words: string[] = [];
  for (const word of folded.split(' ')) {
    if (word === '') continue;
    if (word === '#') {
      if (!numberedWords.has(words.at(-1) ?? '')) words.push('apt');
      continue;
    }
    const standard = addressWords[word] ?? word;
    // "Apt. Apt 4", typed twice, says it once.
    if (!(unitWords.has(standard) && words.at(-1) === standard)) words.push(standard);
  }
  return words.join(' ');
}

/** The numbers of an address key (addressKey's) that tell one mailing address from its
 *  neighbours: the house number, a PO box's number, a rural route's route and box ("3-12" for
 *  "rr 3 box 12": the box is the door on the route), and the unit (after "apt", "ste", "unit"
 *  ...). Empty when the address has none. Trigram similarity reads "120 oak st" and "140 oak st"
 *  as all but the same; the post office delivers them to different doors. */
export function addressNumbers(address: string): { house: string; unit: string } {
  const words = address.split(' ');
  let house = '';
  if (words[0] === 'po' && words[1] === 'box') house = words[2] ?? '';
  else if ((words[0] === 'rr' || words[0] === 'hc') && words[2] === 'box') house = `${words[1]}-${words[3] ?? ''}`;
  else if (words[0] === 'rr' || words[0] === 'hc') house = '';
  else if (/\d/.test(words[0] ?? '')) house = words[0]!;
  let unit = '';
  for (let i = 1; i < words.length - 1; i += 1)
    // A unit is a number or a short label ("Apt 4", "Apt 4B", "Apt B").
    if (unitWords.has(words[i]!) && (/\d/.test(words[i + 1]!) || words[i + 1]!.length <= 2)) {
      unit = words[i + 1]!;
      break;
    }
  return { house, unit };
}

/** A postal code as a key: US ZIP codes by their first five digits, others folded without spaces. */
export function postalKey(code: string, country: string): string {
  const folded = foldText(code).replace(/ /g, '');
  if ((country === '' || foldText(country) === 'us') && /^\d{5}/.test(folded)) return folded.slice(0, 5);
  return folded;
}

/** The parts of a mailing address as typed. */
interface AddressParts {
  street1: string;
  street2: string;
  city: string;
  subdivision: string;
  postalCode: string;
  country: string;
}

/** A whole mailing address as a key: street lines abbreviated, city, subdivision, postal code and
 *  country folded. Empty when no street is given. */
export function addressKey(parts: AddressParts): string {
  let street = [streetKey(parts.street1), streetKey(parts.street2)].filter(Boolean).join(' ');
  if (!street) return '';
  // A box on a second line after a rural route ("RR 3" and "Box 12") is the route's box, not a
  // post office box.
  street = street.replace(/^(rr|hc) (\S+) po box /, '$1 $2 box ');
  return [street, foldText(parts.city), foldText(parts.subdivision), postalKey(parts.postalCode, parts.country), foldText(parts.country)]
    .filter(Boolean)
    .join(' ');
}

/** Domains whose mailboxes ignore dots in the local part. */
const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/** An email address as a key: lower case; a plus tag (`name+tag@`) dropped, as most providers
 *  deliver it to `name@`; for Gmail dots dropped too and googlemail.com read as gmail.com. Empty
 *  when it is not an address. */
export function emailKey(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return '';
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (dotlessDomains.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** A phone number as a key: its digits, an international call prefix dropped (00 in most of the
 *  world, 011 from North America: "00 1 916 ..." is "+1 916 ..."), then a leading US country
 *  code 1 dropped from 11 digits. Empty for fewer than seven digits (an extension or a typo, not
 *  a number). */
export function phoneKey(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('011') && digits.length > 11) digits = digits.slice(3);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : '';
}

/** A payout account as a key: an email address as emailKey reads it (PayPal and similar), anything
 *  else (a bank account, a payment handle) as its letters and digits, upper-cased. */
export function payoutKey(value: string): string {
  if (value.includes('@')) return emailKey(value);
  const compact = value
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
  return compact.length >= 4 ? compact : '';
}
