import { useEffect, useId, useState, type CSSProperties } from 'react';
import { toDtcg } from '@themes/dtcg';
import { themeByBrand } from '@themes/registry';
import { stepDeclarations } from '@themes/scales';
import { savedThemes } from '@themes/sources';
import { writeThemeCss } from '@themes/theme-css';
import { colorTokens, shapeTokens, tokenNames, type ColorToken, type ContrastPair, type TokenName } from '@themes/tokens';
import { Button } from '@ui/button';
import { FeedbackMessage } from '@ui/feedback-message';
import { RadioGroup } from '@ui/radio-group';
import { inputVariants } from '@ui/text-input';
import { chooseScheme, useActiveScheme } from '../support/scheme';
import { useActiveBrand } from './active-brand';
import { ContrastTable } from './contrast-table';
import { editKey, redo, replaceBrand, resetToken, seal, setToken, undo } from './edit-history';
import { getHistory, loadProblems, savedTokens, setHistory, shareLink, tunedTokens, useEditHistory } from './edit-store';
import { downloadText } from './files';
import { SampleComponents } from './sample-components';
import { ThemeDiff } from './theme-diff';
import { ThemeImport } from './theme-import';
import { ScaleRamp } from './scale-ramp';
import { TokenField } from './token-field';

/** The colour tokens of a set of tokens: what a dark scheme holds. */
function pickColours(tokens: Readonly<Record<TokenName, string>>): Record<ColorToken, string> {
  return Object.fromEntries(colorTokens.map((name) => [name, tokens[name]])) as Record<ColorToken, string>;
}

const sectionClass = 'space-y-3 rounded-theme border border-border p-4';

/** The theme editor: every token of the active theme editable, the contrast of every pair read
 *  live, a preview, undo and redo (buttons, Ctrl+Z and Ctrl+Shift+Z), resets, a link that carries
 *  the edits, export to a theme file and to DTCG JSON, and import of either. The editor's own controls
 *  keep the saved palette, so a token tuned to something unreadable never hides the editor. */
