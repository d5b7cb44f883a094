import { describe, expect, it } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import type { ModelConfig } from '@/contract/model-config';
import { createModelStore } from '@/engine/models';
import { createFormEngine } from '@/features/form-engine/react/engine';
import { savedModels } from '@/engine/models';
import { afterChangeHooks } from '@/features/wizard/after-change-hooks';
import { demoSettlement } from '../support/demo-settlement';

const configs: ModelConfig[] = formsConfigResponseSchema.parse(demoSettlement.modelConfigs);

describe("the demo settlement's pages", () => {
  it('register every afterChangeHook the demo configs name', () => {
    const named = configs.flatMap((config) =>
      config.fields.map((field) => field.props?.afterChangeHook).filter((name): name is string => Boolean(name)),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(afterChangeHooks[name], name).toBeTypeOf('function');
  });

  it('uppercase keeps a VIN in capitals as it is typed', () => {
    const engine = createFormEngine(createModelStore(configs));
    const details = savedModels(engine.getStore(), 'Automotive', 'claimDetails')[0]!;
    engine.editField(details.clientId, 'vin', '1hgcm8263');
    afterChangeHooks.uppercase!({ clientId: details.clientId, key: 'vin', value: '1hgcm8263', engine });
    expect(engine.model(details.clientId)?.fields.vin).toBe('1HGCM8263');
  });
});
