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
    <script type="application/json" id="startup-chunks">{"router":["/assets/router-R.js","/assets/react-DEF.js","/assets/form-F.js","/assets/index-ABC.js"],"layouts":{"Layout":["/assets/layout-L.js","/assets/form-F.js","/assets/menu-M.js"],"LayoutFtc":["/assets/layout-ftc-T.js"]}}</script>
  </head>
  <body><div id="root"><h1>Tell us about yourself</h1></div></body>
</html>`;

describe('loadScriptsAfterPaint', () => {
  it('reads the entry script and the module preloads of the built page', () => {
    expect(pageScripts(built)).toEqual({
      entry: '/assets/index-ABC.js',
      preloads: ['/assets/react-DEF.js', '/assets/i18n-GHI.js'],
      startup: {
        router: ['/assets/router-R.js', '/assets/react-DEF.js', '/assets/form-F.js', '/assets/index-ABC.js'],
        layouts: { Layout: ['/assets/layout-L.js', '/assets/form-F.js', '/assets/menu-M.js'], LayoutFtc: ['/assets/layout-ftc-T.js'] },
      },
    });
  });

  it('takes the script tags out of the page and hands them to one inline loader carrying the nonce', () => {
    const page = loadScriptsAfterPaint(built, 'n0nce');
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"|startup-chunks/);
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

  /** What the page's loader adds to the page, in order, run as in a tab in the background (which
   *  adds everything at once), with each task it schedules run after the one before. */
  function added(page: string): Record<string, string>[] {
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(page)![1]!;
    const elements: Record<string, string>[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => elements.push({ ...element }) },
      addEventListener: () => undefined,
    };
    const setTimeout = (task: () => void) =>
      tasks.push(() => {
        elements.push({ task: 'next' });
        task();
      });
    new Function('document', 'window', 'addEventListener', 'setTimeout', loader)(document, {}, () => undefined, setTimeout);
    while (tasks.length > 0) tasks.shift()!();
    return elements;
  }

  it("preloads the page's data before its scripts, as the app's own fetch asks for it", () => {
    expect(added(loadScriptsAfterPaint(built, 'n0nce', ['/_page-state/forms-config?v=abc']))).toEqual([
      { rel: 'preload', href: '/_page-state/forms-config?v=abc', as: 'fetch', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/react-DEF.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/i18n-GHI.js', crossOrigin: '' },
      // The router's chunks the page does not load already, in a task of their own, then the entry.
      { task: 'next' },
      { rel: 'modulepreload', href: '/assets/router-R.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/form-F.js', crossOrigin: '' },
      { type: 'module', src: '/assets/index-ABC.js', crossOrigin: '' },
    ]);
  });

  it("preloads the chunks of the router and of the theme's layout four a task, then adds the entry", () => {
    const modules = (page: string) => added(page).map((element) => element.href ?? element.src ?? element.task);
    expect(modules(loadScriptsAfterPaint(built, 'n0nce', [], 'Layout'))).toEqual([
      '/assets/react-DEF.js',
      '/assets/i18n-GHI.js',
      'next',
      '/assets/router-R.js',
      '/assets/form-F.js',
      '/assets/layout-L.js',
      '/assets/menu-M.js',
      '/assets/index-ABC.js',
    ]);
    // Another theme's layout is not fetched; a layout the build did not list adds none.
    expect(modules(loadScriptsAfterPaint(built, 'n0nce', [], 'LayoutFtc')).slice(2)).toEqual([
      'next',
      '/assets/router-R.js',
      '/assets/form-F.js',
      '/assets/layout-ftc-T.js',
      '/assets/index-ABC.js',
    ]);
    expect(modules(loadScriptsAfterPaint(built, 'n0nce', [], 'LayoutKontent')).slice(2)).toEqual([
      'next',
      '/assets/router-R.js',
      '/assets/form-F.js',
      '/assets/index-ABC.js',
    ]);
    // Five or more go in tasks of four.
    const many = built.replace('"/assets/layout-L.js"', '"/assets/layout-L.js","/assets/a.js","/assets/b.js","/assets/c.js"');
    expect(modules(loadScriptsAfterPaint(many, 'n0nce', [], 'Layout')).slice(2)).toEqual([
      'next',
      '/assets/router-R.js',
      '/assets/form-F.js',
      '/assets/layout-L.js',
      '/assets/a.js',
      'next',
      '/assets/b.js',
      '/assets/c.js',
      '/assets/menu-M.js',
      '/assets/index-ABC.js',
    ]);
  });

  it('preloads no start-up chunk for a build that lists none', () => {
    const unlisted = built.replace(/\s*<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(pageScripts(unlisted).startup).toBeNull();
    expect(added(loadScriptsAfterPaint(unlisted, 'n0nce', [], 'Layout')).map((element) => element.href ?? element.src)).toEqual([
      '/assets/react-DEF.js',
      '/assets/i18n-GHI.js',
      '/assets/index-ABC.js',
    ]);
  });

  it('escapes "<" in addresses, so none can end the inline script', () => {
    const hostile = built.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react-DEF.js">',
      '<link rel="modulepreload" crossorigin href="/assets/</script><script>alert(1)</script>.js">',
    );
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
