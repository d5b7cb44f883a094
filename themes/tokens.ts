import type { ScaleName } from './scales';

/** Names of the semantic colour tokens every theme defines, as CSS custom properties (`--<name>`). */
export const colorTokens = [
  'background',
  'foreground',
  'surface',
  'surface-fg',
  'primary',
  'primary-fg',
  'primary-hover',
  'secondary',
  'secondary-fg',
  'danger',
  'danger-fg',
  'success',
  'success-fg',
  'warning',
  'warning-fg',
  'info',
  'info-fg',
  'muted',
  'muted-fg',
  'border',
  'input',
  'input-bg',
  'focus',
  'link',
  'header',
  'header-fg',
  'footer',
  'footer-fg',
  'banner',
  'banner-fg',
] as const;

/** One semantic colour token name. */
export type ColorToken = (typeof colorTokens)[number];

/** Non-colour tokens every theme defines. */
export const shapeTokens = [
  'font-body',
  'font-heading',
  'radius',
  'radius-sm',
  'space-page',
  'focus-width',
  'type-scale',
  'space-scale',
] as const;

/** One non-colour token name. */
export type ShapeToken = (typeof shapeTokens)[number];

/** Any token name, colour or shape. */
export type TokenName = ColorToken | ShapeToken;

/** Every token name, colours first, in the order the theme files declare them. */
export const tokenNames: readonly TokenName[] = [...colorTokens, ...shapeTokens];

/** What each shape token sets, and the CSS property its value must suit. */
export const shapeTokenInfo: Readonly<Record<ShapeToken, { label: string; property: string; kind: 'fontFamily' | 'dimension' | 'scale' }>> =
  {
    'font-body': { label: 'Body font', property: 'font-family', kind: 'fontFamily' },
    'font-heading': { label: 'Heading font', property: 'font-family', kind: 'fontFamily' },
    radius: { label: 'Corner radius', property: 'border-radius', kind: 'dimension' },
    'radius-sm': { label: 'Small corner radius', property: 'border-radius', kind: 'dimension' },
    'space-page': { label: 'Page spacing', property: 'padding', kind: 'dimension' },
    'focus-width': { label: 'Focus ring width', property: 'outline-width', kind: 'dimension' },
    // The scales put their steps in force as variables of their own (themes/scales.ts): the
    // property is what each step sets.
    'type-scale': { label: 'Type scale', property: 'font-size', kind: 'scale' },
    'space-scale': { label: 'Spacing scale', property: 'padding', kind: 'scale' },
  };

/** The scale tokens and the scale each holds. */
export const scaleTokens = { 'type-scale': 'type', 'space-scale': 'space' } as const satisfies Partial<Record<ShapeToken, ScaleName>>;

/** The scale a token holds, or null when it holds none. */
export function scaleOfToken(name: string): ScaleName | null {
  return (scaleTokens as Record<string, ScaleName>)[name] ?? null;
}

/** True for a colour token name. */
export function isColorToken(name: string): name is ColorToken {
  return (colorTokens as readonly string[]).includes(name);
}

/** A foreground/background pair and the WCAG contrast it must reach: text 4.5:1, ui 3:1. */
export interface ContrastPair {
  fg: ColorToken;
  bg: ColorToken;
  kind: 'text' | 'ui';
  use: string;
}

/** Every foreground/background pair the components use, with its required contrast kind. */
export const contrastPairs: readonly ContrastPair[] = [
  { fg: 'foreground', bg: 'background', kind: 'text', use: 'body text' },
  { fg: 'surface-fg', bg: 'surface', kind: 'text', use: 'panels and cards' },
  { fg: 'foreground', bg: 'surface', kind: 'text', use: 'body text on panels' },
  { fg: 'primary-fg', bg: 'primary', kind: 'text', use: 'primary button' },
  { fg: 'primary-fg', bg: 'primary-hover', kind: 'text', use: 'primary button, hovered' },
  { fg: 'primary', bg: 'background', kind: 'text', use: 'secondary button label and outline' },
  { fg: 'secondary-fg', bg: 'secondary', kind: 'text', use: 'secondary button, hovered' },
  { fg: 'danger-fg', bg: 'danger', kind: 'text', use: 'danger button' },
  { fg: 'danger', bg: 'background', kind: 'text', use: 'error messages' },
  { fg: 'success-fg', bg: 'success', kind: 'text', use: 'success message' },
  { fg: 'warning-fg', bg: 'warning', kind: 'text', use: 'warning message' },
  { fg: 'info-fg', bg: 'info', kind: 'text', use: 'default message' },
  { fg: 'muted-fg', bg: 'muted', kind: 'text', use: 'muted panels' },
  { fg: 'muted-fg', bg: 'background', kind: 'text', use: 'hints' },
  { fg: 'link', bg: 'background', kind: 'text', use: 'links' },
  { fg: 'foreground', bg: 'input-bg', kind: 'text', use: 'typed text' },
  { fg: 'header-fg', bg: 'header', kind: 'text', use: 'header text, links and their focus outline' },
  { fg: 'footer-fg', bg: 'footer', kind: 'text', use: 'footer text, links and their focus outline' },
  { fg: 'banner-fg', bg: 'banner', kind: 'text', use: 'banner' },
  { fg: 'focus', bg: 'background', kind: 'ui', use: 'focus ring' },
  { fg: 'focus', bg: 'surface', kind: 'ui', use: 'focus ring on panels' },
  { fg: 'input', bg: 'background', kind: 'ui', use: 'input borders' },
  { fg: 'input', bg: 'input-bg', kind: 'ui', use: 'input borders against their fill' },
  { fg: 'danger', bg: 'input-bg', kind: 'ui', use: 'invalid input borders' },
  { fg: 'primary', bg: 'background', kind: 'ui', use: 'checked radios and checkboxes, progress bar' },
];
