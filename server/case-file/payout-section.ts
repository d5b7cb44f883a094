// What the case file knows of how a claim is paid: the form's payment section with the methods a
// claimant may change to there, when changes stop (the package's cut-off before the distribution
// date), and the method on file shown without its account (its last four characters only).
// PayPal is not offered: choosing it needs the PayPal login the wizard's page runs, which the case
// file does not; a claim paid by PayPal may still move to another method.
import type { CaseState } from '../../src/contract/case-file';
import { camelCaseKey } from '../../src/contract/camel-case-key';
import { payloadKeyOf, type DtoMapping, type FormType } from '../../src/contract/form-type-names';
import type { SectionOf } from '../../src/contract/page-layouts';
import { boundKeysOf, inputsOf } from '../../src/engine/payment-methods/election-rules';
import type { Settlement } from '../settlement/settlement';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A method the case file offers: the election's option that chooses it, its definition's name,
 *  its fields (camelCase keys, in its declaration's order) and the one holding its account. */
interface OfferedMethod {
  readonly option: string;
  readonly method: string;
  readonly keys: readonly string[];
  readonly accountKey: string | null;
}

/** The form's payment section as the case file changes it. */
export interface PayoutSection {
  readonly section: SectionOf<'payment'>;
  /** The mapping of the section's model, as the model config writes it. */
  readonly dtoMapping: string;
  /** The election field's key (camelCase). */
  readonly election: string;
  /** Every field the section binds, PayPal's too: all are cleared before the new answers go in,
   *  so no account of an earlier method stays on the claim. */
  readonly boundKeys: readonly string[];
  readonly methods: readonly OfferedMethod[];
}

/** The form's payment section, or null when the form has none (or offers only PayPal). */
export function payoutSectionOf(settlement: Settlement, formType: string): PayoutSection | null {
  for (const page of settlement.pages[formType as FormType] ?? []) {
    for (const section of page.sections) {
      if (section.kind !== 'payment') continue;
      const config = settlement.sectionConfigOf(formType as FormType, section.mapping);
      if (!config) continue;
      const boundKeys = section.methods.flatMap((method) => Object.values(boundKeysOf(method)));
      const methods = section.methods
        .filter((method) => method.method !== 'payPal')
        .map((method) => {
          const keys = boundKeysOf(method);
          const account = inputsOf(method).find(([, input]) => input.role === 'payoutAccount')?.[0];
          return {
            option: method.option,
            method: method.method,
            keys: Object.values(keys),
            accountKey: account === undefined ? null : (keys[account] ?? null),
          };
        });
      if (methods.length === 0) return null;
      return { section, dtoMapping: config.metadata.dtoMapping, election: camelCaseKey(section.election), boundKeys, methods };
    }
  }
  return null;
}

/** The instant from which the payment method no longer changes, or null while the package names
 *  no distribution date. */
export function payoutCutoff(settlement: Settlement): Date | null {
  const { distributionDate } = settlement.info.privacy;
  if (distributionDate === null) return null;
  return new Date(Date.parse(`${distributionDate}T00:00:00Z`) - settlement.info.caseFile.payoutCutoffDays * DAY_MS);
}

/** Whether a claim's payment method may still change at `now`: as its address, until it is paid,
 *  and never from the package's cut-off on. */
export function payoutOpen(settlement: Settlement, state: CaseState, now: number): boolean {
  const cutoff = payoutCutoff(settlement);
  return state !== 'paid' && (cutoff === null || now < cutoff.getTime());
}

/** A single model's fields in a payload, or null. */
export function modelFieldsOf(payload: unknown, dtoMapping: string): Record<string, unknown> | null {
  const model = (payload as Record<string, unknown> | null)?.[payloadKeyOf(dtoMapping as DtoMapping)];
  if (!model || typeof model !== 'object' || Array.isArray(model)) return null;
  return (model as { fields?: Record<string, unknown> }).fields ?? null;
}

/** The method on file: its option (null when none is chosen) and the last four characters of its
 *  account (null for a method without one, such as a check). Never the account itself. */
export function currentPayout(payout: PayoutSection, payload: unknown): { option: string | null; lastFour: string | null } {
  const fields = modelFieldsOf(payload, payout.dtoMapping);
  const chosen = fields?.[payout.election];
  const option = typeof chosen === 'string' && chosen !== '' ? chosen : null;
  const method = payout.methods.find((m) => m.option === option);
  const account = method?.accountKey ? fields?.[method.accountKey] : undefined;
  const lastFour = typeof account === 'string' && account.trim().length > 4 ? account.trim().slice(-4) : null;
  return { option, lastFour };
}
