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
