import type { Config } from 'tailwindcss';
import { scaleStepNames, stepVariable } from './themes/scales';
import { colorTokens } from './themes/tokens';

// Every utility colour is a semantic token, so components never name a literal colour and a
// theme switch (data-brand on <html>) restyles everything.
const colors = Object.fromEntries(colorTokens.map((name) => [name, `var(--${name})`]));

// Font sizes and the spacing steps are the theme's scales (themes/scales.ts): text-xs ... text-3xl
// read the type scale's steps with their line heights, and the spacing keys the primitives use
// (p-1, gap-2, px-3, p-4, py-6, p-8, p-12 ...) read the spacing scale's, so a theme's scale
// restyles every page. Other keys (0.5, 1.5, 5 ...) keep Tailwind's 0.25rem unit.
const fontSize = Object.fromEntries(
  scaleStepNames('type').map((step) => [
    step,
    [`var(${stepVariable('type', step)})`, { lineHeight: `var(${stepVariable('type', step, 'leading')})` }],
  ]),
);
const spacingKeys = ['1', '2', '3', '4', '6', '8', '12'];
const spacing = Object.fromEntries(scaleStepNames('space').map((step, i) => [spacingKeys[i]!, `var(${stepVariable('space', step)})`]));

/** Tailwind maps class names to the theme tokens; the tokens themselves live in themes/*.css. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}', './.ladle/**/*.tsx'],
  theme: {
    extend: {
      colors: { ...colors, transparent: 'transparent', current: 'currentColor' },
      fontFamily: {
        body: 'var(--font-body)',
        heading: 'var(--font-heading)',
      },
      borderRadius: {
        DEFAULT: 'var(--radius)',
        theme: 'var(--radius)',
        'theme-sm': 'var(--radius-sm)',
      },
      fontSize,
      spacing: {
        ...spacing,
        page: 'var(--space-page)',
      },
      outlineWidth: {
        focus: 'var(--focus-width)',
      },
    },
  },
} satisfies Config;
