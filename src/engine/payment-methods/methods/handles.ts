// The shapes of the answers that name an account by a person's contact: an email address or a
// US phone number. Written as patterns so they travel as the engine's regularExpression rule,
// which the app and the server both run.

/** An email address, as the engine's email rule reads one. */
const EMAIL = String.raw`[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+`;

/** A US phone number: ten digits, written with or without +1, brackets, spaces, dots or dashes. */
const US_PHONE = String.raw`(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}`;

/** An email address or a US phone number, the whole answer. */
export const EMAIL_OR_US_PHONE = `^(?:${EMAIL}|${US_PHONE})$`;
