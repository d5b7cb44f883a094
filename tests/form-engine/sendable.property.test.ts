// Property: the server's re-check of a claim (sendable.ts, then the rules of submission-check.ts)
// accepts exactly the claims the client's own rules accept. Claims are built the way the app
// builds them, from the demo package's Standard configs: every field gets a value its widget can
// yield (an offered option or none, a checkbox's boolean, text typed through the field's mask,
// free text), dependencies reset what they hide, and the payload comes from the app's payload
// builder. Mutations of accepted claims (what only a hand-made request can hold) are refused.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayloadModel, SubmissionPayload } from '@/contract/api';
import type { FieldConfig, ModelConfig } from '@/contract/model-config';
import { applyDependencyResets } from '@/engine/dependencies';
import { getMask } from '@/engine/masks';
import {
  addDraft,
  configOf,
  createModelStore,
  saveDraft,
  setFileField,
  updateField,
  type FormModel,
  type ModelStore,
} from '@/engine/models';
import { buildSubmissionPayload } from '@/engine/payload';
import { toWhitelist } from '@/engine/rules/context';
import { validateModel } from '@/engine/rules/validate';
import { minimumRecordCountOf, unsendableProblems } from '@/engine/sendable';
import { checkSubmission } from '@/engine/submission-check';
import { loadSettlement } from '@server/settlement/load';
import { sampleStandardClaim } from '../support/sample-claim';

const RUNS = 100;
// Generous: each run rebuilds and validates a whole claim, and the machine may be busy.
const PROPERTY_TIMEOUT = 600_000;
let configs: readonly ModelConfig[];
let whitelist: ReadonlySet<string>;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  const settlement = await loadSettlement(undefined);
  configs = settlement.configs.filter((config) => config.metadata.formType === 'Standard');
  whitelist = toWhitelist(settlement.info.allowedCharacters);
});

// A valid claim to start from: each field's value there is one the generator may pick.
const sample = sampleStandardClaim([{ clientId: 'documentContexts-doc00001', name: 'receipt.pdf', size: 100, type: 'application/pdf' }]);
const sampleValues = new Map<string, unknown[]>();
for (const model of [sample.claimantInfo, sample.claimDetails, sample.signature, ...sample.claimTransactions, ...sample.documentContexts]) {
  for (const [key, value] of Object.entries(model!.fields)) sampleValues.set(key, [...(sampleValues.get(key) ?? []), value]);
}

/** A value the field's widget can yield, as the app stores it. */
function valueOf(field: FieldConfig): fc.Arbitrary<unknown> {
  const options = (field.props?.options ?? []).map((option) => option.value);
  const known = (sampleValues.get(field.key) ?? []).filter((value) => value !== null);
  const free = fc.string({ maxLength: 30 });
  switch (field.widget) {
    case 'checkbox':
      return fc.boolean();
    case 'select':
    case 'radio':
      return fc.constantFrom(null, ...options, ...(field.props?.hasNoneOption ? ['none'] : []));
    case 'hybridRadio':
      return fc.oneof(fc.constantFrom(null, ...options), free);
    default: {
      const mask = field.maskName ? getMask(field.maskName) : null;
      // Text typed into a masked field is stored the way the mask stores it.
      const typed = mask ? free.map((raw) => mask.toStored(mask.format(raw))) : free;
      return fc.oneof({ weight: 3, arbitrary: known.length > 0 ? fc.constantFrom(...known) : typed }, { weight: 1, arbitrary: typed });
    }
  }
}

/** Values for every field of a config except file fields: mostly the sample claim's answer (a
 *  valid claim built from the config), now and then any value the widget can yield. */
function fieldsOf(config: ModelConfig): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      config.fields
        .filter((field) => field.widget !== 'file')
        .map((field) => [
          field.key,
          fc.oneof(
            { weight: 15, arbitrary: fc.constant(sampleValues.get(field.key)?.[0] ?? null) },
            { weight: 1, arbitrary: valueOf(field) },
          ),
        ]),
    ),
  );
}

