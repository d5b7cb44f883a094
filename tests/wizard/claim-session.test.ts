import { describe, expect, it } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import type { ModelConfig } from '@/contract/model-config';
import { ConfigError } from '@/engine/config-check';
import { savedModels } from '@/engine/models';
import { createClaimSession, type ClaimSessionPersistence } from '@/features/wizard/claim-session';
import { memoryKeyStore } from '@/lib/api/idempotency';
import { demoSettlement } from '../support/demo-settlement';

const configs: ModelConfig[] = formsConfigResponseSchema.parse(demoSettlement.modelConfigs);

function firstName(session: ReturnType<typeof createClaimSession>, formType: 'Standard' | 'Automotive') {
  const engine = session.engineFor(configs);
  return savedModels(engine.getStore(), formType, 'claimantInfo')[0]?.fields.firstName;
}

function edit(session: ReturnType<typeof createClaimSession>, formType: 'Standard' | 'Automotive', value: string) {
  const engine = session.engineFor(configs);
  const model = savedModels(engine.getStore(), formType, 'claimantInfo')[0]!;
  engine.editField(model.clientId, 'firstName', value);
}

function recordingPersistence() {
  const calls: string[] = [];
  const persistence: ClaimSessionPersistence = {
    restore: () => calls.push('restore'),
    start: () => {
      calls.push('start');
      return () => calls.push('stop');
    },
    clear: () => calls.push('clear'),
    keys: memoryKeyStore(),
  };
  return { calls, persistence };
}

describe('claim session', () => {
  it('keeps one engine across pages for the same configs answer', () => {
    const session = createClaimSession();
    expect(session.engineFor(configs)).toBe(session.engineFor(configs));
  });

  it('names the model, field and problem of a malformed config instead of building forms', () => {
    const broken = configs.map((config) =>
      config.metadata.formType === 'Standard' && config.metadata.dtoMapping === 'claimantInfo'
        ? {
            ...config,
            fields: config.fields.map((field) =>
              field.key === 'firstName' ? { ...field, validations: [{ type: 'requiredIf', field: 'noSuchField', value: 'US' }] } : field,
            ),
          }
        : config,
    ) as ModelConfig[];
    const session = createClaimSession();
    expect(() => session.engineFor(broken)).toThrow(ConfigError);
    expect(() => session.engineFor(broken)).toThrow(/claimantInfo[\s\S]*firstName[\s\S]*noSuchField/);
  });

  it('keeps the reference code per form type and starts only the submitted form afresh', () => {
    const session = createClaimSession();
    edit(session, 'Standard', 'Dana');
    edit(session, 'Automotive', 'Rae');
    session.submitted('Standard', 'STD-7K3Q-9XWM');
    expect(session.getState().referenceCodes).toEqual({ Standard: 'STD-7K3Q-9XWM' });
    expect(firstName(session, 'Standard')).toBeNull();
    expect(firstName(session, 'Automotive')).toBe('Rae');
  });

  it('clears every form when the session expires or the claimant reaches an error page', () => {
    const session = createClaimSession();
    edit(session, 'Standard', 'Dana');
    edit(session, 'Automotive', 'Rae');
    session.clearForms();
    expect(firstName(session, 'Standard')).toBeNull();
    expect(firstName(session, 'Automotive')).toBeNull();
  });

  it('restores and starts keeping answers once, and forgets them after a submit and on clearing', () => {
    const { calls, persistence } = recordingPersistence();
    const session = createClaimSession(persistence);
    session.engineFor(configs);
    session.engineFor(configs);
    expect(calls).toEqual(['restore', 'start']);
    session.submitted('Standard', 'STD-AAAA-BBBB');
    session.clearForms();
    expect(calls).toEqual(['restore', 'start', 'clear', 'clear']);
  });
});
