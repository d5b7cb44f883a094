import type { MessageParam } from '@/engine/message-params';
import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '@/contract/model-config';
import type { MessageDescriptor } from '@/engine/message-descriptors';
import type { ValidationContext } from '@/engine/rules/context';
import { validateField } from '@/engine/rules/validate';
import { contextOf, modelConfig as config, modelOf } from '../support/model-configs';

// One table per rule of contract.md §Validation. Each row sets the field under test ("subject") and the
// fields a rule may read ("other", "second", "start", "a", "b"), and states the message key
// expected, or null for a pass.

interface Row {
  name: string;
  value: unknown;
  others?: Record<string, unknown>;
  widget?: 'text' | 'checkbox' | 'date';
  context?: Partial<ValidationContext>;
  side?: 'client' | 'server';
  expected: string | null;
  params?: Record<string, MessageParam>;
}

function run(rule: ValidationRule, row: Row): MessageDescriptor[] {
  const modelConfig = config([
    { key: 'subject', widget: row.widget ?? 'text', validations: [rule] },
    { key: 'other', widget: 'text' },
    { key: 'second', widget: 'text' },
    { key: 'start', widget: 'text' },
    { key: 'a', widget: 'checkbox' },
    { key: 'b', widget: 'checkbox' },
  ]);
  const model = modelOf(modelConfig, { subject: row.value, ...row.others });
  return validateField(model, modelConfig, 'subject', contextOf([model], row.context), { side: row.side ?? 'client' });
}

function table(title: string, rule: ValidationRule, rows: Row[]) {
  describe(title, () => {
    it.each(rows)('$name', (row) => {
      const found = run(rule, row);
      if (row.expected === null) expect(found).toEqual([]);
      else {
        expect(found.map((message) => message.key)).toEqual([row.expected]);
        if (row.params) expect(found[0]!.params).toEqual(row.params);
      }
    });
  });
}

table('required', { type: 'required' }, [
  { name: 'null fails', value: null, expected: 'Validation_Required' },
  { name: 'blank string fails', value: '   ', expected: 'Validation_Required' },
  { name: 'empty list fails', value: [], expected: 'Validation_Required' },
  { name: 'text passes', value: 'x', expected: null },
  { name: 'zero passes', value: 0, expected: null },
  { name: 'unticked checkbox fails', value: false, widget: 'checkbox', expected: 'Validation_Required' },
  { name: 'ticked checkbox passes', value: true, widget: 'checkbox', expected: null },
  { name: "checkbox 'true' passes", value: 'true', widget: 'checkbox', expected: null },
  { name: 'runs on the server too', value: null, side: 'server', expected: 'Validation_Required' },
]);

describe('required messages', () => {
  it("uses the contract's default English and a custom key when given", () => {
    expect(run({ type: 'required' }, { name: '', value: null, expected: null })).toEqual([
      { key: 'Validation_Required', defaultMessage: 'Value is required' },
    ]);
    expect(run({ type: 'required', message: 'Claimant_FirstName_Required' }, { name: '', value: null, expected: null })).toEqual([
      { key: 'Claimant_FirstName_Required', defaultMessage: 'Value is required' },
    ]);
  });
});

table('requiredOnClientOnly', { type: 'requiredOnClientOnly' }, [
  { name: 'empty fails on the client', value: null, expected: 'Validation_Required' },
  { name: 'empty is skipped on the server', value: null, side: 'server', expected: null },
  { name: 'filled passes', value: 'x', expected: null },
]);

table('conditionalRequired', { type: 'conditionalRequired', field: 'other' }, [
  { name: 'required when the other field has a value', value: null, others: { other: 'yes' }, expected: 'Validation_ConditionalRequired' },
  { name: 'not required when the other is empty', value: null, others: { other: null }, expected: null },
  { name: 'not required when the other is false', value: null, others: { other: false }, expected: null },
  { name: 'filled passes', value: 'x', others: { other: 'yes' }, expected: null },
]);

