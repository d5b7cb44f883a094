import { catalogue } from '@/contract/copy-catalogue';
import { maskNames, type MaskName } from '@/contract/field-kinds';

// The nine masks of contract.md §Validation as pure functions (format while typing, format,
// unmask, stored value, completeness) that the browser's text fields, the server and the tests
// all run. The field shows exactly the text these functions produce and stores `toStored` of
// that text, so what a claimant sees is what is submitted (see mask-editing.ts for the caret).

/** Tokens of the contract's mask patterns: # digit, @ letter, * letter or digit. */
const maskTokens: Readonly<Record<string, RegExp>> = {
  '#': /^[0-9]$/,
  '@': /^[A-Za-z]$/,
  '*': /^[A-Za-z0-9]$/,
};

/** The expected-format hint of a mask: what a screen reader hears instead of placeholder characters. */
interface MaskHint {
  readonly key: string;
  readonly defaultText: string;
}

// A hint travels inside message parameters (and so in the server's answers): key and text only.
const hintOf = ({ key, defaultText }: MaskHint): MaskHint => ({ key, defaultText });

/** One registered mask: browser options plus the pure formatter, unmasker and checks. */
export interface MaskDefinition {
  readonly name: MaskName;
  /** pattern: fixed literals and tokens; charset: filtered characters up to a length; number: grouped digits. */
  readonly kind: 'pattern' | 'charset' | 'number';
  /** Most characters the unmasked value may hold (contract.md §Constants), when the contract gives one. */
  readonly maxLength: number | null;
  /** Most characters the field shows, literals included ("(123) 456-7890" is 14), so the box can
   *  be as wide as its answer; null when the answer has no fixed length (an amount). */
  readonly displayLength: number | null;
  readonly hint: MaskHint;
  /** Display value of any input, raw or masked; idempotent. */
  format(value: string): string;
  /** The text a field shows while the claimant types: `format`, except that a money amount is
   *  not padded with zeros until the field is left ("12.5" stays "12.5", not "12.50"). */
  formatTyping(value: string): string;
  /** Whether a character is one the claimant supplies (not a literal, separator or padding). */
  isSignificant(char: string): boolean;
  /** The characters the claimant supplied, without literals, separators or placeholders. */
  unmask(value: string): string;
  /** The value the form model stores (and the server receives); null when nothing was entered. */
  toStored(value: string): string | null;
  /** Whether a non-empty value fills every required position. */
  isComplete(value: string): boolean;
  /** What pasted text stands for (see PasteReading); never a guess. */
  readPaste(text: string): PasteReading;
}

/** What a mask makes of pasted text: a whole answer written the way people write it ("3/27/2024",
 *  "+1 (800) 555-1212", "$1,250.00"), which replaces the field's text; characters to insert at the
 *  caret as if typed; or text it cannot read without guessing, which it refuses. */
type PasteReading =
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'insert'; readonly text: string }
  | { readonly kind: 'refused' };

const refused: PasteReading = { kind: 'refused' };

/** Thrown when a config or a dependency names a mask that is not registered. */
export class UnknownMaskError extends Error {
  /** The mask name that was asked for. */
  readonly maskName: string;
  constructor(maskName: string) {
    super(`Unregistered mask "${maskName}": expected one of ${maskNames.join(', ')}`);
    this.name = 'UnknownMaskError';
    this.maskName = maskName;
  }
}

function isToken(char: string | undefined): char is string {
  return char !== undefined && char in maskTokens;
}

function tokenAccepts(token: string, char: string): boolean {
  return maskTokens[token]?.test(char) ?? false;
}

/** Applies a token pattern to any input: characters that fit the next token are kept, typed
 *  literals are accepted in place, the rest dropped. Literals are written only up to the last
 *  filled token, except that an eager pattern also writes the literals right after it. */
