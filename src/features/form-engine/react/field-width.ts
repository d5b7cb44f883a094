import type { VariantProps } from 'class-variance-authority';
import type { inputVariants } from '@ui/text-input';
import type { FieldConfig } from '@/contract/model-config';
import type { MaskDefinition } from '@/engine/masks';

/** The width classes of a text box, in characters. */
type FieldWidth = NonNullable<VariantProps<typeof inputVariants>['fieldWidth']>;

// The widths the ui offers, narrowest first; an answer longer than the widest gets the full column.
const widths = [
  [2, '2'],
  [3, '3'],
  [4, '4'],
  [5, '5'],
  [10, '10'],
  [20, '20'],
  [30, '30'],
] as const satisfies readonly (readonly [number, FieldWidth])[];

/** How wide a text box is: as wide as the longest answer it takes (the shorter of its mask's shown
 *  length and its maxLength rule), so a middle initial, a ZIP code or a phone number does not span the page
 *  and the box's width hints at the answer, as GOV.UK does. Full width without a known length. */
export function fieldWidthOf(config: FieldConfig, mask: MaskDefinition | undefined): FieldWidth {
  const ruled = (config.validations ?? []).flatMap((rule) => (rule.type === 'maxLength' ? [rule.max] : []));
  const known = [...(mask?.displayLength ? [mask.displayLength] : []), ...ruled];
  if (known.length === 0) return 'full';
  const longest = Math.min(...known);
  return widths.find(([chars]) => chars >= longest)?.[1] ?? 'full';
}
