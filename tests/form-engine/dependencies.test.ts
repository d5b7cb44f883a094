import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '@/contract/model-config';
import { applyDependencyResets, evaluateFieldState } from '@/engine/dependencies';
import { validateModel } from '@/engine/rules/validate';
import { contextOf, modelConfig as config, modelOf } from '../support/model-configs';

type DependencyInput = NonNullable<NonNullable<Parameters<typeof config>[0][number]['props']>['dependencies']>[number];

function stateOf(
  dependencies: DependencyInput[],
  values: Record<string, unknown>,
  extra: Partial<Parameters<typeof config>[0][number]> = {},
) {
  const modelConfig = config([
    { key: 'reason', widget: 'text' },
    { key: 'country', widget: 'text' },
    { key: 'subject', widget: 'text', ...extra, props: { ...(extra.props ?? {}), dependencies } },
  ]);
  const model = modelOf(modelConfig, values);
  const field = modelConfig.fields.find((candidate) => candidate.key === 'subject') as FieldConfig;
  return evaluateFieldState(field, model, contextOf([model]));
}

describe('dependency operators', () => {
  it.each([
    { name: 'IsEqualTo holds', dependency: { field: 'reason', value: 'Other' }, values: { reason: 'Other' }, hidden: false },
    { name: 'IsEqualTo fails', dependency: { field: 'reason', value: 'Other' }, values: { reason: 'Lost' }, hidden: true },
    {
      name: "IsEqualTo is tolerant ('true' = true)",
      dependency: { field: 'reason', value: true },
      values: { reason: 'true' },
      hidden: false,
    },
    { name: "IsEqualTo is tolerant ('1' = 1)", dependency: { field: 'reason', value: 1 }, values: { reason: '1' }, hidden: false },
    { name: 'IsEqualTo null means empty', dependency: { field: 'reason', value: null }, values: { reason: '' }, hidden: false },
    { name: 'no value means "has a value"', dependency: { field: 'reason' }, values: { reason: 'x' }, hidden: false },
    { name: 'no value and empty fails', dependency: { field: 'reason' }, values: { reason: null }, hidden: true },
    {
      name: 'IsNotEqualTo holds',
      dependency: { field: 'reason', operator: 'IsNotEqualTo' as const, value: 'Other' },
      values: { reason: 'Lost' },
      hidden: false,
    },
    {
      name: 'IsNotEqualTo null means not empty',
      dependency: { field: 'reason', operator: 'IsNotEqualTo' as const, value: null },
      values: { reason: null },
      hidden: true,
    },
    { name: 'HasValue', dependency: { field: 'reason', operator: 'HasValue' as const }, values: { reason: false }, hidden: true },
    { name: 'IsEmpty', dependency: { field: 'reason', operator: 'IsEmpty' as const }, values: { reason: '  ' }, hidden: false },
  ])('$name', ({ dependency, values, hidden }) => {
    expect(stateOf([dependency], values).hidden).toBe(hidden);
  });
});

describe('dependency effects', () => {
  it('by default an unfulfilled dependency hides the field and resets it to null', () => {
    expect(stateOf([{ field: 'reason', value: 'Other' }], { reason: 'Lost' })).toEqual({
      hidden: true,
      disabled: false,
      reset: { value: null },
      maskName: undefined,
    });
  });

  it('the reset value replaces null when given', () => {
    expect(stateOf([{ field: 'reason', value: 'Other', resetValue: 'n/a' }], { reason: 'Lost' }).reset).toEqual({ value: 'n/a' });
  });

  it('any one unfulfilled dependency is enough', () => {
    const state = stateOf(
      [
        { field: 'reason', value: 'Other' },
        { field: 'country', value: 'US' },
      ],
      { reason: 'Other', country: 'FR' },
    );
    expect(state.hidden).toBe(true);
  });

  it('a fulfilled dependency leaves the field alone', () => {
    expect(stateOf([{ field: 'reason', value: 'Other' }], { reason: 'Other' })).toEqual({
      hidden: false,
      disabled: false,
      reset: null,
      maskName: undefined,
    });
  });

  it('disable disables without hiding or resetting', () => {
    expect(stateOf([{ field: 'reason', value: 'Other', effect: 'disable' }], { reason: 'Lost' })).toEqual({
      hidden: false,
      disabled: true,
      reset: null,
      maskName: undefined,
    });
  });

  it('reset resets without hiding', () => {
    expect(stateOf([{ field: 'reason', value: 'Other', effect: 'reset' }], { reason: 'Lost' })).toMatchObject({
      hidden: false,
      reset: { value: null },
    });
  });

  it('mask switches the mask while fulfilled and falls back to the field mask otherwise', () => {
    const dependency = { field: 'country', value: 'US', effect: 'mask' as const, maskName: 'usZip' as const };
    expect(stateOf([dependency], { country: 'US' }, { maskName: 'nonUsPostal' }).maskName).toBe('usZip');
    expect(stateOf([dependency], { country: 'CA' }, { maskName: 'nonUsPostal' })).toEqual({
      hidden: false,
      disabled: false,
      reset: null,
      maskName: 'nonUsPostal',
    });
  });
});

