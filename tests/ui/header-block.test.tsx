import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderBlock, type HeaderStyleTag } from '@ui/header-block';

describe('HeaderBlock', () => {
  it.each([1, 2, 3, 4, 5, 6])('renders a heading of level %i from its style tag', (level) => {
    render(<HeaderBlock styleTag={`h${level}` as HeaderStyleTag}>Your purchase</HeaderBlock>);
    expect(screen.getByRole('heading', { level, name: 'Your purchase' })).toBeInTheDocument();
  });

  it.each([undefined, '', 'div', 'h7', 'H2'])('throws a developer error without a style tag (%s)', (styleTag) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<HeaderBlock styleTag={styleTag as HeaderStyleTag}>Your purchase</HeaderBlock>)).toThrow(
      'The header block needs a style tag: one of h1, h2, h3, h4, h5 or h6.',
    );
    vi.restoreAllMocks();
  });
});
