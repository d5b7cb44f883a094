// A page of 300 config-driven fields, rendered exactly as the app renders a model, for the
// keystroke benchmark (scripts/bench/bench-keystroke.mjs builds and drives it).
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { modelConfigSchema } from '@/contract/model-config';
import { createModelStore, savedModels } from '@/engine/models';
import { createFormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { createI18n } from '@/features/localization/i18n';
import '@ui/styles.css';

const FIELD_COUNT = 300;

const config = modelConfigSchema.parse({
  metadataHash: 'bench',
  metadata: { DtoMapping: 'claimDetails', FormType: 'Standard' },
  fields: Array.from({ length: FIELD_COUNT }, (_, i) => ({
    key: `Field${i}`,
    widget: 'text',
    label: `Answer ${i + 1}`,
    validations: [{ type: 'required' }, { type: 'maxLength', max: 200 }, { type: 'characterSetRestriction' }],
  })),
});

const whitelist: ReadonlySet<string> = new Set(Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));

const engine = createFormEngine(createModelStore([config]));
const model = savedModels(engine.getStore(), 'Standard', 'claimDetails')[0]!;
const i18n = await createI18n('en');

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <FormEngineProvider engine={engine} whitelist={whitelist}>
      <main className="p-4">
        <h1 className="text-2xl">300 fields</h1>
        <ModelFields clientId={model.clientId} />
      </main>
    </FormEngineProvider>
  </I18nextProvider>,
);

// Time from each keydown to the first task after the input event has been handled (React's
// commit included), with a forced layout so style and layout work count too.
const samples: number[] = [];
let started = 0;
window.addEventListener('keydown', () => (started = performance.now()), { capture: true });
window.addEventListener('input', () => {
  setTimeout(() => {
    void document.body.offsetHeight;
    samples.push(performance.now() - started);
  }, 0);
});
Object.assign(window, { keystrokeSamples: samples, fieldCount: () => document.querySelectorAll('input').length });
