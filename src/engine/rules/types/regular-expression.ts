import { catalogue } from '@/contract/copy-catalogue';
import { messageOf } from '../../message-descriptors';
import { asText, showValue } from '../../values';
import { compileRegex, optional, regexProblem } from '../checks';
import { defineRule, none } from '../rule-definition';

/** regularExpression: the whole value matches a pattern. */
export const regularExpression = defineRule({
  type: 'regularExpression',
  presence: false,
  marksRequired: false,
  clientOnly: false,
  compile: (rule) => {
    // RegularExpressionAttribute semantics: the whole value must match.
    const pattern = compileRegex(rule.pattern, true);
    return optional((_, input) =>
      pattern.test(asText(input.value) ?? '') ? null : messageOf(catalogue.validation.regexInvalidValue, undefined, rule.message),
    );
  },
  references: none,
  configProblems: (rule) => {
    const problem = regexProblem(rule.pattern);
    return problem ? [`invalid regular expression ${showValue(rule.pattern)} (${problem})`] : [];
  },
});
