import { useId, useState, type ChangeEvent } from 'react';
import { fromDtcg } from '@themes/dtcg';
import type { BrandId } from '@themes/registry';
import { readThemeDeclarations } from '@themes/theme-css';
import type { ColorToken, TokenName } from '@themes/tokens';
import { tokenValueProblem } from '@themes/token-values';
import { FeedbackMessage } from '@ui/feedback-message';

/** What a file gave: its tokens, the brand it names, and its problems. */
interface ReadFile {
  tokens: Partial<Record<TokenName, string>>;
  dark?: Partial<Record<ColorToken, string>>;
  brand?: string;
  problems: string[];
}

/** Reads an exported theme file (.css) or a DTCG document (.json), by its name or, failing that,
 *  by its first character. */
function readThemeFile(name: string, text: string): ReadFile {
  const css = /\.css$/i.test(name) || (!/\.json$/i.test(name) && !text.trimStart().startsWith('{'));
  if (css) return readThemeDeclarations(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { tokens: {}, problems: [`${name} is neither CSS nor JSON.`] };
  }
  return fromDtcg(parsed);
}

/** Props of ThemeImport. */
interface ThemeImportProps {
  brand: BrandId;
  /** The brand's tokens as they are now, and its dark colours. */
  tuned: Readonly<Record<TokenName, string>>;
  tunedDark: Readonly<Record<ColorToken, string>>;
  /** Applies the file's tokens and dark colours over the tuned ones, as one step of the edit history. */
  onImport: (tokens: Partial<Record<TokenName, string>>, dark: Partial<Record<ColorToken, string>>, fileName: string) => void;
}

/** The outcome of the last import, shown beside the file field. */
type Outcome = { kind: 'done'; text: string } | { kind: 'refused'; fileName: string; problems: string[] } | null;

/** A file field that reads a theme back: an exported `<brand>.css` or DTCG `.tokens.json`. A
 *  good file is applied as one undoable step and confirmed; a file with problems changes nothing
 *  and lists them. Both are announced: the regions are on the page before their text arrives, as
 *  screen readers announce changes to a live region, not one inserted with its text. */
export function ThemeImport({ brand, tuned, tunedDark, onImport }: ThemeImportProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again reads it again.
    input.value = '';
    if (!file) return;
    const read = readThemeFile(file.name, await file.text());
    const dark = read.dark ?? {};
    const invalid = [
      ...Object.entries(read.tokens).flatMap(([name, value]) => {
        const problem = tokenValueProblem(name as TokenName, value);
        return problem ? [`--${name}: ${problem}`] : [];
      }),
      ...Object.entries(dark).flatMap(([name, value]) => {
        const problem = tokenValueProblem(name as TokenName, value);
        return problem ? [`dark --${name}: ${problem}`] : [];
      }),
    ];
    const problems = [...read.problems, ...invalid];
    if (problems.length > 0) {
      setOutcome({ kind: 'refused', fileName: file.name, problems });
      return;
    }
    const count = Object.keys(read.tokens).length;
    const darkCount = Object.keys(dark).length;
    const changed =
      Object.entries(read.tokens).filter(([name, value]) => tuned[name as TokenName] !== value).length +
      Object.entries(dark).filter(([name, value]) => tunedDark[name as ColorToken] !== value).length;
    onImport(read.tokens, dark, file.name);
    const from = read.brand && read.brand !== brand ? ` (a ${read.brand} file)` : '';
    const darkPart = darkCount > 0 ? ` and ${darkCount} dark ${darkCount === 1 ? 'colour' : 'colours'}` : '';
    setOutcome({
      kind: 'done',
      text: `Imported ${count} ${count === 1 ? 'token' : 'tokens'}${darkPart} from ${file.name}${from} into ${brand}: ${changed} changed. Undo takes the import back.`,
    });
  };

  const problemsId = `${id}-problems`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-file`} className="font-semibold">
        Import a theme (.css or DTCG .json) into {brand}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".css,text/css,.json,application/json,application/design-tokens+json"
        onChange={(e) => void importFile(e)}
        aria-describedby={outcome?.kind === 'refused' ? problemsId : undefined}
      />
      <div role="status" data-slot="import-status">
        {outcome?.kind === 'done' && (
          <FeedbackMessage variant="success" title="Import done" titleAs="h4">
            {outcome.text}
          </FeedbackMessage>
        )}
      </div>
      <div role="alert" data-slot="import-problems">
        {outcome?.kind === 'refused' && (
          <FeedbackMessage
            variant="warning"
            title={`Nothing imported: ${outcome.fileName} has ${outcome.problems.length} ${outcome.problems.length === 1 ? 'problem' : 'problems'}`}
            titleAs="h4"
          >
            <ul id={problemsId} className="list-disc pl-5">
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </FeedbackMessage>
        )}
      </div>
    </div>
  );
}