interface Drawn {
  singles: Record<string, Record<string, unknown>>;
  rows: Record<string, unknown>[];
  documents: Record<string, unknown>[];
}

function drawn(): fc.Arbitrary<Drawn> {
  const byMapping = (mapping: string) => configs.find((config) => config.metadata.dtoMapping === mapping)!;
  const singles = configs.filter((config) => ['claimantInfo', 'claimDetails', 'signature'].includes(config.metadata.dtoMapping));
  return fc.record({
    singles: fc.record(Object.fromEntries(singles.map((config) => [config.metadata.dtoMapping, fieldsOf(config)]))),
    rows: fc.array(fieldsOf(byMapping('claimTransactions')), { minLength: 0, maxLength: 3 }),
    documents: fc.array(fieldsOf(byMapping('documentContexts')), { minLength: 1, maxLength: 2 }),
  });
}

function setAll(store: ModelStore, model: FormModel, values: Record<string, unknown>): ModelStore {
  let next = store;
  for (const [key, value] of Object.entries(values)) next = updateField(next, model.clientId, key, value);
  return next;
}

/** The store the app would hold after the claimant gave these answers. */
function storeOf(answers: Drawn): ModelStore {
  let store = createModelStore(configs);
  for (const model of store.saved) store = setAll(store, model, answers.singles[model.metadata.dtoMapping] ?? {});
  for (const [mapping, list] of [
    ['claimTransactions', answers.rows],
    ['documentContexts', answers.documents],
  ] as const) {
    list.forEach((values, index) => {
      const added = addDraft(store, 'Standard', mapping);
      store = setAll(added.store, added.draft, values);
      if (mapping === 'documentContexts') {
        const draft = store.drafts.find((model) => model.clientId === added.draft.clientId)!;
        store = {
          ...store,
          drafts: store.drafts.map((m) =>
            m === draft
              ? setFileField(m, configOf(store, m), 'file', [{ name: `doc-${index}.pdf`, size: 100, type: 'application/pdf' }])
              : m,
          ),
        };
      }
      store = saveDraft(store, added.draft.clientId);
    });
  }
  // Dependencies reset what they hide, as the form does on every change.
  const saved = store.saved;
  return { ...store, saved: saved.map((model) => applyDependencyResets(model, configOf(store, model), { models: saved })) };
}

/** The client's verdict: every model passes its rules, the tables hold their minimum, and the
 *  payload builder takes the store. */
function clientAccepts(store: ModelStore): boolean {
  const context = { models: store.saved, whitelist, now };
  for (const model of store.saved) {
    if (Object.keys(validateModel(model, configOf(store, model), context, { side: 'client' })).length > 0) return false;
  }
  for (const config of configs) {
    const count = store.saved.filter((model) => model.metadata.dtoMapping === config.metadata.dtoMapping).length;
    if (count < minimumRecordCountOf(config.metadata, 'Standard', store.saved)) return false;
  }
  return buildSubmissionPayload(store, { formType: 'Standard', userPreferredCulture: 'en', reCaptchaResponse: null, captchaRawValue: null })
    .ok;
}

function payloadOf(
  store: ModelStore,
): { payload: SubmissionPayload; files: Record<string, { name: string; size: number; type: string }[]> } | null {
  const built = buildSubmissionPayload(store, {
    formType: 'Standard',
    userPreferredCulture: 'en',
    reCaptchaResponse: null,
    captchaRawValue: null,
  });
  if (!built.ok) return null;
  const files = Object.fromEntries(
    built.files.map(({ clientId, file }) => [clientId, [{ name: file.name, size: file.size, type: file.type }]]),
  );
  return { payload: built.payload, files };
}

