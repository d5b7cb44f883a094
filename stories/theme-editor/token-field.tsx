import { useId, useState } from 'react';
import { parseColor } from '@themes/color';
import { readPairs } from '@themes/contrast';
import { isColorToken, shapeTokenInfo, type ShapeToken, type TokenName } from '@themes/tokens';
import { tokenValueProblem } from '@themes/token-values';
import { Button } from '@ui/button';
import { inputVariants } from '@ui/text-input';
import { cn } from '@ui/cn';

/** Props of TokenField. */
interface TokenFieldProps {
  name: TokenName;
  /** The value in force (saved, or as edited). */
  value: string;
  /** The value in the theme file. */
  saved: string;
  /** Every token of the theme as now, to say how this token's pairs fare. */
  tokens: Readonly<Record<string, string>>;
  /** A valid new value; `merge` folds a run of changes (typing, dragging) into one undo step. */
  onChange: (value: string, merge: boolean) => void;
  onReset: () => void;
  /** The run of changes ended (focus left the field). */
  onSeal: () => void;
}

/** Three or four hex digits: a whole colour, and the first digits of a six- or eight-digit one. */
const isShortHex = (text: string) => /^#[0-9a-f]{3,4}$/i.test(text.trim());

function pairNote(name: TokenName, tokens: Readonly<Record<string, string>>): string {
  const mine = readPairs(tokens).filter((r) => r.pair.fg === name || r.pair.bg === name);
  if (mine.length === 0) return '';
  const failing = mine.filter((r) => !r.passes);
  if (failing.length === 0) return ` In ${mine.length} contrast ${mine.length === 1 ? 'pair' : 'pairs'}, all pass.`;
  return ` In ${mine.length} contrast pairs, ${failing.length} ${failing.length === 1 ? 'fails' : 'fail'}: ${failing.map((r) => r.pair.use).join('; ')}.`;
}

/** One token: a text box for any CSS value (and a colour picker for colours), what it was
 *  saved as, how its contrast pairs fare, and a reset when it differs from the file. Text that
 *  is not a valid value stays in the box with an error and changes nothing; a short hex colour
 *  applies on Enter or when focus leaves the box. */
export function TokenField({ name, value, saved, tokens, onChange, onReset, onSeal }: TokenFieldProps) {
  const id = useId();
  // The box's text and the value it was typed against. Undo, reset, the picker and imports
  // change the value from outside: then the box follows (set while rendering, as React advises
  // for state derived from a prop).
  const [typed, setTyped] = useState({ text: value, base: value });
  if (typed.base !== value) setTyped({ text: value, base: value });
  const draft = typed.base === value ? typed.text : value;
  const problem = draft === value ? null : tokenValueProblem(name, draft);
  const color = isColorToken(name);
  const changed = value !== saved;
  const textId = `${id}-text`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const pendingId = `${id}-pending`;
  const label = color ? `--${name}` : `--${name} (${shapeTokenInfo[name as ShapeToken].label})`;

  // While typing, a value applies as soon as it is a whole colour (or size, or font list); a
  // short hex waits for Enter or for focus to leave, as #5b8 is also the start of #5b8c3a.
  const pending = color && draft !== value && problem === null && isShortHex(draft);
  const type = (text: string) => {
    const applies = tokenValueProblem(name, text) === null && !(color && isShortHex(text));
    setTyped({ text, base: applies ? text.trim() : value });
    if (applies) onChange(text.trim(), true);
  };
  const commitDraft = () => {
    if (pending) onChange(draft.trim(), true);
    onSeal();
  };
  const reset = () => {
    onReset();
    document.getElementById(textId)?.focus();
  };

  return (
    <div
      data-slot="token-field"
      data-token={name}
      data-changed={changed || undefined}
      className="flex flex-col gap-1 border-b border-border py-2"
    >
      {/* The mark sits outside the label, so the box's name stays the token's name. */}
      <div>
        <label htmlFor={textId} className="font-semibold">
          <code>{label}</code>
        </label>
        {changed && <span className="ml-2 text-sm">(changed)</span>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {color && (
          <input
            type="color"
            aria-label={`Pick --${name}`}
            value={parseColor(value)?.hex ?? '#000000'}
            onChange={(e) => onChange(e.target.value, true)}
            onBlur={onSeal}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-theme-sm border-2 border-input bg-input-bg p-0.5"
          />
        )}
        <input
          id={textId}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={draft}
          aria-invalid={problem !== null || undefined}
          aria-describedby={[problem && errorId, pending && pendingId, noteId].filter(Boolean).join(' ')}
          onChange={(e) => type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commitDraft();
          }}
          onBlur={commitDraft}
          className={cn(inputVariants({ fieldWidth: 'full' }), 'min-w-0 flex-1 font-mono text-sm')}
        />
        {changed && <Button variant="secondary" size="sm" label="Reset" aria-label={`Reset --${name}`} onClick={reset} />}
      </div>
      {problem && (
        <p id={errorId} className="text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
      {pending && (
        <p id={pendingId} className="text-sm font-semibold">
          Press Enter or leave the field to apply <code>{draft.trim()}</code>.
        </p>
      )}
      <p id={noteId} className="text-sm text-muted-fg">
        Saved: <code>{saved}</code>.{color ? pairNote(name, tokens) : ''}
      </p>
    </div>
  );
}
