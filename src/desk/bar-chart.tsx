import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

/** One bar: what it stands for and its count. */
interface BarDatum {
  readonly label: string;
  readonly value: number;
}

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 56, left: 48 };
/** Axes and their labels in the text's colour, so every theme's contrast holds for them. */
const axisLook = { stroke: 'currentColor', tickStroke: 'currentColor' } as const;
const tickLabel = { fill: 'currentColor', fontSize: 12 } as const;

/** A bar chart (visx: scales, bars and axes in SVG, drawn in the theme's colours) with the same
 *  figures as a table under it. The picture is one image named by the caption; the table is what
 *  a screen reader, a keyboard and a copy-paste into a spreadsheet use. */
export function BarChart({
  title,
  data,
  labelHeading,
  valueHeading = 'Claims',
  horizontal = false,
}: {
  title: string;
  data: readonly BarDatum[];
  labelHeading: string;
  valueHeading?: string;
  /** Bars across (for named categories), else upwards (for days and hours). */
  horizontal?: boolean;
}) {
  const captionId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const left = horizontal ? 200 : MARGIN.left;
  const height = horizontal ? Math.max(120, data.length * 28 + MARGIN.top + 32) : HEIGHT;
  const inner = { width: WIDTH - left - MARGIN.right, height: height - MARGIN.top - (horizontal ? 32 : MARGIN.bottom) };
  const band = scaleBand<string>({
    domain: data.map((datum) => datum.label),
    range: horizontal ? [0, inner.height] : [0, inner.width],
    padding: 0.2,
  });
  const linear = scaleLinear<number>({ domain: [0, max], range: horizontal ? [0, inner.width] : [inner.height, 0], nice: true });
  // Every few labels only, where a month of days would not fit under the bars.
  const every = horizontal ? 1 : Math.ceil(data.length / 10);
  return (
    <figure className="flex flex-col gap-3">
      <figcaption id={captionId} className="font-heading text-lg font-semibold">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full max-w-3xl" role="img" aria-labelledby={captionId}>
        <Group left={left} top={MARGIN.top}>
          {data.map((datum) => {
            const at = band(datum.label) ?? 0;
            return horizontal ? (
              <Bar key={datum.label} x={0} y={at} width={linear(datum.value)} height={band.bandwidth()} className="fill-primary" />
            ) : (
              <Bar
                key={datum.label}
                x={at}
                y={linear(datum.value)}
                width={band.bandwidth()}
                height={inner.height - linear(datum.value)}
                className="fill-primary"
              />
            );
          })}
          {horizontal ? (
            <>
              <AxisLeft scale={band} {...axisLook} tickLabelProps={tickLabel} />
              <AxisBottom top={inner.height} scale={linear} numTicks={5} {...axisLook} tickLabelProps={tickLabel} />
            </>
          ) : (
            <>
              <AxisLeft scale={linear} numTicks={5} {...axisLook} tickLabelProps={tickLabel} />
              <AxisBottom
                top={inner.height}
                scale={band}
                tickValues={data.filter((_, index) => index % every === 0).map((datum) => datum.label)}
                {...axisLook}
                tickLabelProps={{ ...tickLabel, fontSize: 11, angle: -40, textAnchor: 'end' }}
              />
            </>
          )}
        </Group>
      </svg>
      <div className="overflow-x-auto">
        <table className="border-collapse text-start">
          <caption className="sr-only">{title}, as a table</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-2 text-start">
                {labelHeading}
              </th>
              <th scope="col" className="p-2 text-end">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label} className="border-b border-border">
                <th scope="row" className="p-2 text-start font-normal">
                  {datum.label}
                </th>
                <td className="p-2 text-end">{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
