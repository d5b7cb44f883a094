import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { modelConfigSchema, type ModelConfig, type ModelConfigInput } from '@/contract/model-config';
import { addCultureContent, createI18n } from '@/features/localization/i18n';
import { createModelStore, savedModels } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider, type FormEngineProviderProps } from '@/features/form-engine/react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '@/features/form-engine/react/model-fields';

/** One field as the server sends it. */
export type FieldInput = ModelConfigInput['fields'][number];

/** A parsed single-instance config (Standard/claimantInfo unless the metadata says otherwise). */
export function modelConfig(fields: FieldInput[], metadata: Record<string, unknown> = {}): ModelConfig {
  return modelConfigSchema.parse({
    metadataHash: 'hash-1',
    metadata: { dtoMapping: 'claimantInfo', formType: 'Standard', ...metadata },
    fields,
  });
}

/** Printable ASCII: the whitelist most tests run with. */
export const asciiWhitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

/** An i18n instance as the app builds it, with some English and Spanish copy. */
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

/** Options of renderModel. */
export interface RenderModelOptions extends Partial<Omit<FormEngineProviderProps, 'engine' | 'children'>> {
  /** Other configs in the same store (for cross-model rules). */
  others?: ModelConfig[];
  keys?: readonly string[];
  i18n?: I18n;
  /** Extra content rendered beside the fields (another model's fields, a summary...). */
  extra?: (engine: FormEngine) => ReactNode;
}

/** The client id of the saved single-instance model of a config. */
export function clientIdOf(engine: FormEngine, config: ModelConfig): string {
  const [model] = savedModels(engine.getStore(), config.metadata.formType, config.metadata.mappingName ?? config.metadata.dtoMapping);
  if (!model) throw new Error('no saved model for the config');
  return model.clientId;
}

/** Renders the fields of one model config with the engine, i18n and a ref to the handle. */
export async function renderModel(config: ModelConfig, options: RenderModelOptions = {}) {
  const { others = [], keys, i18n: given, extra, whitelist = asciiWhitelist, ...settings } = options;
  const i18n = given ?? (await testI18n());
  const engine = createFormEngine(createModelStore([config, ...others]));
  const clientId = clientIdOf(engine, config);
  const handle = createRef<ModelFieldsHandle>();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormEngineProvider engine={engine} whitelist={whitelist} {...settings}>
        <main>
          <ModelFields clientId={clientId} keys={keys} ref={handle} />
          {extra?.(engine)}
        </main>
      </FormEngineProvider>
    </I18nextProvider>,
  );
  const value = (key: string) => engine.model(clientId)?.fields[key];
  return { ...view, engine, clientId, handle, user, i18n, value };
}
