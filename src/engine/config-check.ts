import { camelCaseKey } from '@/contract/camel-case-key';
import { dtoMappings } from '@/contract/form-type-names';
import type { FieldConfig, ModelConfig } from '@/contract/model-config';
import { widgetDefinitions, widgetOf, widgetTypes } from '@/contract/widgets';
import { parseExact, parseUserDate } from './dates';
import { modelKey, sameMapping } from './models';
import { ruleDefinitionOf } from './rules/registry';
import { showValue as show } from './values';

// Configs come from the administrator's server. A wrong one must fail loudly and precisely, for
// the administrator, never as a blank page for a claimant: every problem is collected (not only
// the first) and each message names the model (form type and dtoMapping), the field and what is
// wrong, e.g. `Model Standard/claimantInfo, field "mailingPostalCode": unknown mask "zip5"`.
//
// This half checks configs that already have their parsed shape (references, duplicates,
// options) and brings no schema library, so the browser runs it on the configs the server
// serves; config-validation.ts adds the contract schema's parse for raw configs.

/** One problem found in the model configs. */
export interface ConfigProblem {
  /** `Model Standard/claimantInfo` (or `Model #3` when the metadata is unreadable). */
  readonly model: string;
  readonly field: string | null;
  readonly problem: string;
  /** The full sentence: model, field and problem. */
  readonly message: string;
}

