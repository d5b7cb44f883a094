// Which answers of a form are sensitive: fields that say `"sensitive": true`, those whose role is
// personal by nature (sensitiveRoles: email, phone, payout accounts), and the fields that confirm
// one of those (typed twice, kept twice). Found by the package's declarations, never by its names.
import { sensitiveRoles } from '../../src/contract/field-roles';
import type { Settlement } from '../settlement/settlement';
import type { SensitiveTest } from './sealed-values';

const known = new WeakMap<Settlement, Map<string, SensitiveTest>>();

/** The sensitive-answer test of one form of a package (computed once per package and form). */
export function sensitiveAnswers(settlement: Settlement, formType: string): SensitiveTest {
  let forms = known.get(settlement);
  if (!forms) known.set(settlement, (forms = new Map()));
  const cached = forms.get(formType);
  if (cached) return cached;
  const keys = new Set<string>();
  for (const config of settlement.configs) {
    if (config.metadata.formType !== formType) continue;
    const own = new Set(
      config.fields.filter((f) => f.sensitive || (f.role && sensitiveRoles.includes(f.role))).map((f) => f.key.toLowerCase()),
    );
    for (const field of config.fields) {
      const confirmed = field.validations?.find((rule) => rule.type === 'confirms');
      if (confirmed && 'field' in confirmed && own.has(String(confirmed.field).toLowerCase())) own.add(field.key.toLowerCase());
    }
    for (const key of own) keys.add(`${config.metadata.dtoMapping.toLowerCase()}\u0000${key}`);
  }
  // A payload may spell a mapping or a key in another case than the package (the app keeps both).
  const test: SensitiveTest = (dtoMapping, key) => keys.has(`${dtoMapping.toLowerCase()}\u0000${key.toLowerCase()}`);
  forms.set(formType, test);
  return test;
}