describe('conditional required message', () => {
  it("is 'The value is required'", () => {
    const [found] = run(
      { type: 'requiredIf', field: 'other', value: 'Y' },
      { name: '', value: null, others: { other: 'Y' }, expected: null },
    );
    expect(found?.defaultMessage).toBe('The value is required');
  });
});

table('maxLength', { type: 'maxLength', max: 5 }, [
  { name: 'at the limit passes', value: '12345', expected: null },
  { name: 'over the limit fails with max', value: '123456', expected: 'Validation_MaxLength', params: { max: 5 } },
  { name: 'empty passes', value: '', expected: null },
  { name: 'numbers are measured as text', value: 1234567, expected: 'Validation_MaxLength' },
  { name: 'a list is not text and passes', value: ['123456'], expected: null },
]);

table('between', { type: 'between', min: 1, max: 10 }, [
  { name: 'inside passes', value: '5', expected: null },
  { name: 'bounds are inclusive', value: 10, expected: null },
  { name: 'below fails with min and max', value: '0', expected: 'Validation_Between', params: { min: 1, max: 10 } },
  { name: 'above fails', value: '10.5', expected: 'Validation_Between' },
  { name: 'not a number fails', value: 'abc', expected: 'Validation_Between' },
  { name: 'empty passes', value: null, expected: null },
]);

table('abaRoutingNumber', { type: 'abaRoutingNumber' }, [
  { name: 'a real routing number passes', value: '021000021', expected: null },
  { name: 'spaces and dashes as printed pass', value: '011-000 015', expected: null },
  { name: 'a wrong check digit fails', value: '021000022', expected: 'Validation_AbaRoutingNumber' },
  { name: 'eight digits fail', value: '02100002', expected: 'Validation_AbaRoutingNumber' },
  { name: 'letters fail', value: '02100002A', expected: 'Validation_AbaRoutingNumber' },
  { name: 'all zeros fail', value: '000000000', expected: 'Validation_AbaRoutingNumber' },
  { name: 'runs on the server too', value: '021000022', side: 'server', expected: 'Validation_AbaRoutingNumber' },
  { name: 'empty passes', value: '', expected: null },
]);

table('email', { type: 'email' }, [
  { name: 'valid passes', value: 'ann@example.org', expected: null },
  { name: 'missing domain dot fails', value: 'ann@example', expected: 'Validation_Email' },
  { name: 'spaces fail', value: 'ann @example.org', expected: 'Validation_Email' },
  { name: 'no at fails', value: 'example.org', expected: 'Validation_Email' },
  { name: 'surrounding spaces are ignored', value: ' ann@example.org ', expected: null },
  { name: 'empty passes', value: '', expected: null },
]);

table('url', { type: 'url' }, [
  { name: 'https passes', value: 'https://example.org/claims', expected: null },
  { name: 'http passes', value: 'http://example.org', expected: null },
  { name: 'no scheme fails', value: 'example.org', expected: 'Validation_Url' },
  { name: 'other scheme fails', value: 'javascript:alert(1)', expected: 'Validation_Url' },
  { name: 'empty passes', value: null, expected: null },
]);

table('numeric', { type: 'numeric' }, [
  { name: 'decimal passes', value: '12.5', expected: null },
  { name: 'grouped passes', value: '1,234.5', expected: null },
  { name: 'number passes', value: 3, expected: null },
  { name: 'letters fail', value: '12a', expected: 'Validation_Numeric' },
  { name: 'empty passes', value: '', expected: null },
]);

table('integer', { type: 'integer' }, [
  { name: 'whole passes', value: '42', expected: null },
  { name: 'negative passes', value: '-3', expected: null },
  { name: 'decimal fails', value: '4.2', expected: 'Validation_Integer' },
  { name: 'letters fail', value: 'four', expected: 'Validation_Integer' },
  { name: 'empty passes', value: null, expected: null },
]);

