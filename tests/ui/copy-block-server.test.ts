import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeCopy, setCopySanitizingEnvironment } from '@ui/copy-block';

// Server rendering has no DOM of its own: it hands the copy block jsdom's, and the page's origin.
describe('sanitizeCopy on the server', () => {
  setCopySanitizingEnvironment(
    () => new JSDOM('').window,
    () => 'https://claims.example',
  );

  it('drops scripts, handlers and unsafe URLs', () => {
    expect(
      sanitizeCopy('<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">there</a><img src=x onerror=steal()></p>'),
    ).toBe('<p>Hi <a>there</a></p>');
  });

  it('judges links from the page’s origin and masks censored words', () => {
    expect(
      sanitizeCopy('<a href="https://elsewhere.example/">Out</a> <a href="https://claims.example/faq">FAQ</a> <em>Acme</em>', {
        censor: ['acme'],
      }),
    ).toBe(
      '<a href="https://elsewhere.example/" rel="noopener noreferrer">Out</a> <a href="https://claims.example/faq">FAQ</a> <em>****</em>',
    );
  });

  it('makes the server’s DOM when copy is first sanitized, and only once', () => {
    let made = 0;
    setCopySanitizingEnvironment(
      () => {
        made += 1;
        return new JSDOM('').window;
      },
      () => 'https://claims.example',
    );
    expect(made).toBe(0);
    expect(sanitizeCopy('<p>One</p>')).toBe('<p>One</p>');
    expect(sanitizeCopy('<p>Two<script>steal()</script></p>')).toBe('<p>Two</p>');
    expect(made).toBe(1);
  });
});
