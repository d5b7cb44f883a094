import { parseColor } from './color';
import { parseDimension, parseFontFamilies } from './dtcg';
import { parseScale } from './scales';
import { isColorToken, scaleOfToken, shapeTokenInfo, type ShapeToken, type TokenName } from './tokens';

// Whether the browser draws a value: a colour colorjs.io reads may still be one the browser
// does not (and a value with ; or } would break out of its declaration). Outside a browser only
// the token rules below apply.
const browserAccepts = (property: string, value: string) =>
  typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports(property, value);

/** Why a value cannot be a token's value, or null when it can. */
export function tokenValueProblem(name: TokenName, text: string): string | null {
  const value = text.trim();
  if (value === '') return 'Enter a value.';
  if (/[;{}]/.test(value)) return 'A value cannot hold ; { or }.';
  if (isColorToken(name)) {
    return parseColor(value) && browserAccepts('color', value)
      ? null
      : 'Not a colour: enter a CSS colour such as #1d3f6e, rgb(29 63 110) or oklch(40% 0.1 260).';
  }
  const scale = scaleOfToken(name);
  if (scale) {
    const read = parseScale(scale, value);
    return typeof read === 'string' ? read : null;
  }
  const info = shapeTokenInfo[name as ShapeToken];
  if (info.kind === 'fontFamily') {
    return parseFontFamilies(value).length > 0 && browserAccepts('font-family', value)
      ? null
      : 'Not a font list: enter family names separated by commas, ending with a generic family such as sans-serif.';
  }
  return parseDimension(value) && browserAccepts(info.property, value) ? null : 'Enter 0 or a size in px or rem, such as 4px or 0.25rem.';
}
