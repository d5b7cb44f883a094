import { formatRatio, readPairs } from '@themes/contrast';
import { Icon } from '@ui/icon';

/** Props of ContrastTable. */
interface ContrastTableProps {
  /** The token values to measure (names without `--`). */
  tokens: Readonly<Record<string, string>>;
  /** The id of the heading that names the table. */
  headingId: string;
}

/** Every contrast pair's WCAG 2.2 ratio with a pass or fail mark and its APCA Lc reading,
 *  failing pairs first; the count of failures is a status, so it is announced as it changes. */
export function ContrastTable({ tokens, headingId }: ContrastTableProps) {
  const readings = readPairs(tokens);
  const failing = readings.filter((r) => !r.passes).length;
  return (
    <div className="space-y-3">
      <p role="status" data-slot="contrast-summary" className="font-semibold">
        {failing === 0 ? `All ${readings.length} pairs pass WCAG 2.2 AA.` : `${failing} of ${readings.length} pairs fail WCAG 2.2 AA.`}
      </p>
      {/* Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div className="overflow-x-auto" role="region" aria-labelledby={headingId} tabIndex={0}>
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
              <th scope="col" className="py-2">
                APCA Lc
              </th>
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
                <td className="py-2" data-slot="apca">
                  {apca === null ? '–' : `Lc ${apca.toFixed(1)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