table('range (dates)', { type: 'range', valueType: 'date', min: '01/01/2020', max: '12/31/2020' }, [
  { name: 'inside passes', value: '06/15/2020', expected: null },
  { name: 'first day passes', value: '1/1/2020', expected: null },
  { name: 'last day passes', value: '12/31/2020', expected: null },
  {
    name: 'before fails with the bounds as days (written in the culture when shown)',
    value: '12/31/2019',
    expected: 'Validation_Date_Between',
    params: { min: { year: 2020, month: 1, day: 1 }, max: { year: 2020, month: 12, day: 31 } },
  },
  { name: 'after fails', value: '01/01/2021', expected: 'Validation_Date_Between' },
  { name: 'not a date fails', value: '13/45/2020', expected: 'Validation_Date_Between' },
  { name: 'empty passes', value: '', expected: null },
]);

table('range (numbers)', { type: 'range', valueType: 'number', min: 0, max: '1000' }, [
  { name: 'inside passes', value: '250', expected: null },
  { name: 'grouped value passes', value: '1,000', expected: null },
  { name: 'above fails with min and max', value: '1000.01', expected: 'Validation_Number_Between', params: { min: 0, max: 1000 } },
  { name: 'negative fails', value: '-1', expected: 'Validation_Number_Between' },
  { name: 'empty passes', value: null, expected: null },
]);

table('characterSetRestriction', { type: 'characterSetRestriction' }, [
  { name: 'allowed characters pass', value: 'Main St. #4', expected: null },
  {
    name: 'lists each disallowed character once',
    value: 'Café Ünïon é',
    expected: 'Validation_RestrictedCharacters',
    params: { characters: 'é Ü ï' },
  },
  { name: 'empty passes', value: '', expected: null },
  {
    name: 'no whitelist fetched is an error',
    value: 'abc',
    context: { whitelist: null },
    expected: 'Validation_AllowedCharacters_Unavailable',
  },
  { name: 'no whitelist and empty passes', value: null, context: { whitelist: null }, expected: null },
]);

describe('characterSetRestriction without a whitelist', () => {
  it("says 'Could not get allowed characters'", () => {
    const [found] = run({ type: 'characterSetRestriction' }, { name: '', value: 'x', context: { whitelist: null }, expected: null });
    expect(found?.defaultMessage).toBe('Could not get allowed characters');
  });
});

table('endDate', { type: 'endDate', startField: 'start' }, [
  { name: 'later passes', value: '02/01/2024', others: { start: '01/31/2024' }, expected: null },
  {
    name: 'equal fails',
    value: '01/31/2024',
    others: { start: '01/31/2024' },
    expected: 'Validation_EndDate',
    params: { start: { year: 2024, month: 1, day: 31 } },
  },
  { name: 'earlier fails', value: '01/30/2024', others: { start: '01/31/2024' }, expected: 'Validation_EndDate' },
  { name: 'empty end passes', value: null, others: { start: '01/31/2024' }, expected: null },
  { name: 'empty start passes', value: '01/30/2024', others: { start: null }, expected: null },
]);

table('endDate with allowEqual', { type: 'endDate', startField: 'start', allowEqual: true }, [
  { name: 'equal passes', value: '1/31/2024', others: { start: '01/31/2024' }, expected: null },
  { name: 'earlier fails', value: '01/30/2024', others: { start: '01/31/2024' }, expected: 'Validation_EndDate_AllowEqual' },
]);

table(
  'nestedRequiredIf, one condition',
  { type: 'nestedRequiredIf', conditions: [{ field: 'other', operator: 'IsEqualTo', value: true }] },
  [
    { name: "'true' equals true", value: null, others: { other: 'true' }, expected: 'Validation_ConditionalRequired' },
    { name: "'True' equals true", value: null, others: { other: 'True' }, expected: 'Validation_ConditionalRequired' },
    { name: 'false does not', value: null, others: { other: false }, expected: null },
    { name: 'filled passes', value: 'x', others: { other: true }, expected: null },
  ],
);

