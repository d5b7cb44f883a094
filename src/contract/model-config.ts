import { z } from 'zod';
import { ruleParameterSchemas } from './rule-parameter-schemas';
import { camelCaseKey } from './camel-case-key';
import { maskNames, stylingChoices } from './field-kinds';
import { widgetTypes } from './widgets';
import { fieldRoles } from './field-roles';
import { dtoMappingSchema, formTypeSchema } from './form-types';
import { conditionValue, fieldRef, otherModel } from './rule-schema-parts';

/** Every validation rule a field config can carry, by type: the settings schemas of the rule
 *  types in src/contract/rule-parameters, listed by src/contract/rule-parameter-schemas.ts. */
export const validationRuleSchema = z.discriminatedUnion('type', ruleParameterSchemas);
/** One validation rule of a field config. */
export type ValidationRule = z.infer<typeof validationRuleSchema>;
/** The rule type names. */
export type ValidationRuleType = ValidationRule['type'];

/** A field's dependency on another field: what must hold, and what happens when it does not. */
const dependencySchema = z.object({
  field: fieldRef,
  model: otherModel,
  operator: z.enum(['IsEqualTo', 'IsNotEqualTo', 'HasValue', 'IsEmpty']).default('IsEqualTo'),
  value: conditionValue.optional(),
  /** hide (and reset), disable, reset only, or mask (apply maskName while fulfilled). */
  effect: z.enum(['hide', 'disable', 'reset', 'mask']).default('hide'),
  resetValue: z.unknown().optional(),
  maskName: z.enum(maskNames).optional(),
});
/** A field dependency. */
export type Dependency = z.infer<typeof dependencySchema>;

/** An option of a select or radio. */
const optionSchema = z.object({ value: z.string(), label: z.string() });

/** A date as administrators write it in a config: MM/dd/yyyy. */
const configDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected a date written MM/dd/yyyy');

/** What a date field's widget metadata may say about its calendar (decisions.md §Widgets): days
 *  it never offers, weekdays it never offers (0 = Sunday), and the month it opens on when empty. */
const datePickerMetadataSchema = z.object({
  disabledDates: z.array(configDate).optional(),
  disabledWeekdays: z.array(z.number().int().min(0).max(6)).optional(),
  startDate: configDate.optional(),
});

/** Widget props of contract.md §Data. */
const widgetPropsSchema = z.object({
  options: z.array(optionSchema).optional(),
  placeholderText: z.string().optional(),
  stylingChoice: z.enum(stylingChoices).optional(),
  dependencies: z.array(dependencySchema).optional(),
  /** Selects: disable when any dependency is unfulfilled, or when all are fulfilled. */
  disableWhen: z.enum(['unfulfilled', 'allFulfilled']).optional(),
  /** Free-form widget metadata; the date picker's settings, when present, must be well formed. */
  metadata: datePickerMetadataSchema.catchall(z.unknown()).optional(),
  metadataHash: z.string().optional(),
  inheritanceConfig: z.record(z.string(), z.unknown()).optional(),
  prepopulatedMetadata: z.record(z.string(), z.unknown()).optional(),
  enableTrackingFeature: z.boolean().optional(),
  inputGroupConfig: z.object({ prefix: z.string().optional(), suffix: z.string().optional() }).optional(),
  afterChangeHook: z.string().optional(),
  hasNoneOption: z.boolean().optional(),
  noneOptionLabel: z.string().optional(),
  /** Hybrid radio: the option value whose choice carries a text input. */
  textOptionValue: z.string().optional(),
  hint: z.string().optional(),
  accept: z.string().optional(),
});

/** An earlier answer a field starts with: a field of its own model or, with `model`, of the
 *  form's model of that dtoMapping. */
const prefillSourceSchema = z.object({
  field: fieldRef.describe('The key of the field whose answer this one starts with.'),
  model: otherModel,
});

/** One field of a server model config. */
export const fieldConfigSchema = z.object({
  /** Arrives camelCase or PascalCase; always camelCase once parsed. */
  key: z.string().min(1).transform(camelCaseKey),
  widget: z.enum(widgetTypes),
  label: z.string().optional(),
  defaultValue: z.unknown().optional(),
  validations: z.array(validationRuleSchema).optional(),
  maskName: z.enum(maskNames).optional(),
  prepopulatedDataKey: z.string().optional(),
  overrideEverDirtyFieldConstraint: z.boolean().optional(),
  suppressLabel: z.boolean().optional(),
  disableRequiredStyling: z.boolean().optional(),
  /** What the field is for, when the app or the server acts on it (src/contract/field-roles.ts). */
  role: z.enum(fieldRoles).optional(),
  /** The answer is personal data the server keeps encrypted at rest and masks in exports and
   *  admin views (server/privacy/). The roles in sensitiveRoles are sensitive without saying so. */
  sensitive: z.boolean().optional(),
  /** Earlier answers this field asks for again (src/engine/prefill.ts): shown, empty and never
   *  edited, it starts with their values joined by spaces. */
  prefillFrom: z.array(prefillSourceSchema).min(1).optional(),
  props: widgetPropsSchema.optional(),
});
/** One field of a server model config. */
export type FieldConfig = z.infer<typeof fieldConfigSchema>;

/** Server metadata: keys may arrive PascalCase; dtoMapping and formType are required once camelCased. */
const modelMetadataSchema = z
  .record(z.string(), z.unknown())
  .transform((raw) => Object.fromEntries(Object.entries(raw).map(([k, v]) => [camelCaseKey(k), v])))
  .pipe(
    z
      .object({
        dtoMapping: dtoMappingSchema,
        formType: formTypeSchema,
        mappingName: z.string().optional(),
        isSingleInstance: z.boolean().optional(),
        minimumRecordCount: z.union([z.number().int().min(0), z.object({ model: z.string(), field: z.string() })]).optional(),
      })
      .catchall(z.unknown()),
  );
/** Model metadata after camelCasing. */
export type ModelMetadata = z.infer<typeof modelMetadataSchema>;

/** One server model config (GET /api/forms/config answers an array of these). */
export const modelConfigSchema = z.object({
  metadataHash: z.string().min(1),
  metadata: modelMetadataSchema,
  fields: z.array(fieldConfigSchema),
});
/** One server model config, parsed. */
export type ModelConfig = z.infer<typeof modelConfigSchema>;
/** One server model config as sent over the wire. */
export type ModelConfigInput = z.input<typeof modelConfigSchema>;
