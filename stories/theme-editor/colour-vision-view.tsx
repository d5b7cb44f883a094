import { useId, useState } from 'react';
import { confusableDistance, confusablePairs, simulateColour, visionKinds, type VisionKind } from '@themes/colour-vision';
import { brandIds, themeByBrand } from '@themes/registry';
import { RadioGroup } from '@ui/radio-group';
import { useActiveScheme } from '../support/scheme';
import { tunedTokens, useEditHistory } from './edit-store';
import { ThemeColumns } from './theme-columns';
import { VisionFilters, visionFilter, visionLabels } from './vision-filters';

const options = (['typical', ...visionKinds] as const).map((value) => ({ value, label: visionLabels[value] }));

const swatch = (colour: string) => (
  <span
    aria-hidden="true"
    className="me-1 inline-block size-4 shrink-0 rounded-theme-sm border border-foreground align-middle"
    style={{ background: colour }}
  />
);

/** The side by side of the three themes through a colour-vision filter, and for each theme the
 *  state colours (error, success, warning, focus, links, borders) the view makes hard to tell
 *  apart, measured on the tuned tokens. The findings sit outside the filter, so they read as
 *  text in every view. */
export function ColourVisionView() {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [view, setView] = useState<VisionKind | 'typical'>('typical');
  const { edits } = useEditHistory();
  // The scheme the stories show (the picker above, or the editor's): its colours are measured.
  const scheme = useActiveScheme();
  const filter = view === 'typical' ? undefined : visionFilter(id, view);
  return (
    <div className="space-y-6">
      <VisionFilters prefix={id} />
      <RadioGroup
        legend="See the themes with"
        hint="Simulations after Machado, Oliveira and Fernandes (2009); achromatopsia keeps luminance only."
        options={options}
        value={view}
        onValueChange={(next) => setView(next as VisionKind | 'typical')}
        layout="inline"
      />
      <section aria-labelledby={`${id}-findings`} className="space-y-3" data-slot="colour-vision-findings">
        <h2 id={`${id}-findings`} className="font-heading text-xl font-bold">
          {view === 'typical' ? 'Pick a view to list the state colours it runs together' : `Hard to tell apart with ${view}`}
        </h2>
        {view !== 'typical' && (
          <>
            <p className="max-w-prose">
              State colours closer than ΔE OK {confusableDistance} (distance in OKLab, about five just-noticeable differences) as seen with{' '}
              {view}. Such a pair needs more than colour to tell its states apart: a lightness gap, an icon, a word.
            </p>
            <div className="grid gap-4 xl:grid-cols-3">
              {brandIds.map((brand) => {
                const tokens = tunedTokens(edits, brand, scheme);
                const found = confusablePairs(tokens, view);
                return (
                  <section key={brand} aria-labelledby={`${id}-${brand}`} data-vision-brand={brand}>
                    <h3 id={`${id}-${brand}`} className="font-bold">
                      {themeByBrand(brand)?.label}
                    </h3>
                    {found.length === 0 ? (
                      <p>No state pair falls below ΔE OK {confusableDistance}.</p>
                    ) : (
                      <ul className="list-disc space-y-1 pl-5">
                        {found.map(({ pair, distance, typical }) => (
                          <li key={pair.use}>
                            <span className="font-semibold">{pair.use}</span>: {swatch(simulateColour(tokens[pair.a], view)!)}
                            <code>--{pair.a}</code> and {swatch(simulateColour(tokens[pair.b], view)!)}
                            <code>--{pair.b}</code>, ΔE OK {distance.toFixed(3)} ({typical.toFixed(3)} in typical vision)
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
            </div>
          </>
        )}
      </section>
      <div data-slot="vision-filter" data-vision={view} style={{ filter }}>
        <ThemeColumns />
      </div>
    </div>
  );
}
