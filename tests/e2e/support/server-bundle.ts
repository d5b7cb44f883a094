import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The server finds some files beside its own sources (the demo package, the themes' CSS, the
 *  test captcha), as `new URL('../../…', import.meta.url)`. In a bundle every module would share
 *  the bundle's address, so each module keeps the address of its source file instead. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Compiles server/main.ts and what it imports from the project into one ES module at
 *  `outfile` (packages stay imports from node_modules, so it must sit inside the project).
 *
 *  The end-to-end files start dozens of servers. `npm start` runs the sources through tsx, whose
 *  loader compiles and resolves each of the server's few hundred modules on every start. On a
 *  quiet 2-core machine a start took about 11 s of CPU that way against 6.8 s from this bundle. The code
 *  is the same; esbuild compiles it in both cases. The server tests run the sources themselves. */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
}
