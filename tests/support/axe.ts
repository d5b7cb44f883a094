import axe from 'axe-core';

/** The WCAG levels every page and story must pass. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe over the whole document (Radix portals render outside any test container) and
 *  returns the violations as short readable lines, so a failure says what and where. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
  );
}
