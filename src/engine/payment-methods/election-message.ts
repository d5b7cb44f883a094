import { camelCaseKey } from '@/contract/camel-case-key';
import type { SectionOf } from '@/contract/page-layouts';
import type { MessageDescriptor } from '../message-descriptors';
import type { FieldErrors } from '../rules/validate';
import { boundKeysOf } from './election-rules';

/** The first message the engine gave on a payment section's fields (the election or a field of
 *  one of its methods), so the server can tell the claimant what is wrong with an election
 *  rather than only that some answer is. Null when those fields passed. */
export function electionMessage(section: SectionOf<'payment'>, errors: FieldErrors | undefined): MessageDescriptor | null {
  if (!errors) return null;
  const keys = [camelCaseKey(section.election), ...section.methods.flatMap((method) => Object.values(boundKeysOf(method)))];
  for (const key of keys) {
    const first = errors[key]?.[0];
    if (first) return first;
  }
  return null;
}
