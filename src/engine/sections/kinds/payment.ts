import { defineSection } from '../section-definition';

/** payment: the choice among the package's payment methods and the fields of each method, every
 *  field shown only while its method is chosen (payment-methods/election-rules.ts). */
export const payment = defineSection({
  kind: 'payment',
  copyKeys: (section) => [{ property: 'legend', key: section.legend }],
  shows: (section) => ({
    mapping: section.mapping,
    records: 'one',
    fields: {
      listed: [
        section.election,
        ...section.methods.flatMap((method) => Object.values(method.fields as Record<string, string | undefined>)),
      ].filter((key): key is string => key !== undefined),
    },
  }),
  summary: 'answers',
  beforeSubmit: false,
});
