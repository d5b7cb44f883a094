// The free text of a claim: the answers typed freely (text and text-area widgets without a mask),
// apart from who filed it, found by the package's declared widgets and roles, never by its field
// names. What the campaign job compares claims by (campaigns.ts): a ring that files one story
// with new identities tells it here, whatever names and addresses it rotates.
import type { SubmissionPayload } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-type-names';
import { addressKeys, nameKeys } from '../../src/contract/form-pages';
import { widgetOf } from '../../src/contract/widgets';
import { answerText, modelsOf } from '../claims/payload-answers';
import type { Settlement } from '../settlement/settlement';
import { claimIdentity } from './identity';
import { foldText } from './normalize';

/** The claim's free-text answers of at least `minLength` characters each, folded (see foldText),
 *  numbers read as "#", joined by one space; words of the claimant's own name left out (a story
 *  that names its teller varies with the name). A shorter answer is left out: a store's name, a
 *  model or a one-line "it leaked" is what thousands of honest claimants write alike, and added to
 *  a short story it would make theirs look one. */
export function freeTextOf(settlement: Settlement, formType: FormType, payload: SubmissionPayload, minLength: number): string {
  const skip = new Set<string>([...Object.values(nameKeys), ...Object.values(addressKeys)]);
  const identity = claimIdentity(settlement, formType, payload);
  const nameWords = new Set([...identity.firstName.split(' '), ...identity.lastName.split(' ')].filter((w) => w.length > 1));
  const parts: string[] = [];
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType || config.metadata.dtoMapping === 'signature') continue;
    const typed = config.fields.filter((f) => widgetOf(f).freeText && !f.maskName && !f.role && !skip.has(f.key));
    if (typed.length === 0) continue;
    for (const fields of modelsOf(payload, config.metadata.dtoMapping))
      for (const field of typed) {
        const words = foldText(answerText(fields[field.key]))
          .replace(/\p{N}+/gu, '#')
          .split(' ')
          .filter((w) => w && !nameWords.has(w));
        const text = words.join(' ');
        if (text.length >= minLength) parts.push(text);
      }
  }
  return parts.join(' ');
}
