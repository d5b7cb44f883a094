// The formats of a settlement package, oldest first. A package says which one it was written for
// in settlement.json ("formatVersion"; absent means 1, or 0 for a package that declares no role).
// A server reads every format up to its own: what a later format added has a built-in default, so an older package still starts, and the
// check warns about each default in use. settlements/README.md ("Package formats") says what an
// administrator does for each version; tests/fixtures/packages holds a package of each.

/** One package format: when it shipped and what it added. */
interface PackageFormat {
  readonly version: number;
  /** The day the repository first shipped it. */
  readonly shipped: string;
  /** What it added over the format before, for the docs. */
  readonly added: string;
  /** What an administrator does to bring a package of the format before up to this one. */
  readonly upgrade: string;
}

/** Every format the repository has shipped, oldest first. */
export const packageFormats = [
  {
    version: 0,
    shipped: '2026-11-23',
    added:
      'Settlement packages: settlement.json, deadlines.json, forms/<form type>.json and copy/<culture>.json. The site built the pages in and found the fields it acts on by their keys.',
    upgrade: 'The first format. A package of it names no "formatVersion" and declares no "role".',
  },
  {
    version: 1,
    shipped: '2026-11-26',
    added: 'Forms files list their pages; fields declare their roles (paymentElection, payPalEmail, ...).',
    upgrade:
      'Nothing is needed: a forms file without "pages" runs on the pages the site had built in, and in a package where no field declares a role the fields keyed SignatureDate, PaymentMethod, PayPalEmailAddress, PayPalAuthCode, EmailAddress, PhoneNumber and InternationalPhone take their roles; the check warns about both. To move on, copy the pages from settlements/demo/forms/, add "role" to those fields and set "formatVersion": 1 (or later).',
  },
  {
    version: 2,
    shipped: '2026-11-26',
    added:
      'App copy keys Header_LanguageMenu, Shared_RequiredNote and Shared_DatePicker_Select; the server messages (Server_*) in the package copy.',
    upgrade:
      'Nothing is needed: a package without those keys runs on their built-in text (English and Spanish; English in other cultures) and the check warns. To word them yourself, add them to every copy file, the server messages too if you like, then set "formatVersion": 2.',
  },
  {
    version: 3,
    shipped: '2026-11-28',
    added:
      'The claim ID and PIN of a form whose page authorizes are the fields of its credentials model with the roles claimId and pin, whatever their keys.',
    upgrade:
      'Nothing is needed while those fields keep the keys ClaimId and Pin: the server takes them for the claim ID and PIN and the check warns. Add "role": "claimId" and "role": "pin" to them (then they may have any keys), and set "formatVersion": 3.',
  },
] as const satisfies readonly PackageFormat[];

/** The format this server writes and reads; it reads every older one too. */
export const currentFormatVersion: number = packageFormats[packageFormats.length - 1]!.version;
