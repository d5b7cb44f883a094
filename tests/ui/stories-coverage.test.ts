import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every ui primitive has a story file, so designers find it in Ladle and the axe sweep
// (tests/browser/stories-axe.browser.test.tsx) checks it in every theme.
const parts: Record<string, string> = {
  // The lazily loaded calendar of DateInput: its stories open it through DateInput.
  'date-calendar': 'date-input',
  // The lazily loaded panel of AlertDialog: its stories open it through AlertDialog.
  'alert-dialog-panel': 'alert-dialog',
};

const primitives = readdirSync(new URL('../../ui/', import.meta.url)).filter((f) => f.endsWith('.tsx'));

describe('stories', () => {
  it.each(primitives)('ui/%s has a story file with named stories', (file) => {
    const name = file.replace(/\.tsx$/, '');
    const storyFile = new URL(`../../stories/${parts[name] ?? name}.stories.tsx`, import.meta.url);
    expect(existsSync(storyFile)).toBe(true);
    expect(readFileSync(storyFile, 'utf8')).toMatch(/export const \w+: Story/);
  });
});

// Every theme's layout has stories of its parts, so designers see header, navigation, footer
// and banner in Ladle and the axe sweep checks each in every theme.
const layoutStories: Record<string, { file: string; parts: string[] }> = {
  'layout.tsx': { file: 'layouts/standard', parts: ['Header', 'Navigation', 'Footer', 'Banner', 'WholePage'] },
  // The government-agency header has no site navigation.
  'layout-ftc.tsx': { file: 'layouts/ftc', parts: ['Header', 'Footer', 'Banner', 'WholePage'] },
  'layout-kontent.tsx': { file: 'layouts/kontent', parts: ['Header', 'Navigation', 'Footer', 'Banner', 'WholePage'] },
};

describe('layout stories', () => {
  const layouts = readdirSync(new URL('../../src/layouts/', import.meta.url)).filter((f) => /^layout.*\.tsx$/.test(f));

  it('cover every layout in src/layouts', () => {
    expect(layouts.sort()).toEqual(Object.keys(layoutStories).sort());
  });

  it.each(Object.entries(layoutStories))('src/layouts/%s has stories of its parts', (_, { file, parts }) => {
    const text = readFileSync(new URL(`../../stories/${file}.stories.tsx`, import.meta.url), 'utf8');
    const names = [...text.matchAll(/export const (\w+): Story = [\s\S]*?(?=\nexport |$)/g)].map((m) => {
      const renamed = new RegExp(`${m[1]}\\.storyName = '([^']+)'`).exec(text);
      return renamed ? renamed[1] : m[1];
    });
    expect(names).toEqual(parts);
  });
});
