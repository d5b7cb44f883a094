// Who a claim's confirmation goes to, found the way the package declares it: the first answer of a
// field whose role is `email` (src/contract/field-roles.ts) among the claim's models, and the name
// the form's name block shows (first and last name). No package's own field keys appear here, and
// nothing else of the claim leaves it: the mail carries the name and the reference code only.
import type { SubmissionPayload } from '../../src/contract/api';
import { nameKeys } from '../../src/contract/form-pages';
import type { FormType } from '../../src/contract/form-type-names';
import { firstAnswer, modelsOf } from './payload-answers';
import type { Settlement } from '../settlement/settlement';

/** Who a claim's mail goes to. */
interface MailRecipient {
  address: string;
  name: string;
}

/** An address a mail can go to: one @, no spaces or line breaks (which could add headers), and
 *  no longer than SMTP allows. The form's own rules checked it already; this only keeps the
 *  transport safe from whatever a package's rules let through. */
export const deliverable = (address: string) =>
  address.length <= 254 && /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/.test(address);

/** The address and name a claim's confirmation goes to, or null when it gave no email. */
export function claimRecipient(settlement: Settlement, formType: FormType, payload: SubmissionPayload): MailRecipient | null {
  let address = '';
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType || address) continue;
    const emailFields = config.fields.filter((f) => f.role === 'email');
    if (emailFields.length === 0) continue;
    const models = modelsOf(payload, config.metadata.dtoMapping);
    for (const field of emailFields) address ||= firstAnswer(models, field.key);
  }
  if (!address || !deliverable(address)) return null;
  let name = '';
  for (const page of settlement.pages[formType] ?? []) {
    for (const section of page.sections) {
      if (section.kind !== 'name' || name) continue;
      const config = settlement.sectionConfigOf(formType, section.mapping);
      const models = config ? modelsOf(payload, config.metadata.dtoMapping) : [];
      name = [firstAnswer(models, nameKeys.first), firstAnswer(models, nameKeys.last)].filter(Boolean).join(' ');
    }
  }
  // Line breaks in a name would reach the mail's text as they are; a name is one line.
  return { address, name: name.replace(/\s+/g, ' ').slice(0, 200) };
}
