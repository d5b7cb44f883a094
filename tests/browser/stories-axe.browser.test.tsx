import { act, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { applyBrand } from '../../stories/support/brand';
import { brandIds } from '@themes/registry';
import { axeViolations } from '../support/axe';

type StoryFn = ComponentType<Record<string, unknown>> & { args?: Record<string, unknown> };
type StoryModule = Record<string, unknown> & { default?: { args?: Record<string, unknown> } };

// Every story file, every named story, every theme: the same examples designers see in Ladle.
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const stories = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .map(([name, value]) => ({
      id: `${file.replace(/^.*stories\//, '').replace(/\.stories\.tsx$/, '')} / ${name}`,
      Story: value as StoryFn,
      args: { ...mod.default?.args, ...(value as StoryFn).args },
    })),
);

// Each theme in both its schemes: the dark one chosen on the root, as the claimant's choice does.
const themes = brandIds.flatMap((brand) => (['light', 'dark'] as const).map((scheme) => ({ brand, scheme })));

describe('axe on every story in every theme', () => {
  it('finds the stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  describe.each(themes)('$brand, $scheme', ({ brand, scheme }) => {
    it.each(stories)('$id has no violations', async ({ Story, args }) => {
      applyBrand(brand);
      document.documentElement.dataset.scheme = scheme;
      // Awaited: a story may suspend on its first render (a calendar waits for its culture's
      // month names), and React flushes what the awaited scope set going.
      let view: RenderResult | undefined;
      await act(async () => {
        view = render(
          <main>
            <Story {...args} />
          </main>,
        );
      });
      // Let effects (focus, portals, measured layouts) reach the screen before checking: two
      // painted frames, whatever the machine's speed, rather than a guessed duration.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(await axeViolations()).toEqual([]);
      view?.unmount();
    });
  });
});
