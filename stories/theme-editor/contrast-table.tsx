import { useEffect, useMemo, useRef } from 'react';
import { formatRatio, readPairs } from '@themes/contrast';
import { apcaTargets, pairFix } from '@themes/nearest-passing';
import type { ContrastPair } from '@themes/tokens';
import { Button } from '@ui/button';
import { Icon } from '@ui/icon';

/** Props of ContrastTable. */
interface ContrastTableProps {
  /** The token values to measure (names without `--`). */
  tokens: Readonly<Record<string, string>>;
  /** The id of the heading that names the table. */
  headingId: string;
  /** Puts a suggested colour into a token; given, each failing pair offers its nearest passing
   *  colours (the read-only token sheet leaves it out). */
  onUseColour?: (token: ContrastPair['fg'], colour: string, pair: ContrastPair) => void;
}

/** The nearest passing colour for each side of each failing pair, keyed by pair. */
function useFixes(tokens: Readonly<Record<string, string>>, enabled: boolean) {
  // The search runs a few hundred contrast readings per side: once per set of values, not per render.
  const key = JSON.stringify(tokens);
  return useMemo(() => {
    const fixes = new Map<ContrastPair, { token: ContrastPair['fg']; colour: string }[]>();
    if (!enabled) return fixes;
    const values = JSON.parse(key) as Record<string, string>;
    for (const reading of readPairs(values).filter((r) => !r.passes && r.ratio !== null)) {
      const sides = [reading.pair.fg, reading.pair.bg].flatMap((token) => {
        const colour = pairFix(values, reading.pair, token);
        return colour ? [{ token, colour }] : [];
      });
      fixes.set(reading.pair, sides);
    }
    return fixes;
  }, [key, enabled]);
}

/** Every contrast pair's WCAG 2.2 ratio with a pass or fail mark and its APCA Lc reading,
 *  failing pairs first; the count of failures is a status, so it is announced as it changes.
 *  With `onUseColour`, a failing pair offers the nearest passing colour of each of its tokens. */
export function ContrastTable({ tokens, headingId, onUseColour }: ContrastTableProps) {
  const readings = readPairs(tokens);
  const failing = readings.filter((r) => !r.passes).length;
  const fixes = useFixes(tokens, onUseColour !== undefined);
  const region = useRef<HTMLDivElement>(null);
  // A used fix makes its row pass, so its button goes away: focus moves on to the next failing
  // pair's first fix (or to the table when none is left), never back to the top of the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (region.current?.querySelector<HTMLElement>('[data-slot="use-colour"]') ?? region.current)?.focus();
  });
  const apply = (token: ContrastPair['fg'], colour: string, pair: ContrastPair) => {
    refocus.current = true;
    onUseColour?.(token, colour, pair);
  };
  return (
    <div className="space-y-3">
      <p role="status" data-slot="contrast-summary" className="font-semibold">
        {failing === 0 ? `All ${readings.length} pairs pass WCAG 2.2 AA.` : `${failing} of ${readings.length} pairs fail WCAG 2.2 AA.`}
      </p>
      {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div ref={region} className="overflow-x-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table aria-labelledby={headingId} className="w-full border-collapse text-left text-sm">
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
                WCAG 2.2
              </th>
              <th scope="col" className="py-2 pr-3">
                Needs
              </th>
              <th scope="col" className="py-2 pr-3">
                Result
              </th>
              <th scope="col" className={onUseColour ? 'py-2 pr-3' : 'py-2'}>
                APCA Lc
              </th>
              {onUseColour && (
                <th scope="col" className="py-2">
                  Nearest passing colour
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {readings.map(({ pair, ratio, required, passes, apca }) => (
              <tr
                key={`${pair.fg}/${pair.bg}/${pair.kind}/${pair.use}`}
                data-pair={`${pair.fg} on ${pair.bg}`}
                className="border-b border-border"
              >
                <td className="py-2 pr-3">
                  {pair.kind === 'text' ? (
                    // The sample shows the pair's own colours; it is not part of the editor's text.
                    <span
                      aria-hidden="true"
                      className="rounded-theme-sm px-2 py-1 font-semibold"
                      style={{ color: tokens[pair.fg], background: tokens[pair.bg] }}
                    >
                      Aa
                    </span>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-block size-7 rounded-theme-sm border-4"
                      style={{ borderColor: tokens[pair.fg], background: tokens[pair.bg] }}
                    />
                  )}
                </td>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <code>{pair.fg}</code> on <code>{pair.bg}</code>
                </th>
                <td className="py-2 pr-3">{pair.use}</td>
                <td className="py-2 pr-3" data-slot="ratio">
                  {ratio === null ? 'not a colour' : formatRatio(ratio)}
                </td>
                <td className="py-2 pr-3">{formatRatio(required)}</td>
                <td className="py-2 pr-3" data-slot="result">
                  <span className={passes ? 'inline-flex items-center gap-1' : 'inline-flex items-center gap-1 font-bold'}>
                    <Icon name={passes ? 'check' : 'x'} className="size-[1em]" />
                    {passes ? 'Pass' : 'Fail'}
                  </span>
                </td>
                <td className={onUseColour ? 'py-2 pr-3' : 'py-2'} data-slot="apca">
                  {apca === null ? '–' : `Lc ${apca.toFixed(1)}`}
                </td>
                {onUseColour && (
                  <td className="py-2" data-slot="fixes">
                    {passes ? null : (fixes.get(pair)?.length ?? 0) === 0 ? (
                      ratio === null ? null : (
                        <span>
                          No colour of either hue reaches {formatRatio(required)} and Lc {apcaTargets[pair.kind]}.
                        </span>
                      )
                    ) : (
                      <span className="flex flex-wrap gap-2">
                        {fixes.get(pair)!.map(({ token, colour }) => (
                          <Button
                            key={token}
                            variant="secondary"
                            size="sm"
                            data-slot="use-colour"
                            onClick={() => apply(token, colour, pair)}
                          >
                            {/* The swatch shows the suggestion; the button's text names it. */}
                            <span
                              aria-hidden="true"
                              className="inline-block size-4 shrink-0 rounded-theme-sm border border-foreground"
                              style={{ background: colour }}
                            />
                            Use {colour} for --{token}
                          </Button>
                        ))}
                      </span>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
