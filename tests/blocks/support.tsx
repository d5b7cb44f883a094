import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import type { FormType } from '@/contract/form-types';
import { createModelStore, savedModels } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { addCultureContent, createI18n } from '@/features/localization/i18n';

/** One field as the server sends it. */
export type FieldInput = ModelConfigInput['fields'][number];

/** A parsed model config of the given mapping (Standard form unless the metadata says otherwise). */
export function modelConfig(dtoMapping: string, fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: `hash-${dtoMapping}`,
    metadata: { dtoMapping, formType: 'Standard', ...metadata },
    fields,
  });
}

/** Printable ASCII: the character whitelist the tests run with. */
export const asciiWhitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

/** An i18n instance as the app builds it, with the given English and Spanish copy. */
export async function testI18n(copy: { en?: Record<string, string>; es?: Record<string, string> } = {}): Promise<I18n> {
  const i18n = await createI18n('en');
  for (const culture of ['en', 'es'] as const) {
    addCultureContent(
      i18n,
      culture,
      Object.entries(copy[culture] ?? {}).map(([key, value]) => ({ key, value })),
    );
  }
  return i18n;
}

/** The client id of the saved single-instance model of a config. */
export function savedClientId(engine: FormEngine, config: ModelConfig, formType: FormType = 'Standard'): string {
  const [model] = savedModels(engine.getStore(), formType, config.metadata.mappingName ?? config.metadata.dtoMapping);
  if (!model) throw new Error('no saved model for the config');
  return model.clientId;
}

/** Options of renderBlock. */
export interface RenderBlockOptions {
  i18n?: I18n;
  copy?: { en?: Record<string, string>; es?: Record<string, string> };
}

/** Renders a block inside a <main> with a fresh engine over the configs, the i18n instance and
 *  the ASCII whitelist; returns the engine, a userEvent session and the i18n instance. */
export async function renderBlock(
  configs: readonly ModelConfig[],
  block: (engine: FormEngine) => ReactNode,
  options: RenderBlockOptions = {},
) {
  const i18n = options.i18n ?? (await testI18n(options.copy));
  const engine = createFormEngine(createModelStore(configs));
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormEngineProvider engine={engine} whitelist={asciiWhitelist}>
        <main>{block(engine)}</main>
      </FormEngineProvider>
    </I18nextProvider>,
  );
  return { ...view, engine, user, i18n };
}
