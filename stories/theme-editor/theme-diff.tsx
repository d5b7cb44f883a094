import { formatRatio, readPairs } from '@themes/contrast';
import { themeByBrand, type BrandId } from '@themes/registry';
import { savedThemes } from '@themes/sources';
import { tokenNames } from '@themes/tokens';
import type { ThemeEdits } from './edit-history';
import { tunedTokens } from './edit-store';

/** Props of ThemeDiff. */
interface ThemeDiffProps {
  brand: BrandId;
  edits: ThemeEdits;
  /** Heading level of the brand's heading. */
  headingLevel?: 2 | 3;
}

/** A tuned theme against its saved file: each changed token (saved and tuned value) and each
 *  contrast pair whose ratio moved, with its result before and after. */
export function ThemeDiff({ brand, edits, headingLevel = 3 }: ThemeDiffProps) {
  const Heading = `h${headingLevel}` as const;
  const saved = savedThemes[brand].tokens;
  const tuned = tunedTokens(edits, brand);
  const changed = tokenNames.filter((name) => tuned[name] !== saved[name]);
  const before = new Map(readPairs(saved).map((r) => [r.pair, r]));
  const moved = readPairs(tuned).filter((r) => changed.includes(r.pair.fg) || changed.includes(r.pair.bg));
  return (
    <section data-slot="theme-diff" data-brand-diff={brand} aria-label={`Changes to ${brand}`} className="space-y-3">
      <Heading className="text-lg font-bold">{themeByBrand(brand)?.label}</Heading>
      {changed.length === 0 ? (
        <p>No changes: the theme is as saved in themes/{brand}.css.</p>
      ) : (
        <>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="text-left font-semibold">
              {changed.length} {changed.length === 1 ? 'token differs' : 'tokens differ'} from themes/{brand}.css
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-3">
                  Token
                </th>
                <th scope="col" className="py-1 pr-3">
                  Saved
                </th>
                <th scope="col" className="py-1">
                  Tuned
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((name) => (
                <tr key={name} className="border-b border-border">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <code>--{name}</code>
                  </th>
                  <td className="py-1 pr-3">
                    <code>{saved[name]}</code>
                  </td>
                  <td className="py-1">
                    <code>{tuned[name]}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {moved.length > 0 && (
            <table className="w-full border-collapse text-left text-sm">
              <caption className="text-left font-semibold">Contrast pairs the changes touch</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-1 pr-3">
                    Pair
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Saved
                  </th>
                  <th scope="col" className="py-1">
                    Tuned
                  </th>
                </tr>
              </thead>
              <tbody>
                {moved.map((r) => {
                  const old = before.get(r.pair);
                  const show = (x: typeof r | undefined) =>
                    x?.ratio == null ? 'not a colour' : `${formatRatio(x.ratio)} ${x.passes ? 'pass' : 'fail'}`;
                  return (
                    <tr key={`${r.pair.fg}/${r.pair.bg}/${r.pair.use}`} className="border-b border-border">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        <code>{r.pair.fg}</code> on <code>{r.pair.bg}</code> ({r.pair.use})
                      </th>
                      <td className="py-1 pr-3">{show(old)}</td>
                      <td className="py-1">{show(r)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
