// What a field is for, declared by the settlement package on the field itself
// (`"role": "email"`). The app and the server find the fields they act on by role, never by a
// package's own field keys, so a package may name its fields as it likes.

/** The roles a field config may declare. */
export const fieldRoles = [
  // Fields the app acts on.
  /** Filled from the server's signature-date call and stored with the claim. */
  'signatureDate',
  /** The payment method choice; its PayPal option starts the PayPal login. */
  'paymentElection',
  /** The email address of the PayPal account that is paid. */
  'payPalEmail',
  /** Where the code of the claimant's PayPal login is kept. */
  'payPalAuthCode',
  // The claimant's identity, which screening at submit compares across claims (the name and
  // the mailing address are found by the name and address blocks' own field keys).
  /** The claimant's email address. */
  'email',
  /** A phone number of the claimant's (US or international). */
  'phone',
  /** An account the claim is paid to (bank account, payment handle); PayPal's email counts too. */
  'payoutAccount',
] as const;
/** One field role. */
export type FieldRole = (typeof fieldRoles)[number];
