import { formatRatio, readPairs } from '@themes/contrast';
import { themeByBrand, type BrandId } from '@themes/registry';
import type { ColorScheme } from '@themes/theme-css';
import { colorTokens, tokenNames, type TokenName } from '@themes/tokens';
import type { ThemeEdits } from './edit-history';
import { savedTokens, tunedTokens } from './edit-store';

/** Props of ThemeDiff. */
interface ThemeDiffProps {
  brand: BrandId;
  edits: ThemeEdits;
  /** Heading level of the brand's heading. */
  headingLevel?: 2 | 3;
}

/** One scheme's changes: the tokens that differ and the pairs they move, before and after. */
function schemeChanges(brand: BrandId, edits: ThemeEdits, scheme: ColorScheme) {
  const saved = savedTokens(brand, scheme);
  const tuned = tunedTokens(edits, brand, scheme);
  // The dark scheme holds colours only: its fonts, shapes and scales are the light scheme's.
  const names: readonly TokenName[] = scheme === 'light' ? tokenNames : colorTokens;
  const changed = names.filter((name) => tuned[name] !== saved[name]);
  const before = new Map(readPairs(saved).map((r) => [r.pair, r]));
  const moved = readPairs(tuned)
    .filter((r) => changed.includes(r.pair.fg) || changed.includes(r.pair.bg))
    .map((r) => ({ scheme, now: r, old: before.get(r.pair) }));
  return { changed: changed.map((name) => ({ scheme, name, saved: saved[name], tuned: tuned[name] })), moved };
}

/** A tuned theme against its saved file: each changed token (saved and tuned value) and each
 *  contrast pair whose ratio moved, with its result before and after, in both schemes. */
export function ThemeDiff({ brand, edits, headingLevel = 3 }: ThemeDiffProps) {
  const Heading = `h${headingLevel}` as const;
  const light = schemeChanges(brand, edits, 'light');
  const dark = schemeChanges(brand, edits, 'dark');
  const changed = [...light.changed, ...dark.changed];
  const moved = [...light.moved, ...dark.moved];
  const inDark = (scheme: ColorScheme) => (scheme === 'dark' ? ' (dark)' : '');
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
              {changed.map(({ scheme, name, saved, tuned }) => (
                <tr key={`${scheme}/${name}`} className="border-b border-border">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    <code>--{name}</code>
                    {inDark(scheme)}
                  </th>
                  <td className="py-1 pr-3">
                    <code>{saved}</code>
                  </td>
                  <td className="py-1">
                    <code>{tuned}</code>
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
                {moved.map(({ scheme, now: r, old }) => {
                  const show = (x: typeof r | undefined) =>
                    x?.ratio == null ? 'not a colour' : `${formatRatio(x.ratio)} ${x.passes ? 'pass' : 'fail'}`;
                  return (
                    <tr key={`${scheme}/${r.pair.fg}/${r.pair.bg}/${r.pair.use}`} className="border-b border-border">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        <code>{r.pair.fg}</code> on <code>{r.pair.bg}</code> ({r.pair.use}){inDark(scheme)}
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
