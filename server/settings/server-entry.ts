// The shape of the built server entry (dist/server/entry-server.js, from src/entry-server.tsx)
// that pages are rendered with. It sits with the settings because one of them, serverEntry, hands
// tests' own entry to the renderer in place of the build's.
import type { PageRequest } from '../../src/contract/page-request';

/** The result of rendering one page (see src/entry-server.tsx). */
type RenderResult = { kind: 'response'; response: Response } | { kind: 'fallback'; reason: string };

/** What the built server entry exports. */
export interface ServerEntry {
  render(input: {
    page: PageRequest;
    template: string;
    nonce: string;
    themeSetting: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderResult>;
  /** The data of a page-state address as JSON with its version (src/lib/api/shared-state.ts);
   *  an entry without it renders pages that carry all their state. */
  pageState?(input: {
    path: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ json: string; version: string } | null>;
}
