// Writes into the built index.html the chunks every server-rendered page loads as it starts: the
// router's, with everything it imports, and each theme layout's. The browser would otherwise learn
// of them only once the entry script has downloaded and run, and then fetch them, a round trip
// later (two for the layout); the server's page hands them to its inline loader instead, which
// preloads them with the entry (src/features/startup/scripts-after-paint.ts). They are
// written as a JSON data block, which no browser acts on: the plain page, served when the server
// does not render, loads them as before.
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { STARTUP_CHUNKS_ELEMENT_ID, type StartupChunks } from '../src/features/startup/scripts-after-paint.ts';

/** Where the start-up code begins: module files from the project folder. */
interface StartupSources {
  readonly router: string;
  readonly layouts: Readonly<Record<string, string>>;
}

export function startupChunks(sources: StartupSources): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'claims-site:startup-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The claimant's page only (the desk's build has a page of its own), once it is bundled.
        if (!context.bundle || !/(^|[\\/])index\.html$/.test(context.filename)) return html;
        const chunks = Object.values(context.bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (source: string): string[] => {
          const id = resolve(root, source).replace(/\\/g, '/');
          const start = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/') === id);
          if (!start) throw new Error(`No chunk of the build starts at ${source}: is it still imported with import()?`);
          const files: string[] = [];
          const visit = (chunk: Rolldown.OutputChunk | undefined) => {
            if (!chunk || files.includes(base + chunk.fileName)) return;
            files.push(base + chunk.fileName);
            for (const file of chunk.imports) visit(byFile.get(file));
          };
          visit(start);
          return files;
        };
        const list: StartupChunks = {
          router: withImports(sources.router),
          layouts: Object.fromEntries(Object.entries(sources.layouts).map(([name, source]) => [name, withImports(source)])),
        };
        // JSON inside a script element: "<" is escaped so no file name could end the element.
        const json = JSON.stringify(list).replace(/</g, '\\u003c');
        return html.replace(
          /<\/head>/i,
          () => `  <script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">${json}</script>\n  </head>`,
        );
      },
    },
  };
}
