// Every widget a field config can ask for, one definition each, by the name configs write in
// `widget`. The engine, the server's checks and the app ask the definition what a widget is
// ("does it hold a file?", "does the claimant see it?") rather than test its name, so adding a
// widget is one entry here plus its component (`widgetComponents` in the app's form hook). An
// entry that leaves a fact out does not compile, and nor does the app until the widget has a
// component. Plain data without zod: the browser's engine reads it without the contract's schemas,
// and model-config.ts builds the `widget` enum of the schema from its names.

/** What a field of the widget holds, which decides its starting value, what the server accepts
 *  and what "required" means:
 *  - `text`: a string, null when emptied; it starts at the config's `defaultValue`;
 *  - `boolean`: true or false; it starts false unless the default is a boolean, and a required
 *    one must be true (ticked);
 *  - `choice`: one of the answers it offers (see `choices`), as text;
 *  - `file`: the one chosen file, with its name, size and type in sibling fields of the model. The
 *    payload carries null in its place (the file travels as a multipart part), the browser never
 *    keeps it, prepopulated data never fills it and it takes no dependencies (a reset would clear
 *    the file, which the file input cannot do). */
type WidgetValueKind = 'text' | 'boolean' | 'choice' | 'file';

/** The sibling fields of a file field, in the same model, that hold the chosen file's name, size
 *  and type: the engine fills them, the payload and saved answers carry them, the server accepts
 *  them beside a file field although the config may not list them. */
export const fileSiblingFields = ['name', 'size', 'type'] as const;

/** Which answers a choice widget offers besides empty, from its config's `props`: the `options`
 *  alone; the options and "none" when `hasNoneOption` is set; or those and, when
 *  `textOptionValue` names an option that carries a text box, any text. A choice widget without
 *  options is a config problem. */
export type WidgetChoices = 'options' | 'optionsAndNone' | 'optionsNoneOrText';

/** How a summary row reads the stored answer back: "Yes" or "No", the file's name, the chosen
 *  option's label, the label or the text typed beside the text option, or the text itself (with
 *  the field's prefix and suffix, formatted by its mask when the widget is `masked`). */
type WidgetSummary = 'yesNo' | 'fileName' | 'optionLabel' | 'optionLabelOrText' | 'text';

/** The value a widget holds and, for a choice, the answers it offers (null for any other kind). */
type WidgetValue =
  | { readonly valueKind: Exclude<WidgetValueKind, 'choice'>; readonly choices: null }
  | { readonly valueKind: 'choice'; readonly choices: WidgetChoices };

/** Every fact about one widget that the engine, the server and the summary ask. */
export type WidgetDefinition = WidgetValue & {
  /** How summaries and display rows read its value back. */
  readonly summary: WidgetSummary;
  /** Whether the claimant sees and answers it. One that is not (a hidden field: a PayPal code, a
   *  signature date) is left off summaries and tables unless a section names it, and the package
   *  check does not ask for a page that shows it. */
  readonly seen: boolean;
  /** Which of its errors show under it, and so in the error summary: the first, or all. */
  readonly errorsShown: 'first' | 'all';
  /** Whether its mask (`maskName`, or a dependency's) decides the stored text: the server checks
   *  the value is one the mask stores, and the summary shows it as the mask formats it. */
  readonly masked: boolean;
  /** Whether it takes `prefillFrom`, earlier answers joined as text. */
  readonly prefill: boolean;
  /** Whether `props.enableTrackingFeature` reports the claimant's changes to it. */
  readonly tracked: boolean;
  /** Whether the claimant types the answer in their own words (not chosen, not a date or a
   *  file): screening reads such answers as the claim's story, and when no mask shapes them,
   *  reads each number in them as "a number". */
  readonly freeText: boolean;
  /** Whether `props.disableWhen` applies: its dependencies disable it rather than hide or reset it. */
  readonly disableWhen: boolean;
};

const definitions = {
  date: {
    valueKind: 'text',
    choices: null,
    summary: 'text',
    seen: true,
    errorsShown: 'first',
    // The date mask shapes typing; the date rules judge the value, and it reads back as typed.
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
  file: {
    valueKind: 'file',
    choices: null,
    summary: 'fileName',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
  hidden: {
    valueKind: 'text',
    choices: null,
    summary: 'text',
    seen: false,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
  radio: {
    valueKind: 'choice',
    choices: 'optionsAndNone',
    summary: 'optionLabel',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
  hybridRadio: {
    valueKind: 'choice',
    choices: 'optionsNoneOrText',
    summary: 'optionLabelOrText',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
  select: {
    valueKind: 'choice',
    choices: 'options',
    summary: 'optionLabel',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: true,
  },
  text: {
    valueKind: 'text',
    choices: null,
    summary: 'text',
    seen: true,
    errorsShown: 'first',
    masked: true,
    prefill: true,
    tracked: true,
    freeText: true,
    disableWhen: false,
  },
  textArea: {
    valueKind: 'text',
    choices: null,
    summary: 'text',
    seen: true,
    errorsShown: 'all',
    masked: false,
    prefill: true,
    tracked: false,
    freeText: true,
    disableWhen: false,
  },
  checkbox: {
    valueKind: 'boolean',
    choices: null,
    summary: 'yesNo',
    seen: true,
    errorsShown: 'first',
    masked: false,
    prefill: false,
    tracked: false,
    freeText: false,
    disableWhen: false,
  },
} as const satisfies Readonly<Record<string, WidgetDefinition>>;

/** One widget type: the name of a definition. */
export type WidgetType = keyof typeof definitions;

/** The definition of each widget, by the name configs write in `widget`. */
export const widgetDefinitions: { readonly [W in WidgetType]: WidgetDefinition } = definitions;

/** Widgets a field config can ask for (contract.md §Data, plus checkbox), in definition order. */
export const widgetTypes = Object.keys(definitions) as readonly WidgetType[];

/** The definition of a field's widget. */
export function widgetOf(field: { readonly widget: WidgetType }): WidgetDefinition {
  return widgetDefinitions[field.widget];
}
