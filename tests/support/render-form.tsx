import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FormType } from '@/contract/form-type-names';
import type { ModelConfig } from '@/contract/model-config';
import { createModelStore, savedModels } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider, type FormEngineProviderProps } from '@/features/form-engine/react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '@/features/form-engine/react/model-fields';
import { testI18n } from './i18n';
import { asciiWhitelist } from './model-configs';

/** The client id of the saved single-instance model of a config (of its own form type unless
 *  another is named). */
export function savedClientId(engine: FormEngine, config: ModelConfig, formType: FormType = config.metadata.formType): string {
  const [model] = savedModels(engine.getStore(), formType, config.metadata.mappingName ?? config.metadata.dtoMapping);
  if (!model) throw new Error('no saved model for the config');
  return model.clientId;
}

/** Options of renderModel. */
interface RenderModelOptions extends Partial<Omit<FormEngineProviderProps, 'engine' | 'children'>> {
  /** Other configs in the same store (for cross-model rules). */
  others?: ModelConfig[];
  keys?: readonly string[];
  i18n?: I18n;
  /** Extra content rendered beside the fields (another model's fields, a summary...). */
  extra?: (engine: FormEngine) => ReactNode;
}

/** Renders the fields of one model config with the engine, i18n and a ref to the handle. */
export async function renderModel(config: ModelConfig, options: RenderModelOptions = {}) {
  const { others = [], keys, i18n: given, extra, whitelist = asciiWhitelist, ...settings } = options;
  const i18n = given ?? (await testI18n());
  const engine = createFormEngine(createModelStore([config, ...others]));
  const clientId = savedClientId(engine, config);
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

/** Options of renderBlock. */
interface RenderBlockOptions {
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
