import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cultureContentResponseSchema, culturesResponseSchema, formsConfigResponseSchema } from '@/contract/api';
import { endpoints } from '@/contract/endpoints';
import type { ModelConfig, ValidationRule, ValidationRuleType } from '@/contract/model-config';
import { allCopyEntries } from '@/contract/copy-catalogue';
import type { MessageDescriptor } from '@/engine/message-descriptors';
import { validateField } from '@/engine/rules/validate';
import { contextOf, modelConfig as config, modelOf } from '../support/model-configs';
import { startTestServer } from './support/server';

// A copy text that leaves out a {parameter} the app fills in hides it from the claimant: "These
// characters are not allowed:" without the characters, "Enter the full value" without the format.
// This file reads the copy the reference server serves in every enabled culture and checks it
// against the parameters the engine really supplies, found by breaking each rule type.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
/** Served copy per culture: key -> text. */
const served = new Map<string, Map<string, string>>();
let configs: ModelConfig[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const get = async (path: string) => (await fetch(`${server.url}${path}`)).json() as Promise<unknown>;
  const cultures = culturesResponseSchema.parse(await get(endpoints.cultures));
  for (const culture of Object.keys(cultures)) {
    const content = cultureContentResponseSchema.parse(await get(endpoints.cultureContent(culture)));
    served.set(culture, new Map(content.map((entry) => [entry.key, entry.value ?? ''])));
  }
  configs = formsConfigResponseSchema.parse(await get(endpoints.formsConfig));
});
afterAll(async () => {
  await server?.cleanup();
});

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

/** One way to break a rule: the rule, the value of the field under test and its neighbours. */
interface Breach {
  rule: ValidationRule;
  value: unknown;
  others?: Record<string, unknown>;
  widget?: 'text' | 'checkbox' | 'date';
}

// Every rule type, broken once. Typed by rule type, so a new rule type does not compile until it
// says how it fails, and therefore which parameters its message carries.
const breaches: Record<ValidationRuleType, Breach> = {
  required: { rule: { type: 'required' }, value: null },
  requiredOnClientOnly: { rule: { type: 'requiredOnClientOnly' }, value: null },
  conditionalRequired: { rule: { type: 'conditionalRequired', field: 'other' }, value: null, others: { other: 'x' } },
  maxLength: { rule: { type: 'maxLength', max: 2 }, value: 'abc' },
  between: { rule: { type: 'between', min: 1, max: 2 }, value: '5' },
  email: { rule: { type: 'email' }, value: 'not an email' },
  url: { rule: { type: 'url' }, value: 'not a url' },
  abaRoutingNumber: { rule: { type: 'abaRoutingNumber' }, value: '011000016' },
  numeric: { rule: { type: 'numeric' }, value: 'abc' },
  integer: { rule: { type: 'integer' }, value: '1.5' },
  range: { rule: { type: 'range', valueType: 'number', min: 1, max: 2 }, value: '5' },
  characterSetRestriction: { rule: { type: 'characterSetRestriction' }, value: 'a\u00a7b' },
  endDate: { rule: { type: 'endDate', startField: 'start' }, value: '01/01/2024', others: { start: '02/01/2024' } },
  nestedRequiredIf: {
    rule: { type: 'nestedRequiredIf', conditions: [{ field: 'other', operator: 'IsEqualTo', value: 'x' }] },
    value: null,
    others: { other: 'x' },
  },
  requiredIf: { rule: { type: 'requiredIf', field: 'other', value: 'x' }, value: null, others: { other: 'x' } },
  confirms: { rule: { type: 'confirms', field: 'other' }, value: 'a@example.com', others: { other: 'b@example.com' } },
  requiredIfOtherPropertyMatchesRegex: {
    rule: { type: 'requiredIfOtherPropertyMatchesRegex', field: 'other', pattern: '^x$' },
    value: null,
    others: { other: 'x' },
  },
  preventFutureDate: { rule: { type: 'preventFutureDate' }, value: '01/01/2099' },
  preventFutureShortDate: { rule: { type: 'preventFutureShortDate' }, value: '01/01/2099' },
  regularExpression: { rule: { type: 'regularExpression', pattern: '^a$' }, value: 'b' },
  validDate: { rule: { type: 'validDate', formats: 'MM/dd/yyyy' }, value: '2024-31-31' },
  requireOnePropertyValTrue: {
    rule: { type: 'requireOnePropertyValTrue', fields: ['a', 'b'] },
    value: null,
    others: { a: false, b: false },
  },
  RequireOnePropertyToHaveAValue: { rule: { type: 'RequireOnePropertyToHaveAValue', fields: ['other', 'second'] }, value: null },
};

