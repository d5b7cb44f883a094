import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/engine/config-check';
import { checkModelConfigs, parseModelConfigs } from '@/engine/config-validation';

function rawModel(fields: unknown[], metadata: Record<string, unknown> = {}) {
  return { metadataHash: 'h', metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard', ...metadata }, fields };
}

function messagesOf(raw: unknown): string[] {
  return checkModelConfigs(raw).problems.map((problem) => problem.message);
}

describe('schema problems are named by model, field and problem', () => {
  it.each([
    {
      name: 'unknown mask',
      field: { key: 'MailingPostalCode', widget: 'text', maskName: 'zip5' },
      message: 'Model Standard/claimantInfo, field "mailingPostalCode": unknown mask "zip5"',
    },
    {
      name: 'unknown widget',
      field: { key: 'age', widget: 'slider' },
      message: 'Model Standard/claimantInfo, field "age": unknown widget "slider"',
    },
    {
      name: 'unknown validation type',
      field: { key: 'age', widget: 'text', validations: [{ type: 'required' }, { type: 'isAdult' }] },
      message: 'Model Standard/claimantInfo, field "age": unknown validation type "isAdult"',
    },
    {
      name: 'malformed rule setting',
      field: { key: 'city', widget: 'text', validations: [{ type: 'maxLength', max: 'ten' }] },
      message: 'Model Standard/claimantInfo, field "city": rule "maxLength" (validations[0]) max: expected number, received string',
    },
    {
      name: 'unknown mask in a dependency',
      field: { key: 'zip', widget: 'text', props: { dependencies: [{ field: 'country', effect: 'mask', maskName: 'ukPostal' }] } },
      message: 'Model Standard/claimantInfo, field "zip": dependency 1: unknown mask "ukPostal"',
    },
    {
      name: 'field without a key',
      field: { widget: 'text' },
      message: 'Model Standard/claimantInfo, field "#1": has no key',
    },
  ])('$name', ({ field, message }) => {
    expect(messagesOf([rawModel([field])])).toEqual([message]);
  });

  it('names a model whose metadata is wrong', () => {
    expect(messagesOf([rawModel([], { FormType: 'Claims' })])).toEqual([
      'Model Claims/claimantInfo: metadata.formType: unknown value "Claims"',
    ]);
  });

  it('numbers a model whose metadata cannot be read', () => {
    expect(messagesOf([{ metadataHash: 'h', metadata: {}, fields: [] }])).toEqual([
      'Model #1: metadata.dtoMapping: missing',
      'Model #1: metadata.formType: missing',
    ]);
  });

  it('rejects something that is not a list of configs', () => {
    expect(messagesOf({ fields: [] })[0]).toMatch(/expected an array of model configs/);
  });
});

describe('semantic problems', () => {
  it.each([
    {
      name: 'a rule pointing at a missing field',
      fields: [{ key: 'state', widget: 'text', validations: [{ type: 'requiredIf', field: 'Country', value: 'US' }] }],
      message: 'Model Standard/claimantInfo, field "state": rule "requiredIf" field points at missing field "Country"',
    },
    {
      name: 'a rule pointing at a missing model',
      fields: [{ key: 'state', widget: 'text', validations: [{ type: 'requiredIf', field: 'x', model: 'claimDetails', value: 1 }] }],
      message:
        'Model Standard/claimantInfo, field "state": rule "requiredIf" field points at missing model "claimDetails" (no Standard model has dtoMapping)',
    },
    {
      name: 'a rule pointing at a model that does not exist at all',
      fields: [{ key: 'state', widget: 'text', validations: [{ type: 'endDate', startField: 'x', model: 'payments' }] }],
      message:
        'Model Standard/claimantInfo, field "state": rule "endDate" startField points at missing model "payments" (no such dtoMapping)',
    },
    {
      name: 'a nested condition pointing at a missing field',
      fields: [
        { key: 'a', widget: 'text' },
        {
          key: 'b',
          widget: 'text',
          validations: [
            {
              type: 'nestedRequiredIf',
              conditions: [
                { field: 'a', operator: 'IsEqualTo', value: 1 },
                { field: 'c', operator: 'IsEqualTo', value: 2 },
              ],
            },
          ],
        },
      ],
      message: 'Model Standard/claimantInfo, field "b": rule "nestedRequiredIf" condition 2 points at missing field "c"',
    },
    {
      name: 'a dependency on a missing field',
      fields: [{ key: 'other', widget: 'text', props: { dependencies: [{ field: 'reason', value: 'Other' }] } }],
      message: 'Model Standard/claimantInfo, field "other": dependency 1 points at missing field "reason"',
    },
    {
      name: 'duplicate keys (after camelCasing)',
      fields: [
        { key: 'City', widget: 'text' },
        { key: 'city', widget: 'text' },
      ],
      message: 'Model Standard/claimantInfo, field "city": duplicate key (fields #1 and #2)',
    },
    {
      name: 'a select without options',
      fields: [{ key: 'state', widget: 'select' }],
      message: 'Model Standard/claimantInfo, field "state": select without options',
    },
    {
      name: 'a radio with an empty option list',
      fields: [{ key: 'payment', widget: 'radio', props: { options: [] } }],
      message: 'Model Standard/claimantInfo, field "payment": radio without options',
    },
    {
      name: 'a regular expression that does not compile',
      fields: [{ key: 'code', widget: 'text', validations: [{ type: 'regularExpression', pattern: '([a-z' }] }],
      message: /^Model Standard\/claimantInfo, field "code": rule "regularExpression": invalid regular expression "\(\[a-z"/,
    },
    {
      name: 'a date range bound that is not a date',
      fields: [{ key: 'when', widget: 'date', validations: [{ type: 'range', valueType: 'date', min: 'yesterday', max: '1/1/2030' }] }],
      message: 'Model Standard/claimantInfo, field "when": rule "range": min "yesterday" is not a date (M/d/yyyy)',
    },
    {
      name: 'a mask dependency without a mask',
      fields: [
        { key: 'country', widget: 'text' },
        { key: 'postal', widget: 'text', props: { dependencies: [{ field: 'country', value: 'US', effect: 'mask' }] } },
      ],
      message: 'Model Standard/claimantInfo, field "postal": dependency 1 has effect "mask" but no maskName',
    },
  ])('$name', ({ fields, message }) => {
    const found = messagesOf([rawModel(fields)]);
    expect(found).toHaveLength(1);
    if (typeof message === 'string') expect(found[0]).toBe(message);
    else expect(found[0]).toMatch(message);
  });

  it('a file field with dependencies is a developer error', () => {
    const found = messagesOf([
      rawModel(
        [
          { key: 'hasReceipt', widget: 'radio', props: { options: [{ value: 'yes', label: 'Yes' }] } },
          { key: 'receipt', widget: 'file', props: { dependencies: [{ field: 'hasReceipt', value: 'yes' }] } },
          { key: 'note', widget: 'text', props: { dependencies: [{ field: 'hasReceipt', value: 'yes' }] } },
        ],
        { DtoMapping: 'documentContexts' },
      ),
    ]);
    expect(found).toEqual(['Model Standard/documentContexts, field "receipt": a file field cannot have dependencies']);
  });

  it('a date picker setting that is not an array is a developer error', () => {
    const found = messagesOf([
      rawModel([
        { key: 'repairDate', widget: 'date', props: { metadata: { disabledDates: '12/25/2023', disabledWeekdays: 0 } } },
        { key: 'otherDate', widget: 'date', props: { metadata: { disabledDates: ['12/25/2023'], disabledWeekdays: [0, 6] } } },
      ]),
    ]);
    expect(found).toEqual([
      'Model Standard/claimantInfo, field "repairDate": date picker setting disabledDates must be an array, got "12/25/2023"',
      'Model Standard/claimantInfo, field "repairDate": date picker setting disabledWeekdays must be an array, got 0',
    ]);
  });

  it('dependencies on several models are a developer error', () => {
    const found = messagesOf([
      rawModel([
        { key: 'a', widget: 'text' },
        {
          key: 'b',
          widget: 'text',
          props: { dependencies: [{ field: 'a' }, { field: 'x', model: 'claimDetails' }] },
        },
      ]),
      rawModel([{ key: 'x', widget: 'text' }], { DtoMapping: 'claimDetails' }),
    ]);
    expect(found).toEqual(['Model Standard/claimantInfo, field "b": dependencies reference several models (claimantInfo, claimDetails)']);
  });

  it('a rule may point at a field of another model of the same form type', () => {
    const raw = [
      rawModel([
        { key: 'state', widget: 'text', validations: [{ type: 'requiredIf', field: 'Country', model: 'claimDetails', value: 'US' }] },
      ]),
      rawModel([{ key: 'country', widget: 'text' }], { DtoMapping: 'claimDetails' }),
    ];
    expect(messagesOf(raw)).toEqual([]);
  });

  it('the same model twice is a problem', () => {
    expect(messagesOf([rawModel([]), rawModel([])])).toEqual([
      'Model Standard/claimantInfo: duplicate model Standard/claimantInfo (configs #1 and #2)',
    ]);
  });
});

describe('collecting problems', () => {
  const raw = [
    rawModel([
      { key: 'mailingPostalCode', widget: 'text', maskName: 'zip5' },
      { key: 'state', widget: 'select' },
    ]),
    rawModel([{ key: 'amount', widget: 'text', validations: [{ type: 'between', min: 5, max: 1 }] }], { DtoMapping: 'claimDetails' }),
    rawModel([{ key: 'ok', widget: 'text' }], { DtoMapping: 'signature' }),
  ];

  it("reports every problem, not only the first, a broken field hiding none of its model's others", () => {
    expect(messagesOf(raw)).toEqual([
      'Model Standard/claimantInfo, field "mailingPostalCode": unknown mask "zip5"',
      'Model Standard/claimDetails, field "amount": rule "between": min 5 is greater than max 1',
      'Model Standard/claimantInfo, field "state": select without options',
    ]);
  });

  it('keeps the configs that parsed', () => {
    expect(checkModelConfigs(raw).configs.map((config) => config.metadata.dtoMapping)).toEqual(['claimDetails', 'signature']);
  });

  it('parseModelConfigs throws a ConfigError listing them all', () => {
    let error: unknown;
    try {
      parseModelConfigs(raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.problems).toHaveLength(3);
    expect(configError.problems[0]).toMatchObject({
      model: 'Model Standard/claimantInfo',
      field: 'mailingPostalCode',
      problem: 'unknown mask "zip5"',
    });
    expect(configError.message).toContain('Invalid model configuration (3 problems)');
    expect(configError.message).toContain('- Model Standard/claimDetails, field "amount"');
  });

  it('parseModelConfigs returns camelCased configs when all is well', () => {
    const [config] = parseModelConfigs([rawModel([{ key: 'MailingCity', widget: 'text' }], { MappingName: 'claimant' })]);
    expect(config?.metadata).toMatchObject({ dtoMapping: 'claimantInfo', formType: 'Standard', mappingName: 'claimant' });
    expect(config?.fields[0]?.key).toBe('mailingCity');
  });
});
