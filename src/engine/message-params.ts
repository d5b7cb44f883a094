// Filling a message's {name} placeholders, apart from the message catalogue (messages.ts), so
// the start-up code that translates can use it without loading every message of the engine.

/** A piece of copy used as a message parameter (a mask's expected format), translated in the
 *  claimant's language before it is written into the message. */
export interface CopyParam {
  readonly key: string;
  readonly defaultText: string;
}

/** One interpolation value of a message: text, a number, or copy to translate first. */
export type MessageParam = string | number | CopyParam;

/** The parameters a message descriptor carries, by name. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** The parameters of a descriptor as plain values: copy parameters become their translation
 *  (by `translate`, else their English default). */
export function resolveParams(
  params: MessageParams | undefined,
  translate?: (key: string) => string | null | undefined,
): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const resolved: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    resolved[name] = typeof value === 'object' ? translate?.(value.key) || value.defaultText : value;
  }
  return resolved;
}

/** Fills `{name}` placeholders from plain values, leaving unknown names as they are. */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number>> | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