/** Runs one rule over a failing value (with extra rule properties, e.g. a custom message). */
function breach(type: ValidationRuleType, extra: Partial<ValidationRule> = {}): MessageDescriptor {
  const { rule, value, others, widget } = breaches[type];
  const modelConfig = config([
    { key: 'subject', widget: widget ?? 'text', validations: [{ ...rule, ...extra } as ValidationRule] },
    { key: 'other', widget: 'text' },
    { key: 'second', widget: 'text' },
    { key: 'start', widget: 'text' },
    { key: 'a', widget: 'checkbox' },
    { key: 'b', widget: 'checkbox' },
  ]);
  const model = modelOf(modelConfig, { subject: value, ...others });
  const found = validateField(model, modelConfig, 'subject', contextOf([model]), { side: 'client' });
  expect(found, `${type} did not fail`).toHaveLength(1);
  return found[0]!;
}

/** A masked field with half its digits typed. */
function incompleteMask(): MessageDescriptor {
  const modelConfig = config([{ key: 'subject', widget: 'text', maskName: 'usPhone' }]);
  const model = modelOf(modelConfig, { subject: '(555) 1__-____' });
  return validateField(model, modelConfig, 'subject', contextOf([model]), { side: 'client' })[0]!;
}

/** The rule messages the engine builds, each with the parameters it supplies. */
function engineMessages(): MessageDescriptor[] {
  const types = Object.keys(breaches) as ValidationRuleType[];
  return [
    ...types.map((type) => breach(type)),
    breach('endDate', { allowEqual: true }),
    breach('range', { valueType: 'date', min: '1/1/2019', max: '12/31/2019' } as Partial<ValidationRule>),
    incompleteMask(),
  ];
}

describe('parameters of the copy the server serves', () => {
  it('the engine fills in every parameter its own English names', () => {
    for (const descriptor of engineMessages()) {
      expect(Object.keys(descriptor.params ?? {}).sort(), descriptor.key).toEqual(
        expect.arrayContaining(placeholders(descriptor.defaultMessage)),
      );
    }
  });

  it('every rule message keeps the parameters the engine supplies, in every culture', () => {
    const problems: string[] = [];
    for (const [culture, copy] of served) {
      for (const descriptor of engineMessages()) {
        const text = copy.get(descriptor.key);
        if (text === undefined) continue; // the engine's English default is shown, with its parameters
        const supplied = Object.keys(descriptor.params ?? {});
        const missing = placeholders(descriptor.defaultMessage).filter((name) => !text.includes(`{${name}}`));
        const unknown = placeholders(text).filter((name) => !supplied.includes(name));
        if (missing.length) problems.push(`${culture} ${descriptor.key} drops {${missing.join('}, {')}}: "${text}"`);
        if (unknown.length) problems.push(`${culture} ${descriptor.key} names {${unknown.join('}, {')}} that nothing fills in: "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every custom rule message a model config names keeps the parameters of its rule type, in every culture', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const modelConfig of configs) {
      for (const field of modelConfig.fields) {
        for (const rule of field.validations ?? []) {
          if (!rule.message) continue;
          const descriptor = breach(rule.type, { message: rule.message, ...('allowEqual' in rule ? { allowEqual: rule.allowEqual } : {}) });
          expect(descriptor.key).toBe(rule.message);
          for (const [culture, copy] of served) {
            checked += 1;
            const text = copy.get(rule.message) ?? '';
            const missing = placeholders(descriptor.defaultMessage).filter((name) => !text.includes(`{${name}}`));
            if (missing.length)
              problems.push(`${culture} ${rule.message} (${field.key}, ${rule.type}) drops {${missing.join('}, {')}}: "${text}"`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('the app’s copy keeps every parameter the copy catalogue names, in every culture', () => {
    const problems: string[] = [];
    for (const [culture, copy] of served) {
      for (const { key, params } of allCopyEntries) {
        const text = copy.get(key);
        if (text === undefined) continue;
        // {maxSize} is filled in by the server before it serves the copy.
        const missing = params.filter((name) => name !== 'maxSize' && !text.includes(`{${name}}`));
        if (missing.length) problems.push(`${culture} ${key} drops {${missing.join('}, {')}}: "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
