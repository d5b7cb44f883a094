// Filling a message's {name} placeholders, apart from the message catalogue (messages.ts), so
// the start-up code that translates can use it without loading every message of the engine.

/** A piece of copy used as a message parameter (a mask's expected format), translated in the
 *  claimant's language before it is written into the message. */
interface CopyParam {
  readonly key: string;
  readonly defaultText: string;
}

/** A calendar day used as a message parameter (a range rule's bounds): written in the claimant's
 *  culture's date format when the message is shown, while answers keep their fixed format. */
export interface DateParam {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** One interpolation value of a message: text, a number, copy to translate first, or a day. */
export type MessageParam = string | number | CopyParam | DateParam;

/** A day as a culture writes it in short numeric form (en: 3/15/2024, vi: 15/3/2024, ar: ١٥/٣/٢٠٢٤). */
function formatDateParam(date: DateParam, culture: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(culture, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  }
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The parameters a message descriptor carries, by name. */
type MessageParams = Readonly<Record<string, MessageParam>>;

/** The parameters of a descriptor as plain values: copy parameters become their translation
 *  (by `translate`, else their English default), days are written in `culture`'s format. */
export function resolveParams(
  params: MessageParams | undefined,
  translate?: (key: string) => string | null | undefined,
  culture = 'en-US',
): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'object') resolved[name] = value;
    else if ('key' in value) resolved[name] = translate?.(value.key) || value.defaultText;
    else resolved[name] = formatDateParam(value, culture);
  }
  return resolved;
}

/** Fills `{name}` placeholders from plain values, leaving unknown names as they are. */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number>> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
