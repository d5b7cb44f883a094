import { describe, expect, it } from 'vitest';
import { dedupeMessages, renderMessage } from '@/engine/message-descriptors';
import { requiredMarker } from '@/engine/rules/required-marker';
import { fieldSchema } from '@/engine/rules/standard-schema';
import { isValid, validateField, validateModel } from '@/engine/rules/validate';
import { contextOf, modelConfig as config, modelOf } from '../support/model-configs';

const claimant = config([
  {
    key: 'mailingCity',
    widget: 'text',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 3 }, { type: 'characterSetRestriction' }, { type: 'maxLength', max: 3 }],
  },
  { key: 'phone', widget: 'text', maskName: 'usPhone', validations: [{ type: 'requiredOnClientOnly' }] },
  { key: 'notes', widget: 'textArea' },
]);

describe('validateModel', () => {
  it('returns every message per field in config order, de-duplicated', () => {
    const model = modelOf(claimant, { mailingCity: 'Zürich', phone: '(123) 4' });
    const errors = validateModel(model, claimant, contextOf([model]), { side: 'client' });
    expect(errors).toEqual({
      mailingCity: [
        { key: 'Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}', params: { max: 3 } },
        {
          key: 'Validation_RestrictedCharacters',
          defaultMessage: 'The following characters are not allowed: {characters}',
          params: { characters: 'ü' },
        },
      ],
      phone: [
        {
          key: 'Validation_Mask_Incomplete',
          defaultMessage: 'Enter the complete value: {format}',
          params: { format: { key: 'Mask_Hint_UsPhone', defaultText: '10 digits, for example (123) 456-7890' } },
        },
      ],
    });
    expect(isValid(errors)).toBe(false);
  });

  it('a valid model has no errors', () => {
    const model = modelOf(claimant, { mailingCity: 'Elk', phone: '(123) 456-7890' });
    const errors = validateModel(model, claimant, contextOf([model]), { side: 'client' });
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });

  it('the server skips requiredOnClientOnly but not required', () => {
    const model = modelOf(claimant, {});
    expect(Object.keys(validateModel(model, claimant, contextOf([model]), { side: 'client' }))).toEqual(['mailingCity', 'phone']);
    expect(Object.keys(validateModel(model, claimant, contextOf([model]), { side: 'server' }))).toEqual(['mailingCity']);
  });

  it('reads the model being validated even when the context holds an older copy', () => {
    const rules = config([
      { key: 'a', widget: 'text' },
      { key: 'b', widget: 'text', validations: [{ type: 'requiredIf', field: 'a', value: 'yes' }] },
    ]);
    const stale = modelOf(rules, { a: 'no' });
    const current = { ...stale, fields: { ...stale.fields, a: 'yes' } };
    expect(validateField(current, rules, 'b', contextOf([stale]), { side: 'client' })).toHaveLength(1);
  });

  it('an unknown field has no errors', () => {
    const model = modelOf(claimant);
    expect(validateField(model, claimant, 'nope', contextOf([model]), { side: 'client' })).toEqual([]);
  });
});

describe('messages', () => {
  it('render the English default with parameters', () => {
    expect(
      renderMessage({ key: 'Validation_Between', defaultMessage: 'The value must be between {min} and {max}', params: { min: 1, max: 5 } }),
    ).toBe('The value must be between 1 and 5');
  });

  it('render a translation when the key has one, so a language switch re-translates', () => {
    const descriptor = { key: 'Validation_MaxLength', defaultMessage: 'The maximum length allowed is {max}', params: { max: 3 } };
    const spanish = (key: string) => (key === 'Validation_MaxLength' ? 'La longitud máxima permitida es {max}' : undefined);
    expect(renderMessage(descriptor, spanish)).toBe('La longitud máxima permitida es 3');
    expect(renderMessage(descriptor, () => undefined)).toBe('The maximum length allowed is 3');
  });

  it('leave unknown placeholders visible rather than guess', () => {
    expect(renderMessage({ key: 'k', defaultMessage: 'Between {min} and {max}', params: { min: 1 } })).toBe('Between 1 and {max}');
  });

  it('de-duplicate by key and parameters', () => {
    const a = { key: 'x', defaultMessage: 'X', params: { n: 1 } };
    const b = { key: 'x', defaultMessage: 'X', params: { n: 2 } };
    expect(dedupeMessages([a, b, { ...a }, b])).toEqual([a, b]);
  });
});

describe('requiredMarker', () => {
  it.each([
    { rules: [{ type: 'required' as const }], marked: true },
    { rules: [{ type: 'requiredIf' as const, field: 'a', value: 1 }], marked: true },
    {
      rules: [{ type: 'nestedRequiredIf' as const, conditions: [{ field: 'a', operator: 'IsEqualTo' as const, value: 1 }] }],
      marked: true,
    },
    { rules: [{ type: 'requiredIfOtherPropertyMatchesRegex' as const, field: 'a', pattern: 'x' }], marked: true },
    { rules: [{ type: 'requiredOnClientOnly' as const }], marked: true },
    { rules: [{ type: 'conditionalRequired' as const, field: 'a' }], marked: false },
    { rules: [{ type: 'maxLength' as const, max: 3 }], marked: false },
    { rules: [], marked: false },
  ])('$rules.0.type -> $marked', ({ rules, marked }) => {
    const [field] = config([{ key: 'x', widget: 'text', validations: rules }]).fields;
    expect(requiredMarker(field!)).toBe(marked);
  });

  it('marks a field required once an always required field has a value, through any chain, and stops at a cycle', () => {
    const { fields } = config([
      { key: 'email', widget: 'text', validations: [{ type: 'required' }] },
      {
        key: 'confirmEmail',
        widget: 'text',
        validations: [
          { type: 'conditionalRequired', field: 'email' },
          { type: 'confirms', field: 'email' },
        ],
      },
      { key: 'again', widget: 'text', validations: [{ type: 'conditionalRequired', field: 'ConfirmEmail' }] },
      { key: 'ping', widget: 'text', validations: [{ type: 'conditionalRequired', field: 'pong' }] },
      { key: 'pong', widget: 'text', validations: [{ type: 'conditionalRequired', field: 'ping' }] },
    ]);
    const marked = (key: string) => requiredMarker(fields.find((field) => field.key === key)!, fields);
    expect(marked('confirmEmail')).toBe(true);
    expect(marked('again')).toBe(true);
    expect(marked('ping')).toBe(false);
    expect(requiredMarker(fields[1]!)).toBe(false);
  });

  it('disableRequiredStyling hides the marker', () => {
    const [field] = config([{ key: 'x', widget: 'text', disableRequiredStyling: true, validations: [{ type: 'required' }] }]).fields;
    expect(requiredMarker(field!)).toBe(false);
  });
});

describe('Standard Schema bridge', () => {
  it('validates the given value against the live model and keeps descriptors on the issues', () => {
    const model = modelOf(claimant);
    const schema = fieldSchema(claimant, 'mailingCity', () => ({ model, context: contextOf([model]) }));
    expect(schema['~standard'].version).toBe(1);
    expect(schema['~standard'].validate('Elk')).toEqual({ value: 'Elk' });
    const failed = schema['~standard'].validate('');
    expect(failed).toEqual({
      issues: [{ message: 'Value is required', descriptor: { key: 'Validation_Required', defaultMessage: 'Value is required' } }],
    });
  });
});
