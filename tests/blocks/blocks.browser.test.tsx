import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as addressStories from '../../stories/blocks/mailing-address.stories';
import * as recordsStories from '../../stories/blocks/document-records.stories';
import * as tableStories from '../../stories/blocks/multi-row-table.stories';
import { applyBrand } from '../../stories/support/brand';
import { axeViolations } from '../support/axe';

// Layout and rendering facts jsdom cannot check: which labels the table hides from sight, how it
// stacks on a 320px screen (WCAG 1.4.10 reflow), and that the block stories really render their
// content once the story i18n instance is ready (the axe sweep would pass an empty story).

const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/blocks/*.stories.tsx', { eager: true });

function visuallyHidden(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width <= 1 && box.height <= 1;
}

function noHorizontalScroll(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth;
}

beforeEach(() => applyBrand('jnd-7'));

describe('block stories', () => {
  const stories = Object.entries(storyModules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name, value]) => name !== 'default' && typeof value === 'function')
      .map(([name, value]) => ({ id: `${file.replace(/^.*\//, '')} / ${name}`, Story: value as ComponentType })),
  );

  it.each(stories)('$id renders its block', async ({ Story }) => {
    const { container } = render(
      <main>
        <Story />
      </main>,
    );
    await expect.poll(() => container.querySelector('[data-slot]')).not.toBeNull();
    expect(container.textContent?.trim()).not.toBe('');
  });
});

describe('multi-row table layout', () => {
  afterEach(() => page.viewport(1280, 720));

  it('on a wide screen shows the column headers and keeps the cell labels for screen readers only', async () => {
    await page.viewport(1280, 720);
    const { Default } = tableStories;
    render(
      <main>
        <Default />
      </main>,
    );
    const table = await screen.findByRole('table', { name: 'Your purchases' });
    const header = within(table).getByRole('columnheader', { name: 'Store' });
    expect(visuallyHidden(header)).toBe(false);
    const store = within(table).getByRole('textbox', { name: 'Store' });
    const label = document.querySelector(`label[for="${store.id}"]`)!;
    expect(visuallyHidden(label)).toBe(true);
    expect(store.getBoundingClientRect().width).toBeGreaterThan(100);
  });

  it('on a 320px screen stacks each row with visible labels and no horizontal scrolling', async () => {
    await page.viewport(320, 640);
    const { MinimumWithErrors } = tableStories;
    render(
      <main>
        <MinimumWithErrors />
      </main>,
    );
    const table = await screen.findByRole('table', { name: 'Your purchases' });
    const store = within(table).getByRole('textbox', { name: 'Store' });
    expect(visuallyHidden(document.querySelector(`label[for="${store.id}"]`)!)).toBe(false);
    expect(noHorizontalScroll()).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('reflow at 320px', () => {
  beforeEach(() => page.viewport(320, 640));
  afterEach(() => page.viewport(1280, 720));

  it('the international address fits the screen', async () => {
    const { WithErrors } = addressStories;
    render(
      <main>
        <WithErrors />
      </main>,
    );
    await screen.findByRole('group', { name: 'Mailing address' });
    expect(noHorizontalScroll()).toBe(true);
  });

  it('the document records table fits the screen with long file names', async () => {
    const { Uploading } = recordsStories;
    render(
      <main>
        <Uploading />
      </main>,
    );
    await screen.findByRole('table', { name: 'Documents added: 3' });
    expect(noHorizontalScroll()).toBe(true);
  });
});
