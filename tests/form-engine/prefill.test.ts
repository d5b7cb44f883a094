import { describe, expect, it } from 'vitest';
import { checkParsedModelConfigs, ConfigError } from '@/engine/config-check';
import { checkModelConfigs } from '@/engine/config-validation';
import { applyPrepopulatedData, createModelStore, savedModels, updateField, type ModelStore } from '@/engine/models';
import { prefillField } from '@/engine/prefill';
import { modelConfig as config } from '../support/model-configs';

// Redundant entry (WCAG 2.2, 3.3.7) in the engine, with a package of its own keys: a field that
// declares `prefillFrom` starts with those earlier answers, and a confirm field of a value the
// server filled in starts with the same value.

const person = config([
  { key: 'Given', widget: 'text' },
  { key: 'Family', widget: 'text' },
  { key: 'Mail', widget: 'text', prepopulatedDataKey: 'Mail' },
  { key: 'MailAgain', widget: 'text', validations: [{ type: 'confirms', field: 'mail' }] },
  { key: 'Mobile', widget: 'text', prepopulatedDataKey: 'Mobile' },
  { key: 'MobileAgain', widget: 'text', validations: [{ type: 'confirms', field: 'mobile' }] },
]);
const payout = config(
  [
    {
      key: 'Payee',
      widget: 'text',
      prefillFrom: [
        { field: 'given', model: 'claimantInfo' },
        { field: 'family', model: 'claimantInfo' },
      ],
    },
    { key: 'WalletMail', widget: 'text', prefillFrom: [{ field: 'mail', model: 'claimantInfo' }] },
    { key: 'WalletMailAgain', widget: 'text', validations: [{ type: 'confirms', field: 'mail', model: 'claimantInfo' }] },
  ],
  { dtoMapping: 'claimDetails' },
);

const ids = (store: ModelStore) => ({
  person: savedModels(store, 'Standard', 'claimantInfo')[0]!.clientId,
  payout: savedModels(store, 'Standard', 'claimDetails')[0]!.clientId,
});
const fieldsOf = (store: ModelStore, mapping: string) => savedModels(store, 'Standard', mapping)[0]!.fields;

describe('prefillField', () => {
  it('joins the earlier answers with spaces, leaving blanks out, and marks nothing as edited', () => {
    let store = createModelStore([person, payout]);
    const { person: p, payout: q } = ids(store);
    store = updateField(store, p, 'given', ' Ana ');
    store = updateField(store, p, 'family', 'Lima');
    store = prefillField(store, q, 'payee');
    expect(fieldsOf(store, 'claimDetails').payee).toBe('Ana Lima');
    expect(savedModels(store, 'Standard', 'claimDetails')[0]!.everDirty).toEqual({});

    store = updateField(store, p, 'family', '');
    store = prefillField(store, q, 'walletMail');
    expect(fieldsOf(store, 'claimDetails').walletMail ?? null).toBeNull();
  });

  it('leaves a field with a value, or one the claimant ever edited, alone', () => {
    let store = createModelStore([person, payout]);
    const { person: p, payout: q } = ids(store);
    store = updateField(store, p, 'given', 'Ana');
    store = updateField(store, q, 'payee', 'Someone Else');
    expect(fieldsOf(prefillField(store, q, 'payee'), 'claimDetails').payee).toBe('Someone Else');
    store = updateField(store, q, 'payee', '');
    expect(prefillField(store, q, 'payee')).toBe(store);
  });
});

describe('confirm fields after prepopulation', () => {
  it('start with the value the server filled into the field they confirm, in the same or another model', () => {
    let store = createModelStore([person, payout]);
    store = updateField(store, ids(store).person, 'mobileAgain', '555 0100');
    store = applyPrepopulatedData(store, [
      { metadata: { DtoMapping: 'claimantInfo' }, fields: { Mail: 'ana@example.com', Mobile: '555 0199' } },
    ]);
    const fields = fieldsOf(store, 'claimantInfo');
    expect(fields.mailAgain).toBe('ana@example.com');
    // The claimant's own answer stays (and the confirms rule will tell them it differs).
    expect(fields.mobileAgain).toBe('555 0100');
    expect(fieldsOf(store, 'claimDetails').walletMailAgain).toBe('ana@example.com');
  });

  it('stay empty when the server filled in nothing for the field they confirm', () => {
    let store = createModelStore([person, payout]);
    store = updateField(store, ids(store).person, 'mail', 'typed@example.com');
    store = applyPrepopulatedData(store, [{ metadata: { DtoMapping: 'claimantInfo' }, fields: { Mobile: '555 0199' } }]);
    expect(fieldsOf(store, 'claimantInfo').mailAgain ?? null).toBeNull();
    expect(fieldsOf(store, 'claimantInfo').mobileAgain).toBe('555 0199');
  });
});

describe('the config check of prefillFrom', () => {
  it('refuses a missing field or model, the field itself and a widget that holds no text', () => {
    const broken = config(
      [
        { key: 'Own', widget: 'text', prefillFrom: [{ field: 'own' }] },
        {
          key: 'Lost',
          widget: 'text',
          prefillFrom: [
            { field: 'nowhere', model: 'claimantInfo' },
            { field: 'given', model: 'signature' },
          ],
        },
        { key: 'Agree', widget: 'checkbox', prefillFrom: [{ field: 'given', model: 'claimantInfo' }] },
      ],
      { dtoMapping: 'claimDetails' },
    );
    let messages: string[] = [];
    try {
      checkParsedModelConfigs([person, broken]);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      messages = (error as ConfigError).problems.map((problem) => problem.message);
    }
    expect(messages).toEqual([
      'Model Standard/claimDetails, field "own": prefillFrom 1 names the field itself',
      'Model Standard/claimDetails, field "lost": prefillFrom 1 points at missing field "nowhere" of model "claimantInfo"',
      'Model Standard/claimDetails, field "lost": prefillFrom 2 points at missing model "signature" (no Standard model has dtoMapping)',
      'Model Standard/claimDetails, field "agree": prefillFrom on a checkbox field (only text and textArea fields take it)',
    ]);
    expect(() => checkParsedModelConfigs([person, payout])).not.toThrow();
  });

  it('does not call a model missing when it is there but failed its own check', () => {
    const raw = [
      { metadataHash: 'h1', metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' }, fields: [{ key: 'Mail', widget: 'slider' }] },
      {
        metadataHash: 'h2',
        metadata: { DtoMapping: 'claimDetails', FormType: 'Standard' },
        fields: [{ key: 'WalletMail', widget: 'text', prefillFrom: [{ field: 'mail', model: 'claimantInfo' }] }],
      },
    ];
    expect(checkModelConfigs(raw).problems.map((problem) => problem.message)).toEqual([
      'Model Standard/claimantInfo, field "mail": unknown widget "slider"',
    ]);
  });
});
