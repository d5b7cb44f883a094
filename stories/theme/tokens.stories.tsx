import { useEffect, useState } from 'react';
import type { StoryDefault } from '@ladle/react';
import { colorTokens, shapeTokenInfo, shapeTokens, tokenNames } from '@themes/tokens';
import { ContrastTable } from '../theme-editor/contrast-table';

export default { title: 'Theme / Tokens' } satisfies StoryDefault;

function useTokenValues(): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(Object.fromEntries(tokenNames.map((t) => [t, style.getPropertyValue(`--${t}`).trim()])));
    };
    read();
    // The brand and scheme pickers change data-brand and data-scheme on <html> and the editor
    // rewrites its stylesheet in <head>; re-read the tokens when any does.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-brand', 'data-scheme'] });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return values;
}

/** Every token of the active theme in the active scheme as the page has it, and the contrast of every pair the components use. */
export const TokenSheet = () => {
  const values = useTokenValues();
  return (
    <div className="space-y-8 p-4">
      <section aria-labelledby="colours-heading">
        <h2 id="colours-heading" className="mb-3 text-xl font-semibold">
          Colour tokens
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
          {colorTokens.map((token) => (
            <li key={token} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="size-10 shrink-0 rounded-theme-sm border border-foreground"
                style={{ background: `var(--${token})` }}
              />
              <span>
                <code className="block font-semibold">--{token}</code>
                <code className="text-muted-fg">{values[token]}</code>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shapes-heading">
        <h2 id="shapes-heading" className="mb-3 text-xl font-semibold">
          Fonts and shapes
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
          {shapeTokens.map((token) => (
            <div key={token} className="contents">
              <dt>
                <code className="font-semibold">--{token}</code> <span className="text-muted-fg">({shapeTokenInfo[token].label})</span>
              </dt>
              <dd>
                <code>{values[token]}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="pairs-heading">
        <h2 id="pairs-heading" className="mb-3 text-xl font-semibold">
          Contrast pairs
        </h2>
        {/* Read from the page, the values are whatever the stylesheet holds: the built Ladle's
            minifier writes #ffffff as #fff, so the table reads any CSS colour form. */}
        <ContrastTable tokens={values} headingId="pairs-heading" />
      </section>
    </div>
  );
};
