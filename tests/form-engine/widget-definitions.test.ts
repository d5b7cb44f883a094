// Each widget's definition (src/contract/widgets.ts) decides what the engine and the server do
// with its fields. These tests pin that down by behaviour, one row per widget: the row table is
// keyed by widget type, so a new widget does not compile here until its behaviour is written, and
// a definition that gets a fact wrong fails the row. Summaries, hidden fields and errors shown are
// checked where they render (tests/blocks/display-row.test.tsx, tests/form-engine-react).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SubmissionPayload } from '@/contract/api';
import { modelConfigSchema, type ModelConfig } from '@/contract/model-config';
import { widgetTypes, type WidgetDefinition, type WidgetType } from '@/contract/widgets';
import { crossCheckProblems } from '@/engine/config-check';
import { evaluateFieldState } from '@/engine/dependencies';
import { fixedAnswersOf } from '@/engine/field-answers';
import { initialFieldValue } from '@/engine/models';
import { validateModel } from '@/engine/rules/validate';
import { unsendableProblems } from '@/engine/sendable';
import { trackingPayload } from '@/engine/tracking';
import type { widgetComponents } from '@/features/form-engine/react/form-hook';
import { contextOf, modelConfig, modelOf } from '../support/model-configs';

type FieldInput = Parameters<typeof modelConfig>[0][number];

/** One widget's behaviour as the engine and the server show it. */
interface Behaviour {
  /** The value a field starts with when its config's default is 'b' (one of its options). */
  readonly startsWith: unknown;
  /** The answers it may hold (options a, b and the none option offered), or null for any. */
  readonly answers: readonly unknown[] | null;
  /** The same when textOptionValue names option a (a hybrid radio then takes any text). */
  readonly answersWithTextOption: readonly unknown[] | null;
  /** Whether a required field holding false counts as unanswered. */
  readonly falseIsUnanswered: boolean;
  /** Which of 'b' (an option), 'free text' and true the server accepts as its value. */
  readonly accepts: readonly unknown[];
  /** Whether the server accepts 'abc' under the usZip mask (which stores digits only). */
  readonly acceptsUnmaskedText: boolean;
  /** Whether the config check refuses it without options. */
  readonly needsOptions: boolean;
  /** Whether the config check accepts prefillFrom on it. */
  readonly takesPrefill: boolean;
  /** Whether the config check accepts dependencies on it. */
  readonly takesDependencies: boolean;
  /** Whether enableTrackingFeature reports a change to it. */
  readonly tracked: boolean;
  /** Whether disableWhen disables it when its dependency is unfulfilled (rather than hiding it). */
  readonly disabledByDisableWhen: boolean;
}

const plainText: Behaviour = {
  startsWith: 'b',
  answers: null,
  answersWithTextOption: null,
  falseIsUnanswered: false,
  accepts: ['b', 'free text'],
  acceptsUnmaskedText: true,
  needsOptions: false,
  takesPrefill: false,
  takesDependencies: true,
  tracked: false,
  disabledByDisableWhen: false,
};
const choice: Behaviour = { ...plainText, accepts: ['b'], acceptsUnmaskedText: false, needsOptions: true };

const behaviours: { readonly [W in WidgetType]: Behaviour } = {
  date: plainText,
  hidden: plainText,
  text: { ...plainText, acceptsUnmaskedText: false, takesPrefill: true, tracked: true },
  textArea: { ...plainText, takesPrefill: true },
  select: { ...choice, answers: ['a', 'b'], answersWithTextOption: ['a', 'b'], disabledByDisableWhen: true },
  radio: { ...choice, answers: ['a', 'b', 'none'], answersWithTextOption: ['a', 'b', 'none'] },
  hybridRadio: { ...choice, answers: ['a', 'b', 'none'], answersWithTextOption: null },
  checkbox: {
    ...plainText,
    startsWith: false,
    answers: [true, false],
    answersWithTextOption: [true, false],
    falseIsUnanswered: true,
    accepts: [true],
    acceptsUnmaskedText: false,
  },
  file: { ...plainText, startsWith: null, accepts: [], acceptsUnmaskedText: false, takesDependencies: false },
};

const options = [
  { value: 'a', label: 'Option_A' },
  { value: 'b', label: 'Option_B' },
];

function configOf(widget: WidgetType, field: Partial<FieldInput> = {}, others: FieldInput[] = []): ModelConfig {
  return modelConfig([{ key: 'answer', widget, ...field, props: { options, hasNoneOption: true, ...field.props } }, ...others]);
}

/** What the server's sendable check says of the field's value in an otherwise empty claim. */
function sendableProblems(modelConfig: ModelConfig, value: unknown): string[] {
  const payload: SubmissionPayload = {
    reCaptchaResponse: null,
    userPreferredCulture: 'en',
    captchaRawValue: null,
    documents: null,
    signature: null,
    claimantInfo: {
      clientId: 'claimantInfo-1',
      id: null,
      metadataHash: modelConfig.metadataHash,
      metadata: modelConfig.metadata,
      fields: { answer: value },
    },
    credentials: null,
    claimDetails: null,
    prepopulatedData: [],
    documentContexts: [],
    claimTransactions: [],
  };
  return unsendableProblems(payload, [modelConfig], 'Standard').filter((problem) => problem.startsWith('claimantInfo-1.answer'));
}

