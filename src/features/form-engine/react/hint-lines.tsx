import type { ReactNode } from 'react';

/** Hint texts as one field hint, one per line, blanks and repeats left out; undefined when none. */
export function hintLines(lines: readonly (string | undefined)[]): ReactNode {
  const shown = [...new Set(lines.filter((line): line is string => line !== undefined && line.trim() !== ''))];
  if (shown.length <= 1) return shown[0];
  return shown.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
