import { describe, expect, it } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import { allCopyEntries } from '@/contract/copy-catalogue';
import { allCopyKeys } from '@/contract/copy-keys';
import { formTypes } from '@/contract/form-type-names';
import { validationRuleSchema, type ModelConfig } from '@/contract/model-config';
import { maskNames } from '@/contract/field-kinds';
import { widgetTypes } from '@/contract/widgets';
import { allMasks } from '@/engine/masks';
import { demoSettlement } from '../support/demo-settlement';

const demoModelConfigs = demoSettlement.modelConfigs;
const configs: ModelConfig[] = formsConfigResponseSchema.parse(demoModelConfigs);
const copyEn = demoSettlement.copy.en!;
const copyEs = demoSettlement.copy.es!;
const fields = configs.flatMap((c) => c.fields.map((f) => ({ config: c, field: f })));
const rules = fields.flatMap(({ field }) => field.validations ?? []);
const ruleTypes = validationRuleSchema.options.map((o) => o.shape.type.value);

describe('demo model configs', () => {
  it('parse with the contract schema and cover all four form types', () => {
    expect(new Set(configs.map((c) => c.metadata.formType))).toEqual(new Set(formTypes));
  });

  it('arrive with PascalCase metadata and field keys', () => {
    for (const raw of demoModelConfigs) {
      expect(Object.keys(raw.metadata)).toEqual(expect.arrayContaining(['DtoMapping', 'FormType']));
      for (const key of Object.keys(raw.metadata)) expect(key).toMatch(/^[A-Z]/);
      for (const field of raw.fields) expect(field.key).toMatch(/^[A-Z]/);
    }
  });

  it('use every widget, every mask and every validation rule type at least once', () => {
    expect(new Set(fields.map(({ field }) => field.widget))).toEqual(new Set(widgetTypes));
    expect(new Set(fields.map(({ field }) => field.maskName).filter(Boolean))).toEqual(new Set(maskNames));
    expect(new Set(rules.map((r) => r.type))).toEqual(new Set(ruleTypes));
    const ranges = rules.filter((r) => r.type === 'range').map((r) => r.valueType);
    expect(new Set(ranges)).toEqual(new Set(['date', 'number']));
  });

  it('give credentials (claim ID and PIN) to Automotive, Lookup and DocumentsUpload', () => {
    for (const formType of ['Automotive', 'Lookup', 'DocumentsUpload']) {
      const credentials = configs.find((c) => c.metadata.formType === formType && c.metadata.dtoMapping === 'credentials');
      expect(credentials?.fields.map((f) => f.key)).toEqual(['claimId', 'pin']);
    }
  });

  it('switch the US and non-US address fields on the country, which defaults to US', () => {
    const claimant = configs.find((c) => c.metadata.formType === 'Standard' && c.metadata.dtoMapping === 'claimantInfo')!;
    const byKey = new Map(claimant.fields.map((f) => [f.key, f]));
    expect(byKey.get('mailingCountry')?.defaultValue).toBe('US');
    for (const key of ['mailingSubDivision', 'mailingPostalCode']) {
      expect(byKey.get(key)?.props?.dependencies).toEqual([
        expect.objectContaining({ field: 'mailingCountry', operator: 'IsEqualTo', value: 'US', effect: 'hide' }),
      ]);
    }
    for (const key of ['mailingSubDivisionNonUS', 'mailingPostalCodeNonUS']) {
      expect(byKey.get(key)?.props?.dependencies).toEqual([
        expect.objectContaining({ field: 'mailingCountry', operator: 'IsNotEqualTo', value: 'US' }),
      ]);
    }
    expect(byKey.get('mailingPostalCode')?.maskName).toBe('usZip');
    expect(byKey.get('mailingPostalCodeNonUS')?.maskName).toBe('nonUsPostal');
  });

  it('list the 50 states, DC, territories and military codes, and about 190 countries with US first', () => {
    const claimant = configs.find((c) => c.metadata.formType === 'Standard' && c.metadata.dtoMapping === 'claimantInfo')!;
    const optionsOf = (key: string) => claimant.fields.find((f) => f.key === key)?.props?.options ?? [];
    const codes = optionsOf('mailingSubDivision').map((o) => o.value);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'DC', 'PR', 'GU', 'AA', 'AE', 'AP']));
    expect(codes.length).toBeGreaterThanOrEqual(51 + 3);
    const countries = optionsOf('mailingCountry');
    expect(countries[0]?.value).toBe('US');
    expect(countries.length).toBeGreaterThanOrEqual(185);
    const germany = countries.find((o) => o.value === 'DE')!;
    expect([copyEn[germany.label], copyEs[germany.label]]).toEqual(['Germany', 'Alemania']);
  });

  it('name only fields that exist in rule and dependency references', () => {
    const keysOf = (formType: string, mapping: string) =>
      new Set(
        configs
          .filter((c) => c.metadata.formType === formType && c.metadata.dtoMapping === mapping)
          .flatMap((c) => c.fields.map((f) => f.key)),
      );
    for (const { config, field } of fields) {
      const own = (model?: string) => keysOf(config.metadata.formType, model ?? config.metadata.dtoMapping);
      for (const rule of field.validations ?? []) {
        const refs: { field: string; model?: string }[] = [];
        if ('field' in rule) refs.push({ field: rule.field, model: rule.model });
        if (rule.type === 'endDate') refs.push({ field: rule.startField, model: rule.model });
        if (rule.type === 'nestedRequiredIf') refs.push(...rule.conditions);
        if (rule.type === 'requireOnePropertyValTrue' || rule.type === 'RequireOnePropertyToHaveAValue')
          refs.push(...rule.fields.map((f) => ({ field: f, model: rule.model })));
        for (const ref of refs)
          expect(own(ref.model).has(ref.field), `${config.metadata.formType}.${field.key}: ${rule.type} -> ${ref.field}`).toBe(true);
      }
      for (const dependency of field.props?.dependencies ?? []) {
        expect(own(dependency.model).has(dependency.field), `${field.key} depends on ${dependency.field}`).toBe(true);
      }
    }
    const minimum = configs.find((c) => typeof c.metadata.minimumRecordCount === 'object')?.metadata.minimumRecordCount as {
      model: string;
      field: string;
    };
    expect(keysOf('Automotive', minimum.model).has(minimum.field)).toBe(true);
  });
});

