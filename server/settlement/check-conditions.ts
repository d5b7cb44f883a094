// Conditions on an answer that no answer can meet. A `requiredIf`, `nestedRequiredIf`,
// `requiredIfOtherPropertyMatchesRegex`, a dependency or a page's `skipWhen` compares another
// field's answer with a value; when that field offers a fixed list (a select, a radio, a
// checkbox) and no item of it equals the value ("inboard" where the option is "Inboard"), the
// condition never holds and the form silently never requires, shows or skips. Free-text fields
// can hold any value, so they are not checked.
import { camelCaseKey } from '../../src/contract/camel-case-key';
import type { FieldConfig, ModelConfig } from '../../src/contract/model-config';
import { fixedAnswersOf } from '../../src/engine/field-answers';
import { compileRegex, regexProblem } from '../../src/engine/rules/checks';
import { sameMapping } from '../../src/engine/models';
import { looseEquals } from '../../src/engine/values';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';

/** Comparisons a condition makes with its value. */
type Operator = 'IsEqualTo' | 'IsNotEqualTo';

/** Why `value` can never be `field`'s answer (its allowed values named), or null when it can
 *  (null compares with an empty answer, which every field can have). `written` is the field's
 *  key as the condition writes it. */
export function impossibleValueReason(
  field: FieldConfig,
  written: string,
  value: unknown,
  operator: Operator = 'IsEqualTo',
): string | null {
  const answers = fixedAnswersOf(field);
  if (answers === null || value === null || value === undefined) return null;
  if ((answers as unknown[]).some((answer) => looseEquals(answer, value))) return null;
  const outcome = operator === 'IsEqualTo' ? 'never holds' : 'always holds';
  const near = (answers as unknown[]).find((answer) => String(answer).toLowerCase() === String(value).trim().toLowerCase());
  const detail = near === undefined ? `its values: ${listOf(answers)}` : `did you mean ${JSON.stringify(near)}? the case counts`;
  return `no answer to "${written}" can be ${JSON.stringify(value)}, so this condition ${outcome} (${detail})`;
}

/** At most 20 values, quoted; a longer list says how many more there are. */
function listOf(values: readonly unknown[]): string {
  const shown = values.slice(0, 20).map((value) => JSON.stringify(value));
  return values.length > shown.length ? `${shown.join(', ')} and ${values.length - shown.length} more` : shown.join(', ');
}

/** The field a condition names: in the model of `mapping` of the same form, else in `own`. */
function fieldOf(own: ModelConfig, configs: readonly ModelConfig[], mapping: string | undefined, key: string): FieldConfig | undefined {
  const model =
    mapping === undefined
      ? own
      : configs.find((config) => config.metadata.formType === own.metadata.formType && sameMapping(config.metadata.dtoMapping, mapping));
  return model?.fields.find((field) => field.key === camelCaseKey(key));
}

/** Reports the rule and dependency conditions of a forms file's models that no answer meets. */
export function checkConditions(
  file: JsonFile,
  parsed: readonly { config: ModelConfig; index: number }[],
  problems: PackageProblem[],
): void {
  const configs = parsed.map((entry) => entry.config);
  for (const { config, index } of parsed) {
    config.fields.forEach((field, fieldIndex) => {
      const at = (...rest: PropertyKey[]) => ['models', index, 'fields', fieldIndex, ...rest];
      const test = (
        path: PropertyKey[],
        reference: { field: string; model?: string | undefined },
        value: unknown,
        operator: Operator = 'IsEqualTo',
      ) => {
        const target = fieldOf(config, configs, reference.model, reference.field);
        // A missing field or model is the engine's own problem, reported already.
        const reason = target ? impossibleValueReason(target, reference.field, value, operator) : null;
        if (reason) problems.push(file.problemAt(path, reason));
      };
      (field.validations ?? []).forEach((rule, ruleIndex) => {
        if (rule.type === 'requiredIf') test(at('validations', ruleIndex, 'value'), rule, rule.value);
        if (rule.type === 'nestedRequiredIf')
          rule.conditions.forEach((condition, conditionIndex) =>
            test(at('validations', ruleIndex, 'conditions', conditionIndex, 'value'), condition, condition.value, condition.operator),
          );
        if (rule.type === 'requiredIfOtherPropertyMatchesRegex') {
          const target = fieldOf(config, configs, rule.model, rule.field);
          const answers = target ? fixedAnswersOf(target) : null;
          // A pattern that does not compile is the engine's own problem.
          const pattern = regexProblem(rule.pattern) === null ? compileRegex(rule.pattern, false) : null;
          if (answers && pattern && ![...answers.map(String), ''].some((answer) => pattern.test(answer)))
            problems.push(
              file.problemAt(
                at('validations', ruleIndex, 'pattern'),
                `no answer to "${rule.field}" matches ${JSON.stringify(rule.pattern)}, so this condition never holds (its values: ${listOf(answers)})`,
              ),
            );
        }
      });
      (field.props?.dependencies ?? []).forEach((dependency, dependencyIndex) => {
        if (dependency.operator === 'IsEqualTo' || dependency.operator === 'IsNotEqualTo')
          test(at('props', 'dependencies', dependencyIndex, 'value'), dependency, dependency.value, dependency.operator);
      });
    });
  }
}
