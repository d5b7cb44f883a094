import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSettlementPackage } from '@server/settlement/load';
import { copyDemoPackage, editJson, writeKestrelPackage } from './support/packages';

// A condition comparing a select, radio or checkbox with a value none of its answers can take
// ("inboard" where the option is "Inboard") never holds, so the form would silently never skip,
// require or show. The check refuses each such condition where it is written, naming the values
// the field can take; conditions on free-text fields may compare with anything.

vi.setConfig({ testTimeout: 60_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface Rule {
  type: string;
  field?: string;
  value?: unknown;
  pattern?: string;
  conditions?: { field: string; value: unknown }[];
}
interface Field {
  key: string;
  validations?: Rule[];
  props?: { dependencies?: { field: string; operator: string; value?: unknown }[] };
}
interface Forms {
  pages: { skipWhen?: { value: unknown } }[];
  models: { fields: Field[] }[];
}

const fieldOf = (forms: Forms, model: number, key: string) => {
  const index = forms.models[model]!.fields.findIndex((field) => field.key === key);
  return { field: forms.models[model]!.fields[index]!, index };
};
const ruleOf = (field: Field, type: string) => {
  const index = field.validations!.findIndex((rule) => rule.type === type);
  return { rule: field.validations![index]!, index };
};

describe('the settlement check on conditions', () => {
  it("refuses a skip condition in the wrong case, naming the field's values", async () => {
    const dir = await writeKestrelPackage();
    made.push(dir);
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      forms.pages[2]!.skipWhen!.value = 'inboard';
    });
    const { problems } = await checkSettlementPackage(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'forms/standard.json',
        path: 'pages[2].skipWhen.value',
        line: expect.any(Number),
        reason: 'no answer to "Engine" can be "inboard", so this condition never holds (did you mean "Inboard"? the case counts)',
      }),
    ]);
  });

  it('refuses rule and dependency values no option can take, each at its place', async () => {
    const dir = await copyDemoPackage();
    made.push(dir);
    const at: Record<string, string> = {};
    await editJson(dir, 'forms/standard.json', (forms: Forms) => {
      // requiredIf on a select of the same model, in the wrong case.
      const subdivision = fieldOf(forms, 0, 'MailingSubDivision');
      const requiredIf = ruleOf(subdivision.field, 'requiredIf');
      requiredIf.rule.value = 'us';
      at.requiredIf = `models[0].fields[${subdivision.index}].validations[${requiredIf.index}].value`;
      // A dependency on a radio with a value that is not an option.
      const payPalEmail = fieldOf(forms, 1, 'PayPalEmailAddress');
      payPalEmail.field.props!.dependencies![0]!.value = 'Cheque';
      at.dependency = `models[1].fields[${payPalEmail.index}].props.dependencies[0].value`;
      // nestedRequiredIf's first condition.
      const confirm = fieldOf(forms, 1, 'ConfirmPayPalEmailAddress');
      const nested = ruleOf(confirm.field, 'nestedRequiredIf');
      nested.rule.conditions![0]!.value = 'Paypal';
      at.nested = `models[1].fields[${confirm.index}].validations[${nested.index}].conditions[0].value`;
      // A pattern no option of the select matches.
      const description = fieldOf(forms, 1, 'ProblemDescription');
      const regex = ruleOf(description.field, 'requiredIfOtherPropertyMatchesRegex');
      regex.rule.pattern = '^bw-(200|300)$';
      at.regex = `models[1].fields[${description.index}].validations[${regex.index}].pattern`;
      // A checkbox holds true or false.
      const other = fieldOf(forms, 1, 'ExperiencedOther');
      other.field.props = { dependencies: [{ field: 'experiencedLeak', operator: 'IsEqualTo', value: 'yes' }] };
      at.checkbox = `models[1].fields[${other.index}].props.dependencies[0].value`;
      // A condition on a free-text field may name any value: not a problem.
      const url = fieldOf(forms, 1, 'OrderConfirmationUrl');
      url.field.validations!.push({ type: 'requiredIf', field: 'checkPayeeName', value: 'anything at all' });
    });
    const { problems } = await checkSettlementPackage(dir);
    const values = (...names: string[]) => names.map((name) => JSON.stringify(name)).join(', ');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: at.requiredIf,
          reason: 'no answer to "mailingCountry" can be "us", so this condition never holds (did you mean "US"? the case counts)',
        }),
        expect.objectContaining({
          path: at.dependency,
          reason: `no answer to "paymentMethod" can be "Cheque", so this condition never holds (its values: ${values('PayPal', 'Venmo', 'Zelle', 'DirectDeposit', 'PrepaidCard', 'Check', 'none')})`,
        }),
        expect.objectContaining({
          path: at.nested,
          reason: 'no answer to "paymentMethod" can be "Paypal", so this condition never holds (did you mean "PayPal"? the case counts)',
        }),
        expect.objectContaining({
          path: at.regex,
          reason: `no answer to "productModel" matches "^bw-(200|300)$", so this condition never holds (its values: ${values('BW-100', 'BW-200', 'BW-300', 'BW-400')})`,
        }),
        expect.objectContaining({
          path: at.checkbox,
          reason: 'no answer to "experiencedLeak" can be "yes", so this condition never holds (its values: true, false)',
        }),
      ]),
    );
    expect(problems).toHaveLength(5);
    expect(problems.every((problem) => problem.file === 'forms/standard.json' && typeof problem.line === 'number')).toBe(true);
  });

  it("accepts Kestrel's conditions as they are", async () => {
    const dir = await writeKestrelPackage();
    made.push(dir);
    expect((await checkSettlementPackage(dir)).problems).toEqual([]);
  });
});
