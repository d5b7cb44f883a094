import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { referencedValue } from '../../references';
import { asText, showValue } from '../../values';
import { compileRegex, isMissing, regexProblem } from '../checks';
import { defineRule } from '../rule-definition';

/** requiredIfOtherPropertyMatchesRegex: required when another field's text matches a pattern. */
export const requiredIfOtherPropertyMatchesRegex = defineRule({
  type: 'requiredIfOtherPropertyMatchesRegex',
  presence: true,
  marksRequired: true,
  clientOnly: false,
  compile: (rule) => {
    // Regex.IsMatch semantics: the pattern may match anywhere unless it anchors itself.
    const pattern = compileRegex(rule.pattern, false);
    return (input) => {
      if (!isMissing(input)) return null;
      const other = asText(referencedValue(input.model, rule.field, rule.model, input.context)) ?? '';
      return pattern.test(other) ? messageOf(catalogue.validation.conditionalRequired, undefined, rule.message) : null;
    };
  },
  references: (rule) => [{ field: rule.field, model: rule.model, role: 'field' }],
  configProblems: (rule) => {
    const problem = regexProblem(rule.pattern);
    return problem ? [`invalid regular expression ${showValue(rule.pattern)} (${problem})`] : [];
  },
});
