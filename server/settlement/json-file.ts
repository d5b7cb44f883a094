// Reads one JSON file of a package strictly (no comments, no trailing commas) and keeps its
// syntax tree, so every later problem can name the line and column of the value it is about.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { jsonPath, type PackageProblem } from './problems';

/** A JSON file that parsed, with what is needed to place a problem in it. */
export interface JsonFile {
  readonly name: string;
  readonly value: unknown;
  /** A problem about the value at `segments`, placed at its line and column (or the nearest parent's). */
  problemAt(segments: readonly PropertyKey[], reason: string): PackageProblem;
}

/** Line and column (1-based) of an offset in `text`. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

const reasons: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'not a valid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between entries",
  CloseBraceExpected: "expected '}' (a missing comma or brace?)",
  CloseBracketExpected: "expected ']' (a missing comma or bracket?)",
  EndOfFileExpected: 'unexpected text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is not complete',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string (a raw line break or tab?)',
};

/** Parses `text` as the package file `name`: the file, or the syntax problems with line and column. */
export function readJsonFile(name: string, text: string): { file: JsonFile } | { problems: PackageProblem[] } {
  const errors: ParseError[] = [];
  // A byte order mark is an editor's habit, not a syntax error.
  const source = text.replace(/^\uFEFF/, '');
  const tree = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (source.trim() === '')
    return { problems: [{ file: name, path: '', line: 1, column: 1, reason: 'not valid JSON: the file is empty' }] };
  if (errors.length > 0 || tree === undefined) {
    // The first error is the real one; the rest usually follow from it. No error and no tree: an empty file.
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : 'ValueExpected';
    return {
      problems: [{ file: name, path: '', ...position(source, first?.offset ?? 0), reason: `not valid JSON: ${reasons[code] ?? code}` }],
    };
  }
  const value: unknown = JSON.parse(source);
  const nodeAt = (segments: readonly PropertyKey[]): Node | undefined => {
    for (let length = segments.length; length >= 0; length -= 1) {
      const node = findNodeAtLocation(
        tree,
        segments.slice(0, length).map((s) => (typeof s === 'number' ? s : String(s))),
      );
      if (node) return node.parent?.type === 'property' && node.parent.children?.[1] === node ? node.parent : node;
    }
    return undefined;
  };
  return {
    file: {
      name,
      value,
      problemAt(segments, reason) {
        const node = nodeAt(segments);
        return { file: name, path: jsonPath(segments), ...(node ? position(source, node.offset) : {}), reason };
      },
    },
  };
}