function applyPattern(pattern: string, input: string, eager: boolean): string {
  let out = '';
  let at = 0;
  let filled = 0;
  let filledAt = 0;
  for (const char of input) {
    if (at >= pattern.length) break;
    const expected = pattern[at]!;
    if (isToken(expected)) {
      if (tokenAccepts(expected, char)) {
        out += char;
        at += 1;
        filled = out.length;
        filledAt = at;
      }
      continue;
    }
    if (char === expected) {
      out += char;
      at += 1;
      continue;
    }
    let next = at;
    while (next < pattern.length && !isToken(pattern[next])) next += 1;
    if (next < pattern.length && tokenAccepts(pattern[next]!, char)) {
      out += pattern.slice(at, next) + char;
      at = next + 1;
      filled = out.length;
      filledAt = at;
    }
  }
  out = out.slice(0, filled);
  at = filledAt;
  if (eager && out !== '') {
    while (at < pattern.length && !isToken(pattern[at])) {
      out += pattern[at];
      at += 1;
    }
  }
  return out;
}

function tokenCount(pattern: string): number {
  return [...pattern].filter((char) => isToken(char)).length;
}

interface PatternMaskInit {
  name: MaskName;
  pattern: string;
  /** Reads a paste written with separators of its own; undefined when the text is not one. */
  readFormatted(text: string): PasteReading | undefined;
  /** Unmasked lengths that count as complete (default: every token filled). */
  completeLengths?: readonly number[];
  eager?: boolean;
  hint: MaskHint;
}

function patternMask(init: PatternMaskInit): MaskDefinition {
  const eager = init.eager ?? false;
  const total = tokenCount(init.pattern);
  const completeLengths = init.completeLengths ?? [total];
  const format = (value: string) => applyPattern(init.pattern, value, eager);
  const usedTokens = [...new Set([...init.pattern].filter((char) => isToken(char)))];
  const unmask = (value: string) => {
    const formatted = format(value);
    let raw = '';
    for (const char of formatted) if (Object.values(maskTokens).some((test) => test.test(char))) raw += char;
    return raw;
  };
  return {
    name: init.name,
    kind: 'pattern',
    maxLength: total,
    displayLength: init.pattern.length,
    hint: init.hint,
    format,
    formatTyping: format,
    isSignificant: (char) => usedTokens.some((token) => tokenAccepts(token, char)),
    unmask,
    toStored(value) {
      // Trailing literals an eager mask wrote ahead ("12/") are not part of the answer.
      const formatted = format(value).replace(/[^A-Za-z0-9]+$/, '');
      return formatted === '' ? null : formatted;
    },
    isComplete(value) {
      return completeLengths.includes(unmask(value).length);
    },
    readPaste(text) {
      const trimmed = text.trim();
      const formatted = init.readFormatted(trimmed);
      if (formatted) return formatted;
      // Bare characters of the mask go in as if typed ("555" into a phone); a whole answer's
      // worth replaces the field.
      if (trimmed === '' || ![...trimmed].every((char) => usedTokens.some((token) => tokenAccepts(token, char)))) return refused;
      return completeLengths.includes(trimmed.length) ? { kind: 'answer', text: format(trimmed) } : { kind: 'insert', text: trimmed };
    },
  };
}

function pad2(digits: string): string {
  return digits.padStart(2, '0');
}

/** A month, day and four-digit year that name a real calendar day, as mm/dd/yyyy. */
function calendarAnswer(year: string, month: string, day: string): PasteReading {
  const m = Number(month);
  const d = Number(day);
  const daysInMonth = new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth) return refused;
  return { kind: 'answer', text: `${pad2(month)}/${pad2(day)}/${year}` };
}

/** Dates as people write them: one- or two-digit month and day with "/", "-" or "." between
 *  (the contract's month-first order), or year first (2024-03-27). A two-digit year is refused:
 *  its century would be a guess. */
function readDatePaste(text: string): PasteReading | undefined {
  const monthFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d+)$/.exec(text);
  if (monthFirst) return monthFirst[4]!.length === 4 ? calendarAnswer(monthFirst[4]!, monthFirst[1]!, monthFirst[3]!) : refused;
  const yearFirst = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (yearFirst) return calendarAnswer(yearFirst[1]!, yearFirst[3]!, yearFirst[4]!);
  return /^\d+$/.test(text) && text.length === 8 ? calendarAnswer(text.slice(4), text.slice(0, 2), text.slice(2, 4)) : undefined;
}

