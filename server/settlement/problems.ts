// What is wrong with a settlement package, said so an administrator can fix it without reading
// code: the file (relative to the package folder), where in it (a JSON path such as
// `models[1].fields[3].widget`, or `line 4` of a CSV), the line and column when known, and why.

/** One problem of a settlement package. */
export interface PackageProblem {
  /** The file, relative to the package folder, with forward slashes (`forms/standard.json`). */
  readonly file: string;
  /** Where in the file: a JSON path (empty for the whole file) or `line N` of a CSV file. */
  readonly path: string;
  /** Line and column (1-based) of that place, when the file could be read. */
  readonly line?: number;
  readonly column?: number;
  /** What is wrong, and where useful what would be right. */
  readonly reason: string;
}

/** One problem as one line: `forms/standard.json:12:9 models[0].fields[2].widget: unknown widget "slider"`. */
export function formatProblem(problem: PackageProblem): string {
  const position = problem.line === undefined ? '' : `:${problem.line}${problem.column === undefined ? '' : `:${problem.column}`}`;
  return `${problem.file}${position}${problem.path ? ` ${problem.path}` : ''}: ${problem.reason}`;
}

/** Raised when a package cannot be served: lists every problem found, not only the first. */
export class SettlementError extends Error {
  override name = 'SettlementError';
  constructor(
    readonly dir: string,
    readonly problems: readonly PackageProblem[],
  ) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`The settlement package ${dir} has ${count}:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
  }
}

/** A JSON path from path segments: `models[1].fields[0].label`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(segment))
          ? `.${String(segment)}`
          : `[${JSON.stringify(String(segment))}]`,
    )
    .join('')
    .replace(/^\./, '');
}
