import { useEffect, useState } from 'react';
import type { StoryDefault } from '@ladle/react';
import { parseColor } from '@themes/color';
import { contrastRatio, formatRatio } from '@themes/contrast';
import { colorTokens, contrastPairs, shapeTokenInfo, shapeTokens, tokenNames } from '@themes/tokens';

export default { title: 'Theme / Tokens' } satisfies StoryDefault;

function useTokenValues(): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(Object.fromEntries(tokenNames.map((t) => [t, style.getPropertyValue(`--${t}`).trim()])));
    };
    read();
    // The brand picker changes data-brand on <html>; re-read the tokens when it does.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-brand'] });
    return () => observer.disconnect();
  }, []);
  return values;
}

/** Every colour token of the active theme and the contrast of every pair the components use. */
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
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Contrast of each foreground and background pair</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">
                Sample
              </th>
              <th scope="col" className="py-2 pr-3">
                Pair
              </th>
              <th scope="col" className="py-2 pr-3">
                Used for
              </th>
              <th scope="col" className="py-2 pr-3">
                Ratio
              </th>
              <th scope="col" className="py-2">
                Needs
              </th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map(({ fg, bg, kind, use }) => {
              const a = values[fg];
              const b = values[bg];
              // Read from the page, the values are whatever the stylesheet holds: the built Ladle's
              // minifier writes #ffffff as #fff, so any CSS colour form must be read.
              const ratio = a && b && parseColor(a) && parseColor(b) ? contrastRatio(a, b) : undefined;
              return (
                <tr key={`${fg}-${bg}-${kind}`} className="border-b border-border">
                  <td className="py-2 pr-3">
                    {kind === 'text' ? (
                      <span
                        className="rounded-theme-sm px-2 py-1 font-semibold"
                        style={{ color: `var(--${fg})`, background: `var(--${bg})` }}
                      >
                        Aa
                      </span>
                    ) : (
                      // A non-text pair is shown as a border, the way the components use it.
                      <span
                        aria-hidden="true"
                        className="inline-block size-7 rounded-theme-sm border-4"
                        style={{ borderColor: `var(--${fg})`, background: `var(--${bg})` }}
                      />
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    <code>{fg}</code> on <code>{bg}</code>
                  </td>
                  <td className="py-2 pr-3">{use}</td>
                  <td className="py-2 pr-3">{ratio ? formatRatio(ratio) : '…'}</td>
                  <td className="py-2">{kind === 'text' ? '4.5:1' : '3:1'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
};
