import type { Config } from 'tailwindcss';
import { colorTokens } from './themes/tokens';

// Every utility colour is a semantic token, so components never name a literal colour and a
// theme switch (data-brand on <html>) restyles everything.
const colors = Object.fromEntries(colorTokens.map((name) => [name, `var(--${name})`]));

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
      spacing: {
        page: 'var(--space-page)',
      },
      outlineWidth: {
        focus: 'var(--focus-width)',
      },
    },
  },
} satisfies Config;
