import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, pageScripts } from '@/features/startup/scripts-after-paint';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Claims site</title>
    <script type="module" crossorigin src="/assets/index-ABC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-DEF.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-GHI.js">
    <link rel="stylesheet" crossorigin href="/assets/index-JKL.css">
  </head>
  <body><div id="root"><h1>Tell us about yourself</h1></div></body>
</html>`;

describe('loadScriptsAfterPaint', () => {
  it('reads the entry script and the module preloads of the built page', () => {
    expect(pageScripts(built)).toEqual({ entry: '/assets/index-ABC.js', preloads: ['/assets/react-DEF.js', '/assets/i18n-GHI.js'] });
  });

  it('takes the script tags out of the page and hands them to one inline loader carrying the nonce', () => {
    const page = loadScriptsAfterPaint(built, 'n0nce');
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The stylesheet and the page stay as they were.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-JKL.css">');
    expect(page).toContain('<h1>Tell us about yourself</h1>');
    const inline = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(inline[0]![1]).toBe(' nonce="n0nce"');
    expect(inline[0]![2]).toContain('"entry":"/assets/index-ABC.js"');
    expect(inline[0]![2]).toContain('"preloads":["/assets/react-DEF.js","/assets/i18n-GHI.js"]');
    // The loader is valid JavaScript.
    expect(() => new Function(inline[0]![2]!)).not.toThrow();
  });

  it("preloads the page's data before its scripts, as the app's own fetch asks for it", () => {
    const page = loadScriptsAfterPaint(built, 'n0nce', ['/_page-state/forms-config?v=abc']);
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(page)![1]!;
    // A tab in the background adds everything at once: run the loader there and see what it adds.
    const added: Record<string, string>[] = [];
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
      addEventListener: () => undefined,
    };
    new Function('document', 'window', 'addEventListener', loader)(document, {}, () => undefined);
    expect(added).toEqual([
      { rel: 'preload', href: '/_page-state/forms-config?v=abc', as: 'fetch', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/react-DEF.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/i18n-GHI.js', crossOrigin: '' },
      { type: 'module', src: '/assets/index-ABC.js', crossOrigin: '' },
    ]);
  });

  it('escapes "<" in addresses, so none can end the inline script', () => {
    const hostile = built.replace('/assets/react-DEF.js', '/assets/</script><script>alert(1)</script>.js');
    const page = loadScriptsAfterPaint(hostile, 'n0nce');
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<script\b/g)).toHaveLength(1);
  });

  it('leaves a page without an entry script alone, and refuses a page with two', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(loadScriptsAfterPaint(plain, 'n0nce')).toBe(plain);
    const twice = built.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>');
    expect(() => pageScripts(twice)).toThrow('The built page has 2 entry scripts; expected one.');
  });
});