/** A developer error: the model configs are malformed. Lists every problem found. */
export class ConfigError extends Error {
  /** Every problem found, in config order. */
  readonly problems: readonly ConfigProblem[];
  constructor(problems: readonly ConfigProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid model configuration (${count}):\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The widgets that take prefillFrom, as the config problem names them ("text and textArea"). */
const PREFILLED = widgetTypes.filter((type) => widgetDefinitions[type].prefill).join(' and ');

/** One problem, its sentence naming the model and (when given) the field. */
export function problemOf(model: string, field: string | null, problem: string): ConfigProblem {
  const where = field === null ? model : `${model}, field "${field}"`;
  return { model, field, problem, message: `${where}: ${problem}` };
}

/** A model config that did not parse, by what its metadata names (its problems are reported). */
export interface UnreadModel {
  readonly formType: unknown;
  readonly dtoMapping: unknown;
}

/** The date bounds of a field's range rules that its validDate formats do not read: a bound is
 *  written as the claimant writes the date, so an ISO "2020-01-01" on a MM/dd/yyyy field is a
 *  mistake (a bound that is no date at all is the range rule's own problem). */
function rangeFormatProblems(field: FieldConfig): string[] {
  const rules = field.validations ?? [];
  const validDate = rules.find((rule) => rule.type === 'validDate');
  if (!validDate || validDate.type !== 'validDate') return [];
  const formats = validDate.formats
    .split(',')
    .map((format) => format.trim())
    .filter(Boolean);
  return rules.flatMap((rule, index) => {
    if (rule.type !== 'range' || rule.valueType !== 'date') return [];
    return (['min', 'max'] as const).flatMap((bound) => {
      const value = rule[bound];
      if (!parseUserDate(String(value)) || parseExact(String(value), formats)) return [];
      return [
        `rule "range" (validations[${index}]) ${bound} ${show(value)} is not in the field's date format ${formats.join(' or ')}: write it as the validDate rule's formats read it`,
      ];
    });
  });
}

/** Checks one parsed config against the others (references, duplicates, options); a reference
 *  into a model that did not parse is not reported again as missing. */
function semanticProblems(config: ModelConfig, all: readonly ModelConfig[], unread: readonly UnreadModel[]): ConfigProblem[] {
  const model = `Model ${config.metadata.formType}/${config.metadata.dtoMapping}`;
  const problems: ConfigProblem[] = [];
  const keys = new Set(config.fields.map((field) => field.key));
  const targetOf = (mapping: string | undefined): ModelConfig | undefined => {
    if (mapping === undefined) return config;
    return all.find(
      (candidate) => candidate.metadata.formType === config.metadata.formType && sameMapping(candidate.metadata.dtoMapping, mapping),
    );
  };
  const checkReference = (field: FieldConfig, reference: { field: string; model: string | undefined }, what: string) => {
    const target = targetOf(reference.model);
    const unreadable = (other: UnreadModel) =>
      other.formType === config.metadata.formType &&
      typeof other.dtoMapping === 'string' &&
      sameMapping(other.dtoMapping, reference.model ?? '');
    if (!target && unread.some(unreadable)) return;
    if (!target) {
      const known = dtoMappings.some((mapping) => sameMapping(mapping, reference.model ?? ''));
      const detail = known ? `no ${config.metadata.formType} model has dtoMapping` : 'no such dtoMapping';
      problems.push(problemOf(model, field.key, `${what} points at missing model "${reference.model}" (${detail})`));
      return;
    }
    const targetKeys = target === config ? keys : new Set(target.fields.map((candidate) => candidate.key));
    if (!targetKeys.has(camelCaseKey(reference.field))) {
      const inModel = reference.model === undefined ? '' : ` of model "${reference.model}"`;
      problems.push(problemOf(model, field.key, `${what} points at missing field "${reference.field}"${inModel}`));
    }
  };

  const seen = new Map<string, number>();
  config.fields.forEach((field, index) => {
    const first = seen.get(field.key);
    if (first !== undefined) problems.push(problemOf(model, field.key, `duplicate key (fields #${first + 1} and #${index + 1})`));
    else seen.set(field.key, index);

    const options = field.props?.options ?? [];
    const widget = widgetOf(field);
    if (widget.valueKind === 'choice' && options.length === 0) {
      problems.push(problemOf(model, field.key, `${field.widget} without options`));
    }
    const values = options.map((option) => option.value);
    const repeated = values.find((value, at) => values.indexOf(value) !== at);
    if (repeated !== undefined) problems.push(problemOf(model, field.key, `duplicate option value ${show(repeated)}`));
    const textOption = field.props?.textOptionValue;
    if (widget.choices === 'optionsNoneOrText' && textOption !== undefined && !values.includes(textOption)) {
      problems.push(problemOf(model, field.key, `textOptionValue ${show(textOption)} is not one of the options`));
    }

    for (const rule of field.validations ?? []) {
      // Parsed configs only carry rule types the registry defines (the schema is built from it).
      const definition = ruleDefinitionOf(rule.type)!;
      for (const reference of definition.references(rule)) checkReference(field, reference, `rule "${rule.type}" ${reference.role}`);
      for (const problem of definition.configProblems(rule)) problems.push(problemOf(model, field.key, `rule "${rule.type}": ${problem}`));
    }
    problems.push(...rangeFormatProblems(field).map((problem) => problemOf(model, field.key, problem)));

    // A prefilled field starts with earlier answers joined as text (src/engine/prefill.ts).
    const prefillFrom = field.prefillFrom ?? [];
    if (prefillFrom.length > 0 && !widget.prefill) {
      problems.push(problemOf(model, field.key, `prefillFrom on a ${field.widget} field (only ${PREFILLED} fields take it)`));
    }
    prefillFrom.forEach((source, at) => {
      checkReference(field, { field: source.field, model: source.model }, `prefillFrom ${at + 1}`);
      if (camelCaseKey(source.field) === field.key && targetOf(source.model) === config) {
        problems.push(problemOf(model, field.key, `prefillFrom ${at + 1} names the field itself`));
      }
    });

    const dependencies = field.props?.dependencies ?? [];
    dependencies.forEach((dependency, at) => {
      checkReference(field, { field: dependency.field, model: dependency.model }, `dependency ${at + 1}`);
      if (camelCaseKey(dependency.field) === field.key && dependency.model === undefined) {
        problems.push(problemOf(model, field.key, `dependency ${at + 1} depends on the field itself`));
      }
      if (dependency.effect === 'mask' && !dependency.maskName) {
        problems.push(problemOf(model, field.key, `dependency ${at + 1} has effect "mask" but no maskName`));
      }
    });
    // A dependency hides, disables or resets its field, and resetting a file field would clear
    // the chosen file, which the file input cannot do.
    if (widget.valueKind === 'file' && dependencies.length > 0) {
      problems.push(problemOf(model, field.key, 'a file field cannot have dependencies'));
    }
    const dependencyModels = new Set(dependencies.map((dependency) => dependency.model ?? config.metadata.dtoMapping));
    if (dependencyModels.size > 1) {
      problems.push(problemOf(model, field.key, `dependencies reference several models (${[...dependencyModels].join(', ')})`));
    }
  });

  const minimum = config.metadata.minimumRecordCount;
  if (typeof minimum === 'object') {
    const target = targetOf(minimum.model);
    if (!target) problems.push(problemOf(model, null, `minimumRecordCount points at missing model "${minimum.model}"`));
    else if (!target.fields.some((field) => field.key === camelCaseKey(minimum.field))) {
      problems.push(problemOf(model, null, `minimumRecordCount points at missing field "${minimum.field}" of model "${minimum.model}"`));
    }
  }
  return problems;
}

/** Duplicate models and every rule, dependency and minimum that points at something missing,
 *  in configs that already parsed; `positions` numbers them as the server sent them. */
export function crossCheckProblems(
  configs: readonly ModelConfig[],
  positions: readonly number[],
  unread: readonly UnreadModel[] = [],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const seen = new Map<string, number>();
  configs.forEach((config, at) => {
    const key = modelKey(config.metadata);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(
        problemOf(
          `Model ${config.metadata.formType}/${config.metadata.dtoMapping}`,
          null,
          `duplicate model ${key} (configs #${first + 1} and #${positions[at]! + 1})`,
        ),
      );
    } else seen.set(key, positions[at]!);
    problems.push(...semanticProblems(config, configs, unread));
  });
  return problems;
}

/** The cross checks of a model that did not parse, read without its broken fields (their own
 *  problems are reported), so one field's mistake does not hide the model's others. What points
 *  at a left-out field is not reported: it is right once that field parses. */
export function partialModelProblems(
  partial: ModelConfig,
  configs: readonly ModelConfig[],
  unread: readonly UnreadModel[],
  leftOut: ReadonlySet<string>,
): ConfigProblem[] {
  const others = unread.filter(
    (other) => !(other.formType === partial.metadata.formType && other.dtoMapping === partial.metadata.dtoMapping),
  );
  return semanticProblems(partial, [...configs, partial], others).filter((problem) => {
    const missing = /points at missing field "([^"]*)"/.exec(problem.problem);
    return !missing || !leftOut.has(camelCaseKey(missing[1]!));
  });
}

/** Checks configs the contract schema already parsed (the server's at start, or the API
 *  client's answer) without parsing them again; throws a ConfigError listing every problem. */
export function checkParsedModelConfigs(configs: readonly ModelConfig[]): readonly ModelConfig[] {
  const problems = crossCheckProblems(
    configs,
    configs.map((_, index) => index),
  );
  if (problems.length > 0) throw new ConfigError(problems);
  return configs;
}
