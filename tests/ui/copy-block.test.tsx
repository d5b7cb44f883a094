import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyBlock, sanitizeCopy } from '@ui/copy-block';

describe('CopyBlock', () => {
  it('keeps paragraphs, inline formatting and links', () => {
    render(<CopyBlock html={'<p>Read the <strong>notice</strong> and the <a href="/faq">FAQ</a>.</p><p><em>Second</em> paragraph.</p>'} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('notice').tagName).toBe('STRONG');
    expect(screen.getByText('Second').tagName).toBe('EM');
    expect(screen.getByText(/paragraph\./).tagName).toBe('P');
  });

  it('strips scripts and event handlers', () => {
    const { container } = render(
      <CopyBlock html={'<p>Safe<img src="x" onerror="alert(1)"><span onclick="alert(2)">text</span></p><script>alert(3)</script>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|alert/);
    expect(screen.getByText('text')).toBeInTheDocument();
  });

  it('drops javascript: links', () => {
    render(<CopyBlock html={'<a href="javascript:alert(1)">Click</a>'} />);
    expect(screen.getByText('Click')).not.toHaveAttribute('href');
  });

  it('marks links to other origins and new tabs noopener noreferrer', () => {
    render(
      <CopyBlock
        html={
          '<a href="https://elsewhere.example/">Other site</a> <a href="/contact">Contact</a> <a href="/docs" target="_blank">Docs</a> <a href="/x" target="top">X</a>'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Other site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'X' })).not.toHaveAttribute('target');
  });

  it('masks censored words as whole words, case-insensitively, without touching markup', () => {
    render(<CopyBlock html={'<p>Acme Corp and <strong>ACME corp</strong> but not Acme Corporation.</p>'} censor={['acme corp']} />);
    const paragraph = screen.getByText(/and/);
    expect(paragraph).toHaveTextContent('********* and ********* but not Acme Corporation.');
    expect(paragraph.querySelector('strong')).toHaveTextContent('*********');
  });

  it('does not censor inside attributes', () => {
    expect(sanitizeCopy('<a href="/secret" title="secret">Open</a>', { censor: ['secret'], origin: 'https://site.example' })).toBe(
      '<a href="/secret" title="secret">Open</a>',
    );
  });

  it('takes a custom mask', () => {
    expect(sanitizeCopy('<p>Call Jane today</p>', { censor: ['Jane'], mask: () => '[redacted]' })).toBe('<p>Call [redacted] today</p>');
  });
});