/** The server's verdict on a payload, as submit reaches it: sendable, then the rules. */
function serverAccepts(payload: SubmissionPayload, files: Record<string, { name: string; size: number; type: string }[]>): boolean {
  if (unsendableProblems(payload, configs, 'Standard').length > 0) return false;
  const check = checkSubmission(payload, configs, 'Standard', { whitelist, now, filesByClientId: files });
  return check.problems.length === 0 && Object.keys(check.errors).length === 0;
}

let accepted = 0;
let refused = 0;

describe('the server’s re-check of a Standard claim', () => {
  it(
    'accepts exactly the claims the client’s rules accept',
    () => {
      fc.assert(
        fc.property(drawn(), (answers) => {
          const store = storeOf(answers);
          const built = payloadOf(store);
          const client = clientAccepts(store);
          if (client) accepted += 1;
          else refused += 1;
          if (!built) return !client;
          return serverAccepts(built.payload, built.files) === client;
        }),
        { numRuns: RUNS },
      );
      console.info(`sendable property: ${RUNS} claims, ${accepted} accepted by the client, ${refused} refused`);
      // Both sides of the property were met, or it proved nothing.
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT,
  );

  // Changes only a hand-made request can make, each applied to a claim the app built and the server took.
  const mutations: fc.Arbitrary<[string, (payload: SubmissionPayload) => SubmissionPayload]> = fc.oneof(
    fc.constantFrom<[string, (payload: SubmissionPayload) => SubmissionPayload]>(
      ['an option no select offers', (p) => withField(p, 'claimDetails', 'paymentMethod', 'Bitcoin')],
      ['a number in a text field', (p) => withField(p, 'claimantInfo', 'firstName', 7)],
      ['a list in a text field', (p) => withField(p, 'claimantInfo', 'mailingCity', ['Sacramento'])],
      ['an object in a select', (p) => withField(p, 'claimantInfo', 'mailingCountry', { value: 'US' })],
      ['text in a checkbox', (p) => withField(p, 'claimDetails', 'experiencedLeak', 'true')],
      ['an unknown field', (p) => withField(p, 'claimDetails', 'role', 'admin')],
      ['no claimant info', (p) => ({ ...p, claimantInfo: null })],
      ['no transactions', (p) => ({ ...p, claimTransactions: [] })],
      ['a claimant info among the transactions', (p) => ({ ...p, claimTransactions: [...p.claimTransactions, p.claimantInfo!] })],
    ),
    fc
      .string({ minLength: 1, maxLength: 12 })
      .map((key): [string, (payload: SubmissionPayload) => SubmissionPayload] => [
        `unknown field ${JSON.stringify(key)}`,
        (p) =>
          Object.hasOwn(p.claimantInfo!.fields, key) ? withField(p, 'claimantInfo', 'junk', key) : withField(p, 'claimantInfo', key, 'x'),
      ]),
  );

  it(
    'refuses every claim changed in a way the app cannot send',
    () => {
      fc.assert(
        fc.property(drawn(), mutations, (answers, [, mutate]) => {
          const store = storeOf(answers);
          fc.pre(clientAccepts(store));
          const built = payloadOf(store)!;
          return !serverAccepts(mutate(built.payload), built.files);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'refuses a value in a field its dependencies hide',
    () => {
      fc.assert(
        fc.property(drawn(), fc.constantFrom('mailingPostalCodeNonUS', 'mailingSubDivisionNonUS'), (answers, key) => {
          const store = storeOf({
            ...answers,
            singles: { ...answers.singles, claimantInfo: { ...answers.singles.claimantInfo, mailingCountry: 'US' } },
          });
          fc.pre(clientAccepts(store));
          const built = payloadOf(store)!;
          return !serverAccepts(withField(built.payload, 'claimantInfo', key, 'A1'), built.files);
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

function withField(payload: SubmissionPayload, slot: 'claimantInfo' | 'claimDetails', key: string, value: unknown): SubmissionPayload {
  const model = payload[slot] as PayloadModel;
  return { ...payload, [slot]: { ...model, fields: { ...model.fields, [key]: value } } };
}
