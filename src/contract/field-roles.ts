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
  // The sign-in of a form whose page authorizes, on the fields of its credentials model.
  /** The claim ID the claimant signs in with. */
  'claimId',
  /** The PIN the claimant signs in with: a secret, proven at authorize and never stored. */
  'pin',
] as const;
/** One field role. */
export type FieldRole = (typeof fieldRoles)[number];

/** Roles that at most one field of a form may declare: the app fills or reads exactly that field. */
export const singleFieldRoles: readonly FieldRole[] = [
  'signatureDate',
  'paymentElection',
  'payPalEmail',
  'payPalAuthCode',
  'claimId',
  'pin',
];

/** Roles whose answers are personal data kept encrypted at rest, whether or not the field also
 *  says `"sensitive": true` (which any other field may). */
export const sensitiveRoles: readonly FieldRole[] = ['email', 'phone', 'payoutAccount', 'payPalEmail', 'payPalAuthCode'];

/** The roles of the sign-in, each on exactly one field of the credentials model of a form whose
 *  page authorizes. */
export const credentialRoles = ['claimId', 'pin'] as const;

/** The roles a PayPal election needs, all in one model: the choice, the account's email, the login code. */
export const payPalElectionRoles = ['paymentElection', 'payPalEmail', 'payPalAuthCode'] as const;

/** The option value of a paymentElection field that chooses PayPal. */
export const payPalOptionValue = 'PayPal';

/** What fieldWithRole needs of a model config (parsed, camelCase keys). */
interface RoleConfig {
  readonly metadata: { readonly formType: string; readonly dtoMapping: string; readonly mappingName?: string | undefined };
  readonly fields: readonly { readonly key: string; readonly role?: FieldRole | undefined }[];
}

/** A field found by its role: its model's config and its key. */
interface RoleField<C extends RoleConfig = RoleConfig> {
  readonly config: C;
  readonly key: string;
}

/** Every field of a form's configs that declares a role, in config order. */
export function fieldsWithRole<C extends RoleConfig>(configs: Iterable<C>, formType: string, role: FieldRole): RoleField<C>[] {
  const found: RoleField<C>[] = [];
  for (const config of configs) {
    if (config.metadata.formType !== formType) continue;
    for (const field of config.fields) if (field.role === role) found.push({ config, key: field.key });
  }
  return found;
}

/** The field of a form that declares a role, if any (the settlement check refuses a second one
 *  for the roles in singleFieldRoles). */
export function fieldWithRole<C extends RoleConfig>(configs: Iterable<C>, formType: string, role: FieldRole): RoleField<C> | undefined {
  return fieldsWithRole(configs, formType, role)[0];
}