describe('selects with disableWhen', () => {
  const dependencies = [
    { field: 'reason', value: 'Other' },
    { field: 'country', value: 'US' },
  ];
  const select = (disableWhen: 'unfulfilled' | 'allFulfilled') => ({
    widget: 'select' as const,
    props: { options: [{ value: 'a', label: 'A' }], disableWhen },
  });

  it.each([
    { disableWhen: 'unfulfilled' as const, values: { reason: 'Other', country: 'FR' }, disabled: true },
    { disableWhen: 'unfulfilled' as const, values: { reason: 'Other', country: 'US' }, disabled: false },
    { disableWhen: 'allFulfilled' as const, values: { reason: 'Other', country: 'US' }, disabled: true },
    { disableWhen: 'allFulfilled' as const, values: { reason: 'Other', country: 'FR' }, disabled: false },
  ])('$disableWhen with $values: disabled $disabled, never hidden', ({ disableWhen, values, disabled }) => {
    const state = stateOf(dependencies, values, select(disableWhen));
    expect(state.disabled).toBe(disabled);
    expect(state.hidden).toBe(false);
  });
});

describe('dependencies on another model', () => {
  it('read the named model', () => {
    const claimant = config([{ key: 'country', widget: 'text' }]);
    const details = config(
      [{ key: 'state', widget: 'text', props: { dependencies: [{ field: 'Country', model: 'claimantInfo', value: 'US' }] } }],
      { dtoMapping: 'claimDetails' },
    );
    const detailsModel = modelOf(details);
    const field = details.fields[0]!;
    expect(evaluateFieldState(field, detailsModel, contextOf([modelOf(claimant, { country: 'US' }), detailsModel])).hidden).toBe(false);
    expect(evaluateFieldState(field, detailsModel, contextOf([modelOf(claimant, { country: 'FR' }), detailsModel])).hidden).toBe(true);
  });
});

describe('applying resets', () => {
  const chain = config([
    { key: 'hasOther', widget: 'checkbox' },
    { key: 'otherKind', widget: 'text', props: { dependencies: [{ field: 'hasOther', value: true }] } },
    { key: 'otherDetail', widget: 'text', props: { dependencies: [{ field: 'otherKind', operator: 'HasValue' }] } },
    { key: 'note', widget: 'text', props: { dependencies: [{ field: 'hasOther', value: true, resetValue: 'none', effect: 'reset' }] } },
  ]);

  it('resets hidden fields, following chains of dependencies', () => {
    const model = modelOf(chain, { hasOther: false, otherKind: 'gift', otherDetail: 'card', note: 'x' });
    const next = applyDependencyResets(model, chain, contextOf([model]));
    expect(next.fields).toEqual({ hasOther: false, otherKind: null, otherDetail: null, note: 'none' });
    expect(next.everDirty).toEqual({});
  });

  it('returns the same model when nothing needs a reset', () => {
    const model = modelOf(chain, { hasOther: true, otherKind: 'gift', otherDetail: 'card', note: 'x' });
    expect(applyDependencyResets(model, chain, contextOf([model]))).toBe(model);
  });

  it('hidden fields are not validated', () => {
    const required = config([
      { key: 'hasOther', widget: 'checkbox' },
      {
        key: 'otherKind',
        widget: 'text',
        validations: [{ type: 'required' }],
        props: { dependencies: [{ field: 'hasOther', value: true }] },
      },
    ]);
    const hidden = modelOf(required, { hasOther: false });
    expect(validateModel(hidden, required, contextOf([hidden]), { side: 'client' })).toEqual({});
    const shown = modelOf(required, { hasOther: true });
    expect(Object.keys(validateModel(shown, required, contextOf([shown]), { side: 'client' }))).toEqual(['otherKind']);
  });
});