export function TokenEditor() {
  const brand = useActiveBrand();
  const scheme = useActiveScheme();
  const history = useEditHistory();
  const id = useId();
  const [message, setMessage] = useState('');
  const saved = savedThemes[brand];
  // The values the fields, the contrast, the suggestions and the preview work on: the scheme's.
  const savedHere = savedTokens(brand, scheme);
  const tuned = tunedTokens(history.edits, brand, scheme);
  const tunedLight = tunedTokens(history.edits, brand, 'light');
  const tunedDark = pickColours(tunedTokens(history.edits, brand, 'dark'));
  const label = themeByBrand(brand)?.label ?? brand;
  const changedCount =
    tokenNames.filter((n) => tunedLight[n] !== saved.tokens[n]).length + colorTokens.filter((n) => tunedDark[n] !== saved.dark[n]).length;

  const doUndo = () => {
    const step = undo(getHistory());
    setHistory(step.history);
    setMessage(step.label ? `Undid ${step.label}.` : 'Nothing to undo.');
  };
  const doRedo = () => {
    const step = redo(getHistory());
    setHistory(step.history);
    setMessage(step.label ? `Redid ${step.label}.` : 'Nothing to redo.');
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        doUndo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        doRedo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const change = (name: TokenName) => (value: string, merge: boolean) =>
    setHistory(setToken(getHistory(), editKey(brand, scheme, name), name, value, savedHere[name], merge));

  // One step of the history, so Undo takes the suggestion back.
  const applyColour = (name: TokenName, colour: string, pair: ContrastPair) => {
    const before = tuned[name];
    setHistory(setToken(seal(getHistory()), editKey(brand, scheme, name), name, colour, savedHere[name]));
    setMessage(
      `--${name} is now ${colour} (was ${before}), the nearest colour with which ${pair.fg} on ${pair.bg} passes. Undo takes it back.`,
    );
  };

  const resetAll = () => {
    setHistory(replaceBrand(getHistory(), brand, {}, `reset of every ${brand} token`));
    setMessage(`Every ${brand} token is back to its saved value, in both schemes. Undo brings the edits back.`);
  };

  // An export carries both schemes, whichever is being tuned.
  const tunedTheme = { ...saved, tokens: tunedLight, dark: tunedDark };
  const exportCss = () => {
    downloadText(`${brand}.css`, writeThemeCss(tunedTheme), 'text/css');
    setMessage(`Exported ${brand}.css: put it in themes/ in place of the saved file.`);
  };
  const exportDtcg = () => {
    downloadText(`${brand}.tokens.json`, `${JSON.stringify(toDtcg(tunedTheme), null, 2)}\n`, 'application/design-tokens+json');
    setMessage(`Exported ${brand}.tokens.json (W3C Design Tokens).`);
  };
  const importTokens = (tokens: Partial<Record<TokenName, string>>, dark: Partial<Record<ColorToken, string>>, fileName: string) => {
    const edits = Object.fromEntries(
      Object.entries({ ...tunedLight, ...tokens }).filter(([name, value]) => value !== saved.tokens[name as TokenName]),
    );
    const darkEdits = Object.fromEntries(
      Object.entries({ ...tunedDark, ...dark }).filter(([name, value]) => value !== saved.dark[name as ColorToken]),
    );
    setHistory(replaceBrand(getHistory(), brand, edits, `the import of ${fileName}`, darkEdits));
  };

  // The store writes the edits into the address before it re-renders the editor.
  const link = shareLink();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareLink());
      setMessage('The link is copied.');
    } catch {
      setMessage('The browser refused the clipboard: select the link and copy it.');
    }
  };

  // The editor's own controls use the saved palette (inline variables win over the tuned rules).
  // So do its type and spacing: a scale tuned to something unreadable never shrinks the editor.
  // In the dark scheme, the saved dark palette, so native controls and text agree.
  const chrome = Object.fromEntries([
    ['colorScheme', scheme],
    ...tokenNames.map((name) => [`--${name}`, savedHere[name]]),
    ...(['type', 'space'] as const).flatMap((scale) =>
      stepDeclarations(scale, saved.tokens[`${scale}-scale`]).map(([name, value]) => [`--${name}`, value]),
    ),
  ]) as CSSProperties;
  const fieldProps = (name: TokenName) => ({
    name,
    value: tuned[name],
    saved: savedHere[name],
    tokens: tuned,
    onChange: change(name),
    onReset: () => {
      setHistory(resetToken(getHistory(), editKey(brand, scheme, name), name));
      setMessage(`--${name} is back to ${savedHere[name]}.`);
    },
    onSeal: () => setHistory(seal(getHistory())),
  });

  return (
    <div data-slot="token-editor" style={chrome} className="space-y-6 bg-background font-body text-foreground">
      <div className="space-y-2">
        <h2 className="font-heading text-2xl font-bold">
          Theme editor: {label}, {scheme} scheme
        </h2>
        <p className="max-w-prose">
          Edit any token: every story shows the change at once.{' '}
          {changedCount === 0 ? 'No token differs from' : `${changedCount} ${changedCount === 1 ? 'token differs' : 'tokens differ'} from`}{' '}
          <code>themes/{brand}.css</code>. Ctrl+Z undoes, Ctrl+Shift+Z redoes. Edits stay in this browser and in the link below.
        </p>
      </div>
      {loadProblems.length > 0 && (
        <FeedbackMessage variant="warning" title="Some stored or linked edits were left out" titleAs="h3">
          <ul className="list-disc pl-5">
            {loadProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </FeedbackMessage>
      )}
      <RadioGroup
        legend="Scheme to tune"
        hint="The colours, their contrast, the suggestions and the preview are this scheme's. Fonts, shapes and scales are the same in both."
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
        value={scheme}
        onValueChange={(next) => {
          chooseScheme(next === 'dark' ? 'dark' : 'light');
          setMessage(`Tuning the ${next === 'dark' ? 'dark' : 'light'} scheme.`);
        }}
        layout="inline"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" label="Undo" aria-disabled={history.past.length === 0 || undefined} onClick={doUndo} />
        <Button variant="secondary" label="Redo" aria-disabled={history.future.length === 0 || undefined} onClick={doRedo} />
        <Button variant="secondary" label="Reset all tokens" onClick={resetAll} />
      </div>
      <p role="status" data-slot="editor-status" className="min-h-6">
        {message}
      </p>

      <section aria-labelledby={`${id}-contrast`} className={sectionClass}>
        <h3 id={`${id}-contrast`} className="text-xl font-bold">
          Contrast
        </h3>
        <ContrastTable tokens={tuned} headingId={`${id}-contrast`} onUseColour={applyColour} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-colours`} className={sectionClass}>
          <h3 id={`${id}-colours`} className="text-xl font-bold">
            Colours ({scheme} scheme)
          </h3>
          {colorTokens.map((name) => (
            <TokenField key={name} {...fieldProps(name)} />
          ))}
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby={`${id}-preview`}
            data-brand={brand}
            data-slot="editor-preview"
            className="space-y-3 rounded-theme border border-border bg-background p-4 font-body text-foreground"
          >
            <h3 id={`${id}-preview`} className="text-xl font-bold">
              Preview
            </h3>
            <SampleComponents headingLevel={3} />
          </section>
          <section aria-labelledby={`${id}-shapes`} className={sectionClass}>
            <h3 id={`${id}-shapes`} className="text-xl font-bold">
              Fonts and shapes
            </h3>
            {shapeTokens.map((name) => (
              <TokenField key={name} {...fieldProps(name)} />
            ))}
          </section>
        </div>
      </div>

      <section aria-labelledby={`${id}-scales`} className={sectionClass}>
        <h3 id={`${id}-scales`} className="text-xl font-bold">
          Type and spacing scales
        </h3>
        <p className="max-w-prose">
          Every font size (text-xs to text-3xl, with its line height) and the spacing steps of the components come from these two scales.
          Change a base or a ratio: the ramp, the preview and every story follow.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          {(['type', 'space'] as const).map((scale) => (
            <ScaleRamp
              key={`${brand}-${scale}`}
              scale={scale}
              value={tuned[`${scale}-scale`]}
              onChange={change(`${scale}-scale`)}
              onSeal={() => setHistory(seal(getHistory()))}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby={`${id}-keep`} className={sectionClass}>
        <h3 id={`${id}-keep`} className="text-xl font-bold">
          Share, export and import
        </h3>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-link`} className="font-semibold">
            Link to these edits
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-link`}
              readOnly
              value={link}
              className={`${inputVariants({ fieldWidth: 'full' })} min-w-0 flex-1 font-mono text-sm`}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" label="Copy link" onClick={copyLink} />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button label={`Export ${brand}.css`} onClick={exportCss} />
          <Button label={`Export ${brand}.tokens.json`} onClick={exportDtcg} />
        </div>
        <ThemeImport key={brand} brand={brand} tuned={tunedLight} tunedDark={tunedDark} onImport={importTokens} />
      </section>

      <section aria-labelledby={`${id}-diff`} className={sectionClass}>
        <h3 id={`${id}-diff`} className="text-xl font-bold">
          Changes against the saved theme
        </h3>
        <ThemeDiff brand={brand} edits={history.edits} headingLevel={3} />
      </section>
    </div>
  );
}
