import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationRule } from '@/contract/model-config';
import { compileRule } from '@/engine/rules/rules';
import { validateModel } from '@/engine/rules/validate';
import { contextOf, modelConfig as config, modelOf } from '../support/model-configs';

// No rule may throw on any JSON value, whether in the field itself or in the fields it reads:
// configs and prepopulated data come from another system and claimants type anything.

const everyRule: ValidationRule[] = [
  { type: 'required' },
  { type: 'requiredOnClientOnly' },
  { type: 'conditionalRequired', field: 'other' },
  { type: 'maxLength', max: 3 },
  { type: 'between', min: 1, max: 9 },
  { type: 'email' },
  { type: 'url' },
  { type: 'numeric' },
  { type: 'integer' },
  { type: 'range', valueType: 'date', min: '1/1/2000', max: '12/31/2030' },
  { type: 'range', valueType: 'number', min: 0, max: 100 },
  { type: 'characterSetRestriction' },
  { type: 'endDate', startField: 'other' },
  { type: 'endDate', startField: 'other', allowEqual: true },
  {
    type: 'nestedRequiredIf',
    logic: 'Or',
    conditions: [
      { field: 'other', operator: 'IsEqualTo', value: null },
      { field: 'second', operator: 'IsNotEqualTo', value: 1 },
    ],
  },
  { type: 'requiredIf', field: 'other', value: true },
  { type: 'requiredIfOtherPropertyMatchesRegex', field: 'other', pattern: '^a' },
  { type: 'preventFutureDate' },
  { type: 'preventFutureShortDate' },
  { type: 'regularExpression', pattern: '\\d+' },
  { type: 'validDate', formats: 'MM/dd/yyyy,yyyy-MM-dd' },
  { type: 'requireOnePropertyValTrue', fields: ['other', 'second'] },
  { type: 'RequireOnePropertyToHaveAValue', fields: ['other', 'second'] },
];

const modelConfig = config([
  { key: 'subject', widget: 'text', validations: everyRule },
  { key: 'ticked', widget: 'checkbox', validations: [{ type: 'required' }] },
  { key: 'other', widget: 'text' },
  { key: 'second', widget: 'text' },
]);

const anyJson = fc.oneof(fc.jsonValue(), fc.constantFrom(undefined, Number.NaN, Infinity, -0, '', ' ', 'true', '1', '02/30/2024'));

describe('rule tolerance', () => {
  it('compiles every rule type', () => {
    expect(new Set(everyRule.map((rule) => compileRule(rule).type)).size).toBe(21);
  });

  it('no rule throws on any JSON value, on either side, with or without a whitelist', () => {
    fc.assert(
      fc.property(
        anyJson,
        anyJson,
        anyJson,
        anyJson,
        fc.boolean(),
        fc.constantFrom('client', 'server' as const),
        (subject, ticked, other, second, whitelist, side) => {
          const model = modelOf(modelConfig, { subject, ticked, other, second });
          const context = contextOf([model], whitelist ? {} : { whitelist: null });
          const errors = validateModel(model, modelConfig, context, { side: side as 'client' | 'server' });
          for (const list of Object.values(errors)) {
            for (const message of list) {
              expect(typeof message.key).toBe('string');
              expect(typeof message.defaultMessage).toBe('string');
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every optional rule passes an emptied field', () => {
    const optional = everyRule.filter((rule) => !/required|requireOne|RequireOne/i.test(rule.type));
    const emptyConfig = config([
      { key: 'subject', widget: 'text', validations: optional },
      { key: 'other', widget: 'text' },
      { key: 'second', widget: 'text' },
    ]);
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, '', '   ', []), fc.constantFrom(null, '01/01/2024', 'x'), (empty, other) => {
        const model = modelOf(emptyConfig, { subject: empty, other });
        expect(validateModel(model, emptyConfig, contextOf([model], { whitelist: null }), { side: 'client' })).toEqual({});
      }),
    );
  });
});
