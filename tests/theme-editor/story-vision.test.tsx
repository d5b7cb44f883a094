import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandFrame } from '../../stories/support/brand';

// Every story in Ladle can be seen as a colour-vision view sees it: a picker beside the theme's,
// kept in the address so a link (or a preview without the picker) opens the same view.

afterEach(() => globalThis.history.replaceState(null, '', '/'));

/** The filter the story is drawn through, as the SVG matrix it names; null when none. */
function storyFilter(): string | null {
  const wrapper = screen.getByText('A story').parentElement!;
  const id = /^url\("?#(.+?)"?\)$/.exec(wrapper.style.filter)?.[1];
  return id ? (document.getElementById(id)?.querySelector('feColorMatrix')?.getAttribute('values') ?? 'missing') : null;
}

describe('the colour-vision picker of every story', () => {
  it('draws the story through the chosen view and keeps it in the address', async () => {
    const user = userEvent.setup();
    render(
      <BrandFrame showPicker>
        <p>A story</p>
      </BrandFrame>,
    );
    expect(storyFilter()).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour vision' }), 'Deuteranopia (no green cones)');
    expect(storyFilter()).toMatch(/^0\.367322 0\.860646 /);
    expect(new URLSearchParams(globalThis.location.search).get('vision')).toBe('deuteranopia');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour vision' }), 'Typical colour vision');
    expect(storyFilter()).toBeNull();
    expect(globalThis.location.search).not.toContain('vision');
  });

  it('opens a link’s view with no picker shown, and ignores an unknown one', () => {
    globalThis.history.replaceState(null, '', '/?vision=achromatopsia');
    const { unmount } = render(
      <BrandFrame showPicker={false}>
        <p>A story</p>
      </BrandFrame>,
    );
    expect(storyFilter()).toMatch(/^0\.2126 0\.7152 0\.0722 0 0 {2}0\.2126/);
    unmount();
    globalThis.history.replaceState(null, '', '/?vision=sepia');
    render(
      <BrandFrame showPicker={false}>
        <p>A story</p>
      </BrandFrame>,
    );
    expect(storyFilter()).toBeNull();
  });
});