table(
  'nestedRequiredIf, numeric strings',
  { type: 'nestedRequiredIf', conditions: [{ field: 'other', operator: 'IsEqualTo', value: 1 }] },
  [
    { name: "'1' equals 1", value: null, others: { other: '1' }, expected: 'Validation_ConditionalRequired' },
    { name: "'1.0' equals 1", value: null, others: { other: '1.0' }, expected: 'Validation_ConditionalRequired' },
    { name: "'2' does not", value: null, others: { other: '2' }, expected: null },
  ],
);

table(
  'nestedRequiredIf, null means empty',
  { type: 'nestedRequiredIf', conditions: [{ field: 'other', operator: 'IsEqualTo', value: null }] },
  [
    { name: 'required when the other is empty', value: null, others: { other: '' }, expected: 'Validation_ConditionalRequired' },
    { name: 'not when the other has a value', value: null, others: { other: 'x' }, expected: null },
  ],
);

table(
  'nestedRequiredIf, IsNotEqualTo null means not empty',
  { type: 'nestedRequiredIf', conditions: [{ field: 'other', operator: 'IsNotEqualTo', value: null }] },
  [
    { name: 'required when the other has a value', value: null, others: { other: 'x' }, expected: 'Validation_ConditionalRequired' },
    { name: 'not when the other is empty', value: null, others: { other: null }, expected: null },
  ],
);

table(
  'nestedRequiredIf, two conditions with And (the default)',
  {
    type: 'nestedRequiredIf',
    conditions: [
      { field: 'other', operator: 'IsEqualTo', value: 'Y' },
      { field: 'second', operator: 'IsNotEqualTo', value: 'N' },
    ],
  },
  [
    { name: 'both hold', value: null, others: { other: 'Y', second: 'Z' }, expected: 'Validation_ConditionalRequired' },
    { name: 'only the first holds', value: null, others: { other: 'Y', second: 'N' }, expected: null },
    { name: 'neither holds', value: null, others: { other: 'X', second: 'N' }, expected: null },
  ],
);

table(
  'nestedRequiredIf, two conditions with Or',
  {
    type: 'nestedRequiredIf',
    logic: 'Or',
    conditions: [
      { field: 'other', operator: 'IsEqualTo', value: 'Y' },
      { field: 'second', operator: 'IsEqualTo', value: false },
    ],
  },
  [
    { name: 'the first holds', value: null, others: { other: 'Y', second: true }, expected: 'Validation_ConditionalRequired' },
    {
      name: "the second holds ('false')",
      value: null,
      others: { other: 'X', second: 'false' },
      expected: 'Validation_ConditionalRequired',
    },
    { name: 'neither holds', value: null, others: { other: 'X', second: true }, expected: null },
  ],
);

table('requiredIf', { type: 'requiredIf', field: 'other', value: 'Other' }, [
  { name: 'required when equal', value: null, others: { other: 'Other' }, expected: 'Validation_ConditionalRequired' },
  { name: 'not when different', value: null, others: { other: 'Mail' }, expected: null },
  { name: 'filled passes', value: 'details', others: { other: 'Other' }, expected: null },
]);

table('requiredIf with a boolean value', { type: 'requiredIf', field: 'a', value: true }, [
  { name: 'required when the checkbox is ticked', value: null, others: { a: true }, expected: 'Validation_ConditionalRequired' },
  { name: 'not when unticked', value: null, others: { a: false }, expected: null },
]);

table('requiredIfOtherPropertyMatchesRegex', { type: 'requiredIfOtherPropertyMatchesRegex', field: 'other', pattern: '^(US|CA)$' }, [
  { name: 'required when the other matches', value: null, others: { other: 'US' }, expected: 'Validation_ConditionalRequired' },
  { name: 'not when it does not', value: null, others: { other: 'MX' }, expected: null },
  { name: 'not when it is empty', value: null, others: { other: null }, expected: null },
  { name: 'filled passes', value: 'x', others: { other: 'CA' }, expected: null },
]);

