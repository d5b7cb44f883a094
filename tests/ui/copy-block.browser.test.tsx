import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CopyBlock } from '@ui/copy-block';

// In Chromium, markup inserted as HTML does run: an image's onerror fires, a javascript: link
// runs when clicked. Each check below first shows that with a control (the same markup inserted
// without the copy block), then that the copy block's version does nothing.

declare global {
  interface Window {
    ran?: string[];
  }
}

/** Markup that records `who` in window.ran when any part of it runs. */
function hostile(who: string): string {
  const record = (what: string) => `(window.ran = window.ran || []).push('${who} ${what}')`;
  return [
    `<p>Claims are <strong>free</strong>.</p>`,
    `<script>${record('script')}</script>`,
    `<img src="/missing-${who}.png" onerror="${record('onerror')}" alt="">`,
    `<svg><animate onbegin="${record('svg')}" attributeName="x" dur="1s"></animate></svg>`,
    `<a href="javascript:${record('href')}">Notice ${who}</a>`,
    `<a href="https://www.example.com/" onmouseover="${record('onmouseover')}">Site ${who}</a>`,
  ].join('');
}

beforeEach(() => {
  window.ran = [];
});

describe('CopyBlock in a real browser', () => {
  it('lets nothing in hostile copy run, while the same markup inserted raw does', async () => {
    render(
      <main>
        <section aria-label="raw">
          <div dangerouslySetInnerHTML={{ __html: hostile('raw') }} />
        </section>
        <section aria-label="copy block">
          <CopyBlock html={hostile('block')} />
        </section>
      </main>,
    );
    const raw = screen.getByRole('region', { name: 'raw' });
    const block = screen.getByRole('region', { name: 'copy block' });

    await expect.poll(() => window.ran).toContain('raw onerror');
    await userEvent.click(within(raw).getByText('Notice raw'));
    await expect.poll(() => window.ran).toContain('raw href');
    await userEvent.hover(within(raw).getByText('Site raw'));
    await expect.poll(() => window.ran).toContain('raw onmouseover');

    await userEvent.click(within(block).getByText('Notice block'));
    await userEvent.hover(within(block).getByRole('link', { name: 'Site block' }));
    // A javascript: link runs on a later turn: once a second click on the raw link has run, the
    // block's link, clicked before it, has had its turn too.
    await userEvent.click(within(raw).getByText('Notice raw'));
    await expect.poll(() => window.ran?.filter((entry) => entry === 'raw href').length).toBe(2);

    expect(window.ran?.filter((entry) => entry.startsWith('block'))).toEqual([]);
    expect(within(block).getByText('free').tagName).toBe('STRONG');
    expect(within(block).getByRole('link', { name: 'Site block' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(block).getByText('Notice block')).not.toHaveAttribute('href');
    expect(block.querySelector('script, img, svg, [onerror], [onmouseover]')).toBeNull();
  });
});
