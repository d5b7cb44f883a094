import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { startupChunks } from './scripts/startup-chunks-plugin.ts';
import { layoutFiles } from './src/layouts/layout-files.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Path aliases shared by the app build, the tests and Ladle. */
export const alias = {
  '@/': dir('./src/'),
  '@ui/': dir('./ui/'),
  '@themes/': dir('./themes/'),
  '@server/': dir('./server/'),
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes a brotli (.br) and a gzip (.gz) copy beside every built script and stylesheet, at the
 *  strongest settings, so a server can send them compressed without compressing per request.
 *  It runs once the bundle is written (closeBundle), outside the bundler's own plugin timings. */
function precompressAssets(): Plugin {
  let assetsDir = '';
  const written = new Set<string>();
  return {
    name: 'claims-site:precompress-assets',
    apply: 'build',
    configResolved(config) {
      // The server build's modules are read from disk by the server, never sent.
      assetsDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) written.add(name.split('/').pop()!);
    },
    async closeBundle(error) {
      if (error || !assetsDir) return;
      // Only this build's files: the desk's build writes into the same folder as the app's.
      // .mjs: pdf.js's worker, which the desk's build copies as it is (1.2 MB before compression).
      const files = (await readdir(assetsDir)).filter((name) => /\.(?:m?js|css)$/.test(name) && written.has(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(assetsDir, name);
          const bytes = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/** In `npm run dev`, the desk's addresses (/admin, /admin/...) get its page, as the server gives it. */
function deskPagesInDevelopment(): Plugin {
  return {
    name: 'claims-site:desk-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/admin(?:[/?#]|$)/.test(request.url)) request.url = '/admin.html';
        next();
      });
    },
  };
}

/** `vite build --mode desk`: the administrator's desk (admin.html, src/desk), a build of its own
 *  into the same dist/ so that no chunk of it is shared with the claimant's pages, whose first
 *  load stays exactly what it was. */
const deskBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  sourcemap: true,
  target: 'es2022',
  rolldownOptions: {
    input: dir('./admin.html'),
    // As in the app's build: the contract's unused zod schemas (and with them zod) drop out.
    treeshake: { manualPureFunctions: ['z'], moduleSideEffects: (id: string) => !id.includes('/src/contract/') },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    precompressAssets(),
    startupChunks({ router: 'src/router.tsx', layouts: layoutFiles }),
    deskPagesInDevelopment(),
  ],
  resolve: { alias },
  server: {
    // The reference server answers /api in development too (npm run dev starts both).
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  },
  build:
    mode === 'desk'
      ? deskBuild
      : {
          outDir: 'dist',
          sourcemap: true,
          target: 'es2022',
          rolldownOptions: {
            // The contract builds its zod schemas at module level. Calls of `z` only build schema
            // objects, so an unused schema can be dropped, and with it zod, from chunks that only need
            // the contract's plain constants (form types, copy keys, endpoints).
            treeshake: { manualPureFunctions: ['z'], moduleSideEffects: (id: string) => !id.includes('/src/contract/') },
            // The server's build is one file: the server loads it under a versioned address (so a
            // rebuilt one is loaded afresh), and a split chunk importing back from the entry by its
            // plain name would get a second copy of the entry, with module state of its own.
            ...(isSsrBuild
              ? { output: { codeSplitting: false } }
              : {
                  output: {
                    codeSplitting: {
                      // Small app modules the first page and most lazy chunks both import (the store
                      // helper, the copy catalogue and its keys, the form type names, the date reader)
                      // would otherwise each get a chunk of their own; one chunk saves a request at
                      // start-up and compresses better. Only modules every page's start loads anyway
                      // belong here: the entry's, and the router's (the entry imports the router on
                      // every page). The router's small ones (the contract's page, widget and field
                      // tables, the form reset hook, the store selector, get-nonce: 0.1 to 0.7 kB
                      // each) had 8 chunks of their own, each a module preload the router's import
                      // appends: at a 4x CPU slowdown those appends made that import a long task.
                      groups: [
                        {
                          name: 'shared',
                          test: /[\\/]src[\\/](lib[\\/]store|engine[\\/]date-format|contract[\\/](copy-keys|copy-catalogue|form-type-names|camel-case-key|form-pages|widgets|field-kinds|field-roles))\.ts$|[\\/]node_modules[\\/](react-i18next|get-nonce|use-sync-external-store|@tanstack[\\/]react-store)[\\/]/,
                        },
                      ],
                    },
                  },
                }),
          },
        },
}));