table('preventFutureDate', { type: 'preventFutureDate' }, [
  { name: 'the past passes', value: '06/14/2024', expected: null },
  { name: 'earlier today passes', value: '06/15/2024 11:00 AM', expected: null },
  { name: 'later today fails', value: '06/15/2024 1:00 PM', expected: 'Validation_PreventFutureDate' },
  { name: 'tomorrow fails', value: '06/16/2024', expected: 'Validation_PreventFutureDate' },
  { name: 'empty passes', value: '', expected: null },
]);

table('preventFutureShortDate', { type: 'preventFutureShortDate' }, [
  { name: 'today passes', value: '06/15/2024', expected: null },
  { name: 'tomorrow fails', value: '06/16/2024', expected: 'Validation_PreventFutureShortDate' },
  {
    name: "'today' is Los Angeles' today (03:00 UTC on the 16th is the 15th there)",
    value: '06/16/2024',
    context: { now: new Date('2024-06-16T03:00:00Z') },
    expected: 'Validation_PreventFutureShortDate',
  },
  { name: 'past passes', value: '1/1/1990', expected: null },
]);

table('regularExpression', { type: 'regularExpression', pattern: '[A-Z]{2}\\d{3}' }, [
  { name: 'a full match passes', value: 'AB123', expected: null },
  { name: 'a partial match fails (the whole value must match)', value: 'xAB123x', expected: 'Validation_Regex_InvalidValue' },
  { name: 'no match fails', value: 'ab123', expected: 'Validation_Regex_InvalidValue' },
  { name: 'empty passes', value: null, expected: null },
]);

table('validDate', { type: 'validDate', formats: 'MM/dd/yyyy, yyyy-MM-dd' }, [
  { name: 'the first format passes', value: '02/29/2024', expected: null },
  { name: 'the second format passes', value: '2024-02-29', expected: null },
  { name: 'a day that does not exist fails', value: '02/30/2024', expected: 'Validation_ValidDate', params: { format: 'MM/dd/yyyy' } },
  { name: 'single-digit month fails MM', value: '2/29/2024', expected: 'Validation_ValidDate' },
  { name: 'two-digit year fails', value: '02/28/24', expected: 'Validation_ValidDate' },
  { name: 'trailing text fails', value: '02/28/2024x', expected: 'Validation_ValidDate' },
  { name: 'empty passes', value: '', expected: null },
]);

table('validDate with a .NET time format', { type: 'validDate', formats: 'MM/dd/yyyy hh:mm tt' }, [
  { name: 'tt reads AM/PM', value: '01/02/2024 03:04 PM', expected: null },
  { name: 'no time fails', value: '01/02/2024', expected: 'Validation_ValidDate' },
]);

table('requireOnePropertyValTrue', { type: 'requireOnePropertyValTrue', fields: ['a', 'b'] }, [
  { name: 'none ticked fails', value: null, others: { a: false, b: false }, expected: 'Validation_RequireOnePropertyValTrue' },
  { name: 'one ticked passes', value: null, others: { a: false, b: true }, expected: null },
  { name: "'true' counts", value: null, others: { a: 'true', b: false }, expected: null },
  { name: 'null counts as unticked', value: null, others: { a: null, b: null }, expected: 'Validation_RequireOnePropertyValTrue' },
]);

describe('requireOnePropertyValTrue message', () => {
  it("defaults to 'At least one option is required'", () => {
    const [found] = run({ type: 'requireOnePropertyValTrue', fields: ['a'] }, { name: '', value: null, expected: null });
    expect(found?.defaultMessage).toBe('At least one option is required');
  });
});

