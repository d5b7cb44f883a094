// What the claimant hears when a claim's payment election fails the methods' rules. The server
// re-checks every answer with the engine (submission-check.ts); an election that fails is refused
// with the engine's own message for it ("Enter the phone number or email address of your Venmo
// account"), in the claim's language, rather than only that some answer is wrong: a claimant who
// reached this past the app learns what to fix.
import type { FormType } from '../../src/contract/form-type-names';
import type { MessageDescriptor } from '../../src/engine/message-descriptors';
import { mappingNameOf, type FormModel } from '../../src/engine/models';
import { electionMessage } from '../../src/engine/payment-methods/election-message';
import type { FieldErrors } from '../../src/engine/rules/validate';
import type { Settlement } from '../settlement/settlement';

/** The engine's first message on a payment section's fields of the form, or null when the
 *  election passed (or the form has no payment section). */
export function electionRefusal(
  settlement: Pick<Settlement, 'pages'>,
  formType: FormType,
  check: { readonly models: readonly FormModel[]; readonly errors: Readonly<Record<string, FieldErrors>> },
): MessageDescriptor | null {
  for (const page of settlement.pages[formType] ?? [])
    for (const section of page.sections) {
      if (section.kind !== 'payment') continue;
      const model = check.models.find((candidate) => mappingNameOf(candidate.metadata) === section.mapping);
      const message = model ? electionMessage(section, check.errors[model.clientId]) : null;
      if (message) return message;
    }
  return null;
}
