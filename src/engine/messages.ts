// Validation messages travel as descriptors (a localization key, the contract's English default and
// parameters) and are only turned into text when shown, so a language switch re-translates every
// error already on screen. Nothing in the engine ever bakes a translated string.
import { fillPlaceholders, resolveParams, type MessageParam } from './message-params';

/** A message to translate at display time: key, English fallback and interpolation values. */
export interface MessageDescriptor {
  readonly key: string;
  readonly defaultMessage: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** The engine's message keys and their English defaults (contract.md §Validation where it gives one). */
export const messages = {
  required: { key: 'Validation_Required', defaultMessage: 'Value is required' },
  conditionalRequired: { key: 'Validation_ConditionalRequired', defaultMessage: 'The value is required' },
  maxLength: { key: 'Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}' },
  between: { key: 'Validation_Between', defaultMessage: 'The value must be between {min} and {max}' },
  email: { key: 'Validation_Email', defaultMessage: 'Enter a valid email address' },
  url: { key: 'Validation_Url', defaultMessage: 'Enter a valid web address' },
  numeric: { key: 'Validation_Numeric', defaultMessage: 'Enter a number' },
  integer: { key: 'Validation_Integer', defaultMessage: 'Enter a whole number' },
  dateBetween: { key: 'Validation_Date_Between', defaultMessage: 'The date must be between {min} and {max}' },
  numberBetween: { key: 'Validation_Number_Between', defaultMessage: 'The value must be between {min} and {max}' },
  restrictedCharacters: {
    key: 'Validation_RestrictedCharacters',
    defaultMessage: 'The following characters are not allowed: {characters}',
  },
  allowedCharactersUnavailable: {
    key: 'Validation_AllowedCharacters_Unavailable',
    defaultMessage: 'Could not get allowed characters',
  },
  endDateAfter: { key: 'Validation_EndDate', defaultMessage: 'The end date must be later than {start}' },
  endDateOnOrAfter: { key: 'Validation_EndDate_AllowEqual', defaultMessage: 'The end date must be on or after {start}' },
  preventFutureDate: { key: 'Validation_PreventFutureDate', defaultMessage: 'The date cannot be in the future' },
  preventFutureShortDate: { key: 'Validation_PreventFutureShortDate', defaultMessage: 'The date cannot be in the future' },
  regex: { key: 'Validation_Regex_InvalidValue', defaultMessage: 'The value is not valid' },
  validDate: { key: 'Validation_ValidDate', defaultMessage: 'Enter a valid date in the format {format}' },
  requireOneTrue: { key: 'Validation_RequireOnePropertyValTrue', defaultMessage: 'At least one option is required' },
  requireOneValue: {
    key: 'Validation_RequireOnePropertyToHaveAValue',
    defaultMessage: 'At least one field must have a value',
  },
  maskIncomplete: { key: 'Validation_Mask_Incomplete', defaultMessage: 'Enter the complete value: {format}' },
  fileAlreadyExists: { key: 'Validation_File_Duplicate', defaultMessage: 'The file already exists' },
  oneFilePerModel: { key: 'Validation_File_OnePerRecord', defaultMessage: 'Only one file can be added per record' },
  cultureRequired: { key: 'Validation_Culture_Required', defaultMessage: 'A language must be selected' },
  singleInstance: { key: 'Validation_SingleInstance', defaultMessage: 'Only one {mapping} can be submitted' },
} as const satisfies Record<string, MessageDescriptor>;

/** Builds a descriptor from a catalogue entry, a custom localization key (which keeps the
 *  catalogue's English as its fallback) and parameters. */
export function messageOf(
  entry: MessageDescriptor,
  params?: Record<string, MessageParam>,
  customKey?: string,
): MessageDescriptor {
  const key = customKey ?? entry.key;
  return params ? { key, defaultMessage: entry.defaultMessage, params } : { key, defaultMessage: entry.defaultMessage };
}

/** Renders a descriptor: the translation of its key when there is one, else its English default,
 *  with `{name}` placeholders replaced by the parameters. */
export function renderMessage(descriptor: MessageDescriptor, translate?: (key: string) => string | null | undefined): string {
  const template = translate?.(descriptor.key) || descriptor.defaultMessage;
  return fillPlaceholders(template, resolveParams(descriptor.params, translate));
}

/** Identity of a descriptor for de-duplication: same key and same parameters. */
export function messageIdentity(descriptor: MessageDescriptor): string {
  const params = descriptor.params ? Object.entries(descriptor.params).sort(([a], [b]) => (a < b ? -1 : 1)) : [];
  return `${descriptor.key}\u0000${JSON.stringify(params)}`;
}

/** Removes repeated descriptors, keeping the first of each in order. */
export function dedupeMessages(list: readonly MessageDescriptor[]): MessageDescriptor[] {
  const seen = new Set<string>();
  return list.filter((descriptor) => {
    const identity = messageIdentity(descriptor);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}
