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

/** How Node runs a test server from the bundle: stack traces name the sources, and PGlite's
 *  WebAssembly (its PostgreSQL) is compiled function by function as first called, by V8's
 *  baseline compiler only. By default V8 compiles the whole module at start and then optimizes what
 *  runs often, on other threads: that pays off in a server that runs for days, not in one that
 *  serves a test file for a minute. On a quiet 2-core machine the servers of two end-to-end files
 *  of claims and faults (case-file, network-faults) used 48.7 s of CPU instead of 65.4, and those
 *  of two files of page journeys (wizard-standard, ssr) 29.3 s instead of 37.1. The SQL and its
 *  results are the same; `npm start` keeps V8's defaults. */
export const bundledServerFlags = ['--enable-source-maps', '--wasm-lazy-compilation', '--liftoff-only'];

/** Compiles the server's two commands, server/main.ts (`npm start`) and server/cli.ts
 *  (`npm run admin`), with what they import from the project, into ES modules in `outdir`:
 *  main.mjs, cli.mjs and the chunks they share. Packages stay imports from node_modules, so the
 *  folder must sit inside the project.
 *
 *  The end-to-end files start dozens of servers, and the server tests run servers and the admin
 *  command in processes of their own. `npm start` and `npm run admin` run the sources through
 *  tsx, whose loader compiles and resolves each of the server's few hundred modules on every
 *  start. On a quiet 2-core machine a server start took about 11 s of CPU that way against 6.8 s
 *  from this bundle, and the admin command's usage 2 s against 0.45 s. The code is the same;
 *  esbuild compiles it in both cases. Tests of the commands as operators type them (tsx) run
 *  the sources. */
export async function bundleServer(outdir: string): Promise<void> {
  await build({
    entryPoints: ['server/main.ts', 'server/cli.ts'],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl],
  });
}
