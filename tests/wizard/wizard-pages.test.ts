import { describe, expect, it } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import { formTypes } from '@/contract/form-types';
import type { ModelConfig } from '@/contract/model-config';
import { findConfig, createModelStore } from '@/engine/models';
import { pageOrders } from '@/features/navigation/page-orders';
import { formPageCopy } from '@/features/shell/pages';
import { createFormEngine } from '@/features/form-engine/react/engine';
import { savedModels } from '@/engine/models';
import { afterChangeHooks } from '@/features/wizard/after-change-hooks';
import { wizardPageFor, wizardPages } from '@/features/wizard/wizard-pages';
import { demoSettlement } from '../support/demo-settlement';

const configs: ModelConfig[] = formsConfigResponseSchema.parse(demoSettlement.modelConfigs);
const store = createModelStore(configs);
const allPaths = formTypes.flatMap((formType) => pageOrders[formType].map((page) => ({ formType, path: page.path })));

describe('wizard page descriptions', () => {
  it.each(allPaths)('$path is described for its form, with page copy', ({ formType, path }) => {
    const page = wizardPageFor(path);
    expect(page.formType).toBe(formType);
    expect(formPageCopy[path]).toBeDefined();
  });

  it('describe no page outside the page orders', () => {
    expect(Object.keys(wizardPages).sort()).toEqual(allPaths.map(({ path }) => path).sort());
  });

  it('name only mappings and field keys the demo settlement configures', () => {
    const missing: string[] = [];
    for (const [path, page] of Object.entries(wizardPages)) {
      for (const section of page.sections) {
        if (!('mapping' in section)) continue;
        const config = findConfig(store, page.formType, section.mapping);
        if (!config) {
          missing.push(`${path}: no ${page.formType}/${section.mapping} model`);
          continue;
        }
        const keys = section.kind === 'fields' ? (section.keys ?? []) : [];
        for (const key of keys) {
          if (!config.fields.some((field) => field.key === key)) missing.push(`${path}: ${section.mapping} has no field ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('give every form exactly one way to end: a submit (or Lookup\'s authorize) before a confirmation', () => {
    for (const formType of formTypes) {
      const actions = pageOrders[formType].map((page) => wizardPageFor(page.path).action);
      if (formType === 'Lookup') expect(actions).toEqual(['authorize']);
      else {
        expect(actions.filter((action) => action === 'submit')).toHaveLength(1);
        expect(actions.at(-1)).toBe('none');
      }
    }
  });

  it('never offer Back on a form\'s first page or on its confirmation', () => {
    for (const formType of formTypes) {
      const pages = pageOrders[formType];
      expect(wizardPageFor(pages[0]!.path).back).toBe(false);
      expect(wizardPageFor(pages.at(-1)!.path).back).toBe(false);
    }
  });

  it('name an unknown page in the error', () => {
    expect(() => wizardPageFor('/standard/nowhere')).toThrow("No wizard page is described for '/standard/nowhere'.");
  });

  it('register every afterChangeHook the demo configs name', () => {
    const named = configs.flatMap((config) => config.fields.map((field) => field.props?.afterChangeHook).filter((name): name is string => Boolean(name)));
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
