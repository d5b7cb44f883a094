// A page rendered by the app's server entry (as the page route does, without its cache), its
// API calls answered in-process by a test server's app: for tests that render many pages of a
// package without HTTP between them.
import { readFileSync } from 'node:fs';
import { render } from '@/entry-server';
import { pageRequestOf } from '@/contract/page-request';
import { renderIndex } from '@server/http/routes/static';
import type { TestServer } from './server';

const indexHtml = readFileSync('index.html', 'utf8');

/** Renders `path` with the default theme; the entry's result, page or reason it fell back. */
export function renderWithEntry(server: TestServer, path: string): ReturnType<typeof render> {
  const nonce = 'nonce-entry-render';
  return render({
    page: pageRequestOf(new Request(`http://127.0.0.1${path}`)),
    template: renderIndex(indexHtml, 'jnd-7', 'jnd-7-0-default', nonce, {}),
    nonce,
    themeSetting: 'jnd-7-0-default',
    fetchApi: async (apiPath, init) => server.app.request(apiPath, init),
  });
}
