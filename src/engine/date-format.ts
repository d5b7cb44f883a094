// Reads text in one exact .NET custom date format ("MM/dd/yyyy", "M/d/yyyy hh:mm tt",
// "yyyy-MM-dd'T'HH:mm:ss.fff"): the formats settlement packages and administrators write. Exact
// means what .NET's ParseExact means: the whole text is consumed, "MM" demands two digits and "M"
// refuses a leading zero, so a value passes only if the format would print it back the same way.
// A small reader of our own rather than date-fns' parse and format: those two bring about 12 kB
// (gzip) of token tables to every first page, for the handful of tokens these formats use.

/** The parts of a date and time a text named; parts its format leaves out are left undefined. */
interface DateParts {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

type Setter = (parts: DateParts & { hour12?: number; pm?: boolean }, text: string) => boolean;

interface Token {
  /** The regular expression source that matches this token's text. */
  readonly source: string;
  /** Stores the matched text; false when it is out of range. */
  readonly set: Setter;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

function numberToken(source: string, key: 'month' | 'day' | 'hour' | 'minute' | 'second' | 'hour12', min: number, max: number): Token {
  return {
    source,
    set: (parts, text) => {
      const value = Number(text);
      parts[key] = value;
      return inRange(value, min, max);
    },
  };
}

// One digit, or two without a leading zero: what a one-letter token prints.
const SHORT = '(?:[1-9]\\d|\\d)';

type NumberPart = Parameters<typeof numberToken>[1];

/** The numeric tokens: the part each sets and its range. One letter prints no leading zero,
 *  two letters always two digits. */
const numberTokens: Record<string, [part: NumberPart, min: number, max: number]> = {
  M: ['month', 1, 12],
  d: ['day', 1, 31],
  H: ['hour', 0, 23],
  h: ['hour12', 1, 12],
  m: ['minute', 0, 59],
  s: ['second', 0, 59],
};

/** The token a run of one letter stands for; undefined for a run no reader here understands
 *  (day names, time zones, eras), so a format using it matches nothing. */
function tokenOf(letter: string, length: number): Token | undefined {
  const numeric = numberTokens[letter];
  if (numeric && length <= 2) return numberToken(length === 1 ? SHORT : '\\d{2}', ...numeric);
  switch (`${letter}${Math.min(length, 5)}`) {
    case 'y1':
    case 'y2':
      return {
        source: length === 1 ? SHORT : '\\d{2}',
        // Two-digit years fall within fifty years of 2000, as date-fns and most readers take them.
        set: (parts, text) => {
          const short = Number(text);
          parts.year = short < 50 ? 2000 + short : 1900 + short;
          return true;
        },
      };
    case 'y4':
      return {
        source: '\\d{4}',
        set: (parts, text) => {
          parts.year = Number(text);
          return parts.year >= 1;
        },
      };
    case 'M3':
    case 'M4':
      return {
        source: length === 3 ? '[a-z]{3}' : '[a-z]{3,9}',
        set: (parts, text) => {
          const name = text.toLowerCase();
          const index = MONTHS.findIndex((month) => (length === 3 ? month.slice(0, 3) === name : month === name));
          parts.month = index + 1;
          return index >= 0;
        },
      };
    case 't1':
    case 't2':
      return {
        source: length === 1 ? '[ap]' : '[ap]m',
        set: (parts, text) => {
          parts.pm = text[0]?.toLowerCase() === 'p';
          return true;
        },
      };
    case 'f1':
    case 'f2':
    case 'f3':
    case 'f4':
    case 'f5':
      // .NET writes up to seven fraction digits ("fffffff"); milliseconds keep the first three.
      if (length > 7) return undefined;
      return {
        source: `\\d{${length}}`,
        set: (parts, text) => {
          parts.millisecond = Number(text.padEnd(3, '0').slice(0, 3));
          return true;
        },
      };
    default:
      return undefined;
  }
}

interface CompiledFormat {
  readonly pattern: RegExp;
  readonly tokens: readonly Token[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// Formats come from a handful of rules and are read on every keystroke's validation.
const compiled = new Map<string, CompiledFormat | null>();

/** One piece of a format: literal text, or a run of one letter with the token it stands for
 *  (undefined when no reader here understands it), or a quote that is never closed. */
type FormatPiece =
  | { readonly kind: 'literal'; readonly text: string; readonly quoted?: boolean }
  | { readonly kind: 'token'; readonly run: string; readonly token: Token | undefined }
  | { readonly kind: 'unclosed'; readonly quote: string };

/** The pieces of a format in order. Quoted text ('T', "at") and backslash-escaped letters are
 *  literal. Both the reader and the settlement check walk formats through here, so the check
 *  refuses exactly what the reader cannot read. */
function* formatPieces(format: string): Generator<FormatPiece> {
  for (let index = 0; index < format.length; ) {
    const char = format[index] ?? '';
    if (char === "'" || char === '"') {
      const end = format.indexOf(char, index + 1);
      if (end < 0) {
        yield { kind: 'unclosed', quote: char };
        return;
      }
      yield { kind: 'literal', text: format.slice(index + 1, end), quoted: true };
      index = end + 1;
    } else if (char === '\\') {
      yield { kind: 'literal', text: format[index + 1] ?? '' };
      index += 2;
    } else if (/[a-z]/i.test(char)) {
      let length = 1;
      while (format[index + length] === char) length += 1;
      yield { kind: 'token', run: char.repeat(length), token: tokenOf(char, length) };
      index += length;
    } else {
      yield { kind: 'literal', text: char };
      index += 1;
    }
  }
}

/** The format as a regular expression with one group per token; null when it uses a token this
 *  reader does not understand. */
function compileDateFormat(format: string): CompiledFormat | null {
  const known = compiled.get(format);
  if (known !== undefined) return known;
  let source = '';
  const tokens: Token[] = [];
  let valid = format.length > 0;
  for (const piece of formatPieces(format)) {
    if (piece.kind === 'literal') source += escapeRegExp(piece.text);
    else if (piece.kind === 'token' && piece.token) {
      tokens.push(piece.token);
      source += `(${piece.token.source})`;
    } else {
      valid = false;
      break;
    }
  }
  const result = valid ? { pattern: new RegExp(`^${source}$`, 'i'), tokens } : null;
  compiled.set(format, result);
  return result;
}

/** Characters that separate formats in other tools' lists; here formats are separated by commas,
 *  so one of these between two formats would make one format no text matches. */
const listSeparators = /[;|]/;

/** The tokens this reader understands, as a package's documentation lists them. */
const dateFormatTokens = 'd, dd, M, MM, MMM, MMMM, y, yy, yyyy, H, HH, h, hh, m, mm, s, ss, t, tt and f to fffffff';

/** What is wrong with the formats of a validDate rule (comma-separated, "MM/dd/yyyy, M/d/yyyy"),
 *  one reason a mistake, each naming the bad format and token; empty when the reader reads every
 *  format. */
export function dateFormatProblems(formats: string): string[] {
  const problems: string[] = [];
  const list = formats.split(',').map((format) => format.trim());
  list.forEach((format, at) => {
    if (format === '') {
      problems.push(`formats: format ${at + 1} is empty (separate formats with one comma: "MM/dd/yyyy, yyyy-MM-dd")`);
      return;
    }
    for (const piece of formatPieces(format)) {
      if (piece.kind === 'unclosed') {
        problems.push(`formats: the quote ${piece.quote} in "${format}" is never closed (quote literal text: 'T')`);
        return;
      }
      if (piece.kind === 'literal') {
        const separator = piece.quoted ? null : listSeparators.exec(piece.text);
        if (separator)
          problems.push(
            `formats: "${separator[0]}" in "${format}" is not a separator: separate formats with commas ("MM/dd/yyyy, yyyy-MM-dd")`,
          );
        continue;
      }
      if (!piece.token)
        problems.push(`formats: unknown token "${piece.run}" in "${format}" (tokens: ${dateFormatTokens}; quote literal text: 'T')`);
    }
  });
  return problems;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

/** The parts the text names in exactly this format, or null when it does not match it or names
 *  a date or time that does not exist (30 February, 13 o'clock with PM). */
export function readDateParts(text: string, format: string): DateParts | null {
  const compiledFormat = compileDateFormat(format);
  if (!compiledFormat) return null;
  const match = compiledFormat.pattern.exec(text);
  if (!match) return null;
  const parts: DateParts & { hour12?: number; pm?: boolean } = {};
  for (const [index, token] of compiledFormat.tokens.entries()) {
    if (!token.set(parts, match[index + 1] ?? '')) return null;
  }
  if (parts.hour12 !== undefined) {
    const hour = (parts.hour12 % 12) + (parts.pm ? 12 : 0);
    if (parts.hour !== undefined && parts.hour !== hour) return null;
    parts.hour = hour;
  } else if (parts.pm !== undefined && parts.hour !== undefined && parts.pm !== parts.hour >= 12) {
    return null;
  }
  const { hour12: _hour12, pm: _pm, ...named } = parts;
  if (named.day !== undefined && named.day > daysInMonth(named.year ?? 2000, named.month ?? 1)) return null;
  return named;
}
