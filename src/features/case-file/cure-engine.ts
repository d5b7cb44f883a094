import type { CaseFile } from '@/contract/case-file';
import { camelCaseKey } from '@/contract/camel-case-key';
import { formTypes, type FormType } from '@/contract/form-type-names';
import type { FieldConfig, ModelConfig } from '@/contract/model-config';
import { widgetOf } from '@/contract/widgets';
import { checkParsedModelConfigs } from '@/engine/config-check';
import {
  addDraft,
  createModelStore,
  fieldIndex,
  isSingleInstance,
  mappingNameOf,
  replaceModel,
  sameMapping,
  savedModels,
  setFieldValue,
  type ModelStore,
} from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';

// A deficiency names fields of the claim's form by mapping and key. The cure form edits them with
// the wizard's own engine over the form's model configs, so each field shows with its widget, its
// label and its rules, starting from the answer on file.

/** One item of the deficiency as the cure form shows it: the model and field that hold it. */
export interface CureItem {
  readonly kind: 'field' | 'document';
  /** The mapping and key as the deficiency names them (sent back as they came). */
  readonly dtoMapping: string;
  readonly key: string;
  /** The engine model that holds the field, and the field's key in its config. */
  readonly clientId: string;
  readonly field: FieldConfig;
}

/** The engine of a cure form and the items it shows (an item no config names is left out). */
export interface CureEngine {
  readonly engine: FormEngine;
  readonly items: readonly CureItem[];
}

function formTypeOf(name: string): FormType | null {
  return (formTypes as readonly string[]).includes(name) ? (name as FormType) : null;
}

function configFor(configs: readonly ModelConfig[], formType: FormType, mapping: string): ModelConfig | undefined {
  return configs.find((config) => config.metadata.formType === formType && sameMapping(config.metadata.dtoMapping, mapping));
}

/** The label key of each item a deficiency names (the field's own label), in its order; an item
 *  no config names (or a field without a label) shows its key. */
export function deficiencyLabels(caseFile: CaseFile, configs: readonly ModelConfig[]): string[] {
  const formType = formTypeOf(caseFile.formType);
  return (caseFile.deficiency?.items ?? []).map((item) => {
    const config = formType ? configFor(configs, formType, item.dtoMapping) : undefined;
    const index = config ? fieldIndex(config) : undefined;
    return (index?.get(item.key) ?? index?.get(camelCaseKey(item.key)))?.label ?? item.key;
  });
}

/** A field of the claim to answer again: by mapping and key, with its answer on file. */
export interface AnsweredItem {
  readonly kind: 'field' | 'document';
  readonly dtoMapping: string;
  readonly key: string;
  readonly value: unknown;
}

/** Builds the engine over some fields of a claim's form (a cure's, a new address's), each with
 *  its widget, label and rules and starting from its answer on file. */
export function fieldsEngineOf(formTypeName: string, answered: readonly AnsweredItem[], configs: readonly ModelConfig[]): CureEngine {
  const formType = formTypeOf(formTypeName);
  const checked = checkParsedModelConfigs(configs);
  let store: ModelStore = createModelStore([...checked]);
  const items: CureItem[] = [];
  const models = new Map<string, string>();
  for (const item of answered) {
    const config = formType ? configFor(checked, formType, item.dtoMapping) : undefined;
    const index = config ? fieldIndex(config) : undefined;
    const field = index?.get(item.key) ?? index?.get(camelCaseKey(item.key));
    if (!formType || !config || !field) {
      console.error(`The case file names ${formTypeName}/${item.dtoMapping}.${item.key}, which no model config of the form has.`);
      continue;
    }
    if (item.kind === 'document' && widgetOf(field).valueKind !== 'file') {
      console.error(`The case file asks for a document in ${formTypeName}/${item.dtoMapping}.${item.key}, which is no file field.`);
      continue;
    }
    const mappingName = mappingNameOf(config.metadata);
    let clientId = models.get(mappingName);
    if (!clientId) {
      const saved = isSingleInstance(config.metadata) ? savedModels(store, formType, mappingName)[0] : undefined;
      if (saved) clientId = saved.clientId;
      else {
        const made = addDraft(store, formType, mappingName);
        store = made.store;
        clientId = made.draft.clientId;
      }
      models.set(mappingName, clientId);
    }
    if (item.kind === 'field' && widgetOf(field).valueKind !== 'file' && item.value !== undefined && item.value !== null) {
      const model = [...store.saved, ...store.drafts].find((candidate) => candidate.clientId === clientId)!;
      store = replaceModel(store, setFieldValue(model, config, field.key, item.value));
    }
    items.push({ kind: item.kind, dtoMapping: item.dtoMapping, key: item.key, clientId, field });
  }
  return { engine: createFormEngine(store), items };
}

/** The File a file field holds, if any. */
export function fileOf(value: unknown): File | null {
  if (!Array.isArray(value)) return null;
  const [first] = value as unknown[];
  return typeof File !== 'undefined' && first instanceof File ? first : null;
}
