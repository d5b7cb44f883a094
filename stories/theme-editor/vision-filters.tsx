import { visionKinds, visionMatrices, type VisionKind } from '@themes/colour-vision';

/** The names of the colour-vision views, as the pickers offer them. */
export const visionLabels: Readonly<Record<VisionKind | 'typical', string>> = {
  typical: 'Typical colour vision',
  protanopia: 'Protanopia (no red cones)',
  deuteranopia: 'Deuteranopia (no green cones)',
  tritanopia: 'Tritanopia (no blue cones)',
  achromatopsia: 'Achromatopsia (no colour)',
};

/** The feColorMatrix values of a view: its 3×3 matrix, alpha kept. */
const matrixValues = (kind: VisionKind) =>
  [...visionMatrices[kind].map((row) => [...row, 0, 0]), [0, 0, 0, 1, 0]].map((row) => row.join(' ')).join('  ');

/** The CSS filter that shows an element as a view sees it (the ids are VisionFilters'). */
export const visionFilter = (prefix: string, kind: VisionKind) => `url(#${prefix}-${kind})`;

/** One SVG filter per colour-vision view, with ids `<prefix>-<view>`. They work in linear RGB
 *  (SVG's default colour-interpolation-filters), the space the matrices are made for. */
export function VisionFilters({ prefix }: { prefix: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      <defs>
        {visionKinds.map((kind) => (
          <filter key={kind} id={`${prefix}-${kind}`}>
            <feColorMatrix type="matrix" values={matrixValues(kind)} />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
