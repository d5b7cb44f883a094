import { describe, expect, it } from 'vitest';
import { createModelStore, saveDraft, addDraft, setFileField, updateField, type ModelStore } from '@/engine/models';
import { buildSubmissionPayload } from '@/engine/payload';
import { toWhitelist } from '@/engine/rules/context';
import { checkSubmission } from '@/engine/submission-check';
import { modelConfig as config } from '../support/model-configs';

const claimant = config([
  { key: 'firstName', widget: 'text', validations: [{ type: 'required' }, { type: 'characterSetRestriction' }] },
  { key: 'phone', widget: 'text', validations: [{ type: 'requiredOnClientOnly' }] },
]);
const documents = config([{ key: 'file', widget: 'file', validations: [{ type: 'required' }] }], { dtoMapping: 'documentContexts' });
const configs = [claimant, documents];
const whitelist = toWhitelist('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ');

function payloadOf(store: ModelStore) {
  const result = buildSubmissionPayload(store, {
    formType: 'Standard',
    userPreferredCulture: 'en',
    reCaptchaResponse: null,
    captchaRawValue: null,
  });
  if (!result.ok) throw new Error('expected a payload');
  return result;
}

function storeWith(firstName: string | null): ModelStore {
  let store = createModelStore(configs);
  store = updateField(store, store.saved[0]!.clientId, 'firstName', firstName);
  const { store: withDraft, draft } = addDraft(store, 'Standard', 'documentContexts');
  const withFile = setFileField(draft, documents, 'file', [{ name: 'a.pdf', size: 3, type: 'application/pdf' }]);
  return saveDraft({ ...withDraft, drafts: [withFile] }, draft.clientId);
}

describe('checkSubmission (the server re-check)', () => {
  it('accepts what the client accepted, skipping requiredOnClientOnly', () => {
    const { payload, files } = payloadOf(storeWith('Ann'));
    const filesByClientId = Object.fromEntries(files.map(({ clientId, file }) => [clientId, [file]]));
    const check = checkSubmission(payload, configs, 'Standard', { whitelist, filesByClientId });
    expect(check.problems).toEqual([]);
    expect(check.errors).toEqual({});
    expect(check.models).toHaveLength(2);
  });

  it('finds the same errors as the client, per model', () => {
    const { payload, files } = payloadOf(storeWith('Zoë'));
    const filesByClientId = Object.fromEntries(files.map(({ clientId, file }) => [clientId, [file]]));
    const check = checkSubmission(payload, configs, 'Standard', { whitelist, filesByClientId });
    const claimantId = payload.claimantInfo!.clientId;
    expect(check.errors).toEqual({
      [claimantId]: {
        firstName: [expect.objectContaining({ key: 'Validation_RestrictedCharacters', params: { characters: 'ë' } })],
      },
    });
  });

  it('a required file field fails when the file did not arrive', () => {
    const { payload } = payloadOf(storeWith('Ann'));
    const check = checkSubmission(payload, configs, 'Standard', { whitelist });
    const documentId = payload.documentContexts[0]!.clientId;
    expect(Object.keys(check.errors)).toEqual([documentId]);
  });

  it('ignores metadata and unknown fields sent by the client, and names a stale config', () => {
    const { payload } = payloadOf(storeWith('Ann'));
    const tampered = {
      ...payload,
      claimantInfo: {
        ...payload.claimantInfo!,
        metadata: { dtoMapping: 'signature' },
        fields: { ...payload.claimantInfo!.fields, isAdmin: true },
      },
      documentContexts: payload.documentContexts.map((model) => ({ ...model, metadataHash: 'old' })),
    };
    const check = checkSubmission(tampered, configs, 'Standard', { whitelist });
    const rebuiltClaimant = check.models.find((model) => model.clientId === payload.claimantInfo!.clientId)!;
    expect(rebuiltClaimant.metadata.dtoMapping).toBe('claimantInfo');
    expect(rebuiltClaimant.fields).not.toHaveProperty('isAdmin');
    expect(check.problems.map((problem) => problem.problem)).toEqual([
      'no Standard documentContexts config with metadataHash "old"',
      'document without a model',
    ]);
  });
});