describe('demo copy', () => {
  const en = new Map(demoSettlement.content('en').map((e) => [e.key, e.value]));
  const es = new Map(demoSettlement.content('es').map((e) => [e.key, e.value]));

  it('has every app copy key in English and Spanish', () => {
    for (const key of allCopyKeys) {
      expect(copyEn[key], key).toBeTruthy();
      expect(copyEs[key], key).toBeTruthy();
    }
    expect(allCopyKeys).toEqual(
      expect.arrayContaining([
        'Header_CaseName',
        'Footer_Phone',
        'Shared_Button_Next',
        'Validation_Date_Between',
        'Shared_ErrorMessage_Submission_Default',
      ]),
    );
  });

  // The copy catalogue gives each key the app shows its English default and the {parameters} the
  // app fills in; the demo copy must say the same parameters in both languages, or a claimant
  // reading it loses a value (or sees a raw {name}).
  it('has the catalogue’s {parameters} for every app copy key, in English and Spanish', () => {
    const parameters = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
    for (const entry of allCopyEntries) {
      expect(parameters(copyEn[entry.key] ?? ''), `${entry.key} in English`).toEqual([...entry.params].sort());
      expect(parameters(copyEs[entry.key] ?? ''), `${entry.key} in Spanish`).toEqual([...entry.params].sort());
    }
  });

  it('shows the masks’ hints from the catalogue', () => {
    const known = new Set<string>(allCopyKeys);
    expect(
      allMasks()
        .map((mask) => mask.hint.key)
        .filter((key) => !known.has(key)),
    ).toEqual([]);
  });

  it('has every label, hint, option label, placeholder key and custom message the configs name, in both languages', () => {
    const named = new Set<string>();
    for (const { field } of fields) {
      if (field.label) named.add(field.label);
      if (field.props?.hint) named.add(field.props.hint);
      if (field.props?.noneOptionLabel) named.add(field.props.noneOptionLabel);
      if (field.props?.placeholderText?.startsWith('Shared_')) named.add(field.props.placeholderText);
      for (const option of field.props?.options ?? []) named.add(option.label);
      for (const rule of field.validations ?? []) if (rule.message) named.add(rule.message);
    }
    const missing = [...named].filter((key) => !en.get(key) || !es.get(key));
    expect(missing).toEqual([]);
  });

  it('spells the contract’s validation messages word for word', () => {
    expect(copyEn.Validation_Required).toBe('Value is required');
    expect(copyEn.Validation_ConditionalRequired).toBe('The value is required');
    expect(copyEn.Validation_MaxLength).toBe('The maximum length allowed is {max}');
    expect(copyEn.Validation_Between).toBe('The value must be between {min} and {max}');
    expect(copyEn.Validation_RequireOnePropertyValTrue).toBe('At least one option is required');
    expect(copyEn.Validation_RequireOnePropertyToHaveAValue).toBe('At least one field must have a value');
  });

  it('contains no paragraph or list markup, and keys i18next can use as they are', () => {
    for (const map of [en, es]) {
      for (const [key, value] of map) {
        expect(value ?? '', key).not.toMatch(/<\/?(p|ul|ol|li|br)\b/i);
        expect(key).toMatch(/^[A-Za-z0-9_]+$/);
      }
    }
  });

  it('keeps the same parameters in both languages', () => {
    const params = (text: string | null | undefined) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of en) expect(params(es.get(key)), key).toEqual(params(value));
  });
});