function checkProblems(modelConfig: ModelConfig): string[] {
  return crossCheckProblems([modelConfig], [0]).map((problem) => problem.problem);
}

describe.each(widgetTypes.map((widget) => ({ widget, expected: behaviours[widget] })))('the $widget widget', ({ widget, expected }) => {
  it('starts from its default as its value kind says', () => {
    const [field] = configOf(widget, { defaultValue: 'b' }).fields;
    expect(initialFieldValue(field!)).toEqual(expected.startsWith);
  });

  it('offers the answers its choices say', () => {
    const [field] = configOf(widget).fields;
    expect(fixedAnswersOf(field!)).toEqual(expected.answers);
    const [withText] = configOf(widget, { props: { textOptionValue: 'a' } }).fields;
    expect(fixedAnswersOf(withText!)).toEqual(expected.answersWithTextOption);
  });

  it('counts false as unanswered only when it is a yes/no question', () => {
    const modelConfig = configOf(widget, { validations: [{ type: 'required' }] });
    const errors = validateModel(modelOf(modelConfig, { answer: false }), modelConfig, contextOf([]), { side: 'server' });
    expect(errors.answer !== undefined).toBe(expected.falseIsUnanswered);
  });

  it('is sent only with a value of its kind', () => {
    const modelConfig = configOf(widget);
    const accepted = ['b', 'free text', true].filter((value) => sendableProblems(modelConfig, value).length === 0);
    expect(accepted).toEqual(expected.accepts);
    expect(sendableProblems(modelConfig, null)).toEqual([]);
  });

  it('is held to its mask when the widget is masked', () => {
    const modelConfig = configOf(widget, { maskName: 'usZip' });
    expect(sendableProblems(modelConfig, 'abc').length === 0).toBe(expected.acceptsUnmaskedText);
  });

  it('is refused without options only when it offers a choice', () => {
    const modelConfig = configOf(widget, { props: { options: [], hasNoneOption: false } });
    expect(checkProblems(modelConfig).includes(`${widget} without options`)).toBe(expected.needsOptions);
  });

  it('takes prefillFrom only when the definition says so', () => {
    const modelConfig = configOf(widget, { prefillFrom: [{ field: 'earlier' }] }, [{ key: 'earlier', widget: 'text' }]);
    expect(checkProblems(modelConfig).some((problem) => problem.startsWith('prefillFrom on a'))).toBe(!expected.takesPrefill);
  });

  it('takes dependencies unless it holds a file', () => {
    const dependencies = [{ field: 'other', value: 'yes' }];
    const modelConfig = configOf(widget, { props: { dependencies } }, [{ key: 'other', widget: 'text' }]);
    expect(checkProblems(modelConfig).includes('a file field cannot have dependencies')).toBe(!expected.takesDependencies);
  });

  it('is tracked only when the definition says so', () => {
    const [field] = configOf(widget, { props: { enableTrackingFeature: true } }).fields;
    expect(trackingPayload('Standard', field!, 'b', 0) !== null).toBe(expected.tracked);
  });

  it('is disabled rather than hidden by disableWhen only when the definition says so', () => {
    const dependencies = [{ field: 'other', value: 'yes' }];
    const modelConfig = configOf(widget, { props: { dependencies, disableWhen: 'unfulfilled' } }, [{ key: 'other', widget: 'text' }]);
    const model = modelOf(modelConfig, { other: 'no' });
    const state = evaluateFieldState(modelConfig.fields[0]!, model, { models: [model] });
    expect(state).toMatchObject({ disabled: expected.disabledByDisableWhen, hidden: !expected.disabledByDisableWhen });
  });
});

describe('the widget names', () => {
  it('are those of the definitions, which the config schema accepts and no other', () => {
    for (const widget of widgetTypes) expect(configOf(widget).fields[0]!.widget).toBe(widget);
    const unknown = modelConfigSchema.safeParse({
      metadataHash: 'h',
      metadata: { dtoMapping: 'claimantInfo', formType: 'Standard' },
      fields: [{ key: 'answer', widget: 'slider' }],
    });
    expect(unknown.success).toBe(false);
  });
});

// What does not compile: checked by `tsc -p .` (which CI runs); at run time expectTypeOf does
// nothing.
describe('a definition or a component left out does not compile', () => {
  const complete = {
    valueKind: 'text',
    choices: null,
    summary: 'text',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  } as const;

  it('needs every fact, and answers exactly when it offers a choice', () => {
    expectTypeOf(complete).toExtend<WidgetDefinition>();
    const { disableWhen: _left, ...withoutAFact } = complete;
    expectTypeOf(withoutAFact).not.toExtend<WidgetDefinition>();
    expectTypeOf({ ...complete, valueKind: 'choice' } as const).not.toExtend<WidgetDefinition>();
    expectTypeOf({ ...complete, choices: 'options' } as const).not.toExtend<WidgetDefinition>();
  });

  it('gives every widget a component in the app', () => {
    expectTypeOf<keyof typeof widgetComponents>().toEqualTypeOf<WidgetType>();
    // @ts-expect-error a component table without the other widgets
    const partial: typeof widgetComponents = { text: () => null };
    expectTypeOf(partial).toEqualTypeOf<typeof widgetComponents>();
  });
});
