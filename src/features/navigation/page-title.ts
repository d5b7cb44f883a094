/** The document title of a wizard page: "<page> - step N of M - <case name>", N counted from 1. */
export function pageTitle(pageName: string, stepIndex: number, stepCount: number, caseName: string): string {
  return [pageName, `step ${stepIndex + 1} of ${stepCount}`, caseName].filter((part) => part.trim() !== '').join(' - ');
}