/** US phone numbers as people write them: spaces, dots, dashes or parentheses between the digits,
 *  and the country code 1 in front ("+1", "1-"), which the field does not hold. */
function readUsPhonePaste(text: string): PasteReading | undefined {
  if (/^\d+$/.test(text) && text.length < 10) return undefined;
  if (!/^\+?[\d\s().-]+$/.test(text)) return /^[\d\s().+-]+$/.test(text) ? refused : undefined;
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || (text.startsWith('+') && digits.length !== 11)) return refused;
  return { kind: 'answer', text: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}` };
}

/** ZIP codes: five digits, or ZIP+4 with a dash, a space or nothing between. */
function readZipPaste(text: string): PasteReading | undefined {
  const zip = /^(\d{5})(?:[-\s]?(\d{4}))?$/.exec(text);
  if (zip) return { kind: 'answer', text: zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]! };
  return /^\d{1,4}$/.test(text) ? undefined : refused;
}

interface CharsetMaskInit {
  name: MaskName;
  allowed: RegExp;
  /** Characters a paste may carry that are not part of the answer ("+44 20 7946" for digits). */
  pasteIgnored?: RegExp;
  maxLength: number;
  hint: MaskHint;
}

function charsetMask(init: CharsetMaskInit): MaskDefinition {
  const format = (value: string) => {
    let out = '';
    for (const char of value) {
      if (out.length >= init.maxLength) break;
      if (init.allowed.test(char)) out += char;
    }
    return out;
  };
  return {
    name: init.name,
    kind: 'charset',
    maxLength: init.maxLength,
    displayLength: init.maxLength,
    hint: init.hint,
    format,
    formatTyping: format,
    isSignificant: (char) => init.allowed.test(char),
    unmask: format,
    toStored(value) {
      const stored = format(value).trim();
      return stored === '' ? null : stored;
    },
    isComplete(value) {
      return format(value).trim() !== '';
    },
    readPaste(text) {
      const kept = [...text.trim()].filter((char) => !init.pasteIgnored?.test(char));
      // Nothing is dropped silently: a character the field cannot hold refuses the paste.
      if (kept.length === 0 || kept.length > init.maxLength || !kept.every((char) => init.allowed.test(char))) return refused;
      return { kind: 'insert', text: kept.join('') };
    },
  };
}

/** Groups an integer's digits in threes with commas. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Splits any input into integer digits (no leading zeros) and fraction digits, truncating. */
function numberParts(value: string, fractionDigits: number): { integer: string; fraction: string; any: boolean } {
  const cleaned = value.replace(/[^0-9.]/g, '');
  const dot = cleaned.indexOf('.');
  const integerRaw = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fractionRaw = dot === -1 ? '' : cleaned.slice(dot + 1).replace(/\./g, '');
  const integer = integerRaw.replace(/^0+(?=\d)/, '');
  return {
    integer,
    fraction: fractionRaw.slice(0, fractionDigits),
    any: integerRaw !== '' || (fractionDigits > 0 && fractionRaw !== ''),
  };
}

interface NumberMaskInit {
  name: MaskName;
  fractionDigits: 0 | 2;
  hint: MaskHint;
}

function numberMask(init: NumberMaskInit): MaskDefinition {
  const digits = init.fractionDigits;
  const unmask = (value: string) => {
    const { integer, fraction, any } = numberParts(value, digits);
    if (!any) return '';
    if (digits === 0) return integer;
    return `${integer || '0'}.${fraction.padEnd(digits, '0')}`;
  };
  const format = (value: string) => {
    const raw = unmask(value);
    if (raw === '') return '';
    const [integer = '', fraction] = raw.split('.');
    return fraction === undefined ? groupThousands(integer) : `${groupThousands(integer)}.${fraction}`;
  };
  // While typing, the fraction is shown as typed so far: padding "12." to "12.00" would put the
  // zeros the claimant is about to type after the caret, and their digits would be cut off.
  const formatTyping = (value: string) => {
    if (digits === 0) return format(value);
    const { integer, fraction, any } = numberParts(value, digits);
    const point = value.includes('.');
    if (!any && !point) return '';
    const grouped = groupThousands(integer || '0');
    return point ? `${grouped}.${fraction}` : grouped;
  };
  return {
    name: init.name,
    kind: 'number',
    maxLength: null,
    displayLength: null,
    hint: init.hint,
    format,
    formatTyping,
    isSignificant: (char) => /^[0-9]$/.test(char) || (digits > 0 && char === '.'),
    unmask,
    toStored(value) {
      const raw = unmask(value);
      return raw === '' ? null : raw;
    },
    isComplete(value) {
      return unmask(value) !== '';
    },
    readPaste(text) {
      // A currency sign before or after, commas only between groups of three, a point before the
      // cents. Cents a whole-dollar field cannot hold, or a comma as the decimal mark
      // ("1.250,50"), are refused rather than read as another amount.
      const amount = /^\p{Sc}?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?\s*\p{Sc}?$/u.exec(text.trim());
      if (!amount || (amount[1] === undefined && !amount[2])) return refused;
      const integer = (amount[1] ?? '0').replace(/,/g, '');
      const fraction = amount[2] ?? '';
      if (fraction.length > digits && !/^0*$/.test(fraction.slice(digits))) return refused;
      return { kind: 'answer', text: format(fraction ? `${integer}.${fraction.slice(0, digits)}` : integer) };
    },
  };
}

const registry: Readonly<Record<MaskName, MaskDefinition>> = {
  currency: numberMask({
    name: 'currency',
    fractionDigits: 0,
    hint: hintOf(catalogue.maskHint.currency),
  }),
  currencyDecimal: numberMask({
    name: 'currencyDecimal',
    fractionDigits: 2,
    hint: hintOf(catalogue.maskHint.currencyDecimal),
  }),
  decimal: charsetMask({
    name: 'decimal',
    allowed: /^[0-9.]$/,
    maxLength: 16,
    hint: hintOf(catalogue.maskHint.decimal),
  }),
  internationalPhone: charsetMask({
    name: 'internationalPhone',
    allowed: /^[0-9]$/,
    pasteIgnored: /^[\s().+-]$/,
    maxLength: 16,
    hint: hintOf(catalogue.maskHint.internationalPhone),
  }),
  date: patternMask({
    name: 'date',
    pattern: '##/##/####',
    eager: true,
    readFormatted: readDatePaste,
    hint: hintOf(catalogue.maskHint.date),
  }),
  usPhone: patternMask({
    name: 'usPhone',
    pattern: '(###) ###-####',
    readFormatted: readUsPhonePaste,
    hint: hintOf(catalogue.maskHint.usPhone),
  }),
  vin: charsetMask({
    name: 'vin',
    allowed: /^[A-Za-z0-9]$/,
    pasteIgnored: /^[\s-]$/,
    maxLength: 17,
    hint: hintOf(catalogue.maskHint.vin),
  }),
  usZip: patternMask({
    name: 'usZip',
    pattern: '#####-####',
    readFormatted: readZipPaste,
    // ZIP+4 is optional: most claimants know only the five-digit ZIP code.
    completeLengths: [5, 9],
    hint: hintOf(catalogue.maskHint.usZip),
  }),
  nonUsPostal: charsetMask({
    name: 'nonUsPostal',
    allowed: /^[A-Za-z0-9 ]$/,
    maxLength: 10,
    hint: hintOf(catalogue.maskHint.nonUsPostal),
  }),
};

/** True when a name is one of the registered masks. */
function isMaskName(name: unknown): name is MaskName {
  return typeof name === 'string' && Object.hasOwn(registry, name);
}

/** The definition of a registered mask; throws UnknownMaskError naming anything else. */
export function getMask(name: string): MaskDefinition {
  if (!isMaskName(name)) throw new UnknownMaskError(name);
  return registry[name];
}

/** Every registered mask, in the contract's order. */
export function allMasks(): MaskDefinition[] {
  return maskNames.map((name) => registry[name]);
}
