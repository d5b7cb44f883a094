// Bundle benchmark: builds the app and prints the gzip size of the entry JavaScript (the scripts
// and modulepreloads in index.html, which start-up needs before it can do anything) and of all
// JavaScript. The entry fetches the router, the page's code and the layout while the start-up
// calls run; the total a page loads is measured by bench-lighthouse.mjs from the browser's own
// network log. `--no-build` measures the last build.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { libraryCosts, printLibraryCosts } from './bundle-libraries.mjs';

// Its own build folder: tests and `npm start` rebuild dist/ while this runs.
const dist = join('.tmp', 'bench-bundle-dist');
if (!process.argv.includes('--no-build')) {
  // Vitest or a shell may leave NODE_ENV=test, which would bundle React's development build.
  execSync(`"${process.execPath}" node_modules/vite/bin/vite.js build --logLevel error --emptyOutDir --outDir ${dist}`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const br = (file) => brotliCompressSync(readFileSync(join(dist, file))).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);

const assets = readdirSync(join(dist, 'assets'));
const all = assets.filter((f) => f.endsWith('.js')).map((f) => join('assets', f));
const css = assets.filter((f) => f.endsWith('.css')).map((f) => join('assets', f));

console.log('bundle');
console.log(`  entry JavaScript (gzip):  ${kB(sum(entry, gz))} in ${entry.length} file(s), brotli ${kB(sum(entry, br))}`);
console.log(`  all JavaScript (gzip):    ${kB(sum(all, gz))} in ${all.length} file(s)`);
console.log(`  CSS (gzip):               ${kB(sum(css, gz))}`);
console.log('  entry JavaScript by library (gzip, estimated from the source maps):');
printLibraryCosts(libraryCosts(entry.map((file) => join(dist, file))));
console.log('  (the JavaScript a page loads in all, and its cost by library, is measured by the Lighthouse benchmark)');