table('RequireOnePropertyToHaveAValue', { type: 'RequireOnePropertyToHaveAValue', fields: ['other', 'second'] }, [
  { name: 'all empty fails', value: null, others: { other: '', second: null }, expected: 'Validation_RequireOnePropertyToHaveAValue' },
  { name: 'one filled passes', value: null, others: { other: '', second: 'x' }, expected: null },
  {
    name: 'false is not a value',
    value: null,
    others: { other: false, second: '  ' },
    expected: 'Validation_RequireOnePropertyToHaveAValue',
  },
]);

describe('RequireOnePropertyToHaveAValue with PascalCase field names', () => {
  it('reads them camelCase', () => {
    const rule: ValidationRule = { type: 'RequireOnePropertyToHaveAValue', fields: ['Other', 'Second'] };
    expect(run(rule, { name: '', value: null, others: { second: 'x' }, expected: null })).toEqual([]);
    expect(run(rule, { name: '', value: null, expected: null })).toHaveLength(1);
  });
});

describe('RequireOnePropertyToHaveAValue message', () => {
  it("defaults to 'At least one field must have a value'", () => {
    const [found] = run({ type: 'RequireOnePropertyToHaveAValue', fields: ['Other'] }, { name: '', value: null, expected: null });
    expect(found?.defaultMessage).toBe('At least one field must have a value');
  });
});

describe('rules that reference another model', () => {
  const claimant = config([{ key: 'country', widget: 'text' }]);
  const details = config(
    [
      { key: 'state', widget: 'text', validations: [{ type: 'requiredIf', field: 'Country', model: 'claimantInfo', value: 'US' }] },
      { key: 'start', widget: 'text' },
      { key: 'end', widget: 'text', validations: [{ type: 'endDate', startField: 'start', model: 'claimDetails' }] },
    ],
    { dtoMapping: 'claimDetails' },
  );

  it.each([
    { country: 'US', expected: ['Validation_ConditionalRequired'] },
    { country: 'FR', expected: [] },
  ])('requiredIf reads claimantInfo.country = $country', ({ country, expected }) => {
    const claimantModel = modelOf(claimant, { country });
    const detailsModel = modelOf(details);
    const found = validateField(detailsModel, details, 'state', contextOf([claimantModel, detailsModel]), { side: 'server' });
    expect(found.map((message) => message.key)).toEqual(expected);
  });

  it('a missing referenced model counts as empty', () => {
    const detailsModel = modelOf(details);
    expect(validateField(detailsModel, details, 'state', contextOf([detailsModel]), { side: 'client' })).toEqual([]);
  });

  it('a rule naming its own mapping reads its own model', () => {
    const detailsModel = modelOf(details, { start: '01/02/2024', end: '01/01/2024' });
    const found = validateField(detailsModel, details, 'end', contextOf([detailsModel]), { side: 'client' });
    expect(found.map((message) => message.key)).toEqual(['Validation_EndDate']);
  });

  it('prefers the linked parent transaction among several', () => {
    const transactions = config([{ key: 'kind', widget: 'text' }], { dtoMapping: 'claimTransactions' });
    const documents = config(
      [
        {
          key: 'proof',
          widget: 'text',
          validations: [{ type: 'requiredIf', field: 'kind', model: 'claimTransactions', value: 'purchase' }],
        },
      ],
      { dtoMapping: 'documentContexts' },
    );
    const first = modelOf(transactions, { kind: 'refund' });
    const second = modelOf(transactions, { kind: 'purchase' });
    const linkedToSecond = modelOf(documents, {}, second.clientId);
    const linkedToFirst = modelOf(documents, {}, first.clientId);
    const context = contextOf([first, second, linkedToSecond, linkedToFirst]);
    expect(validateField(linkedToSecond, documents, 'proof', context, { side: 'client' })).toHaveLength(1);
    expect(validateField(linkedToFirst, documents, 'proof', context, { side: 'client' })).toHaveLength(0);
  });
});
