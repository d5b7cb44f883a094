// Bundle benchmark: builds the app and prints the gzip size of the JavaScript the first page
// loads (the entry script and its modulepreloads in dist/index.html) and of all JavaScript.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstPage = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const firstPageBytes = firstPage.reduce((sum, f) => sum + gz(f), 0);
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allBytes = all.reduce((sum, f) => sum + gz(join('assets', f)), 0);
const css = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
const cssBytes = css.reduce((sum, f) => sum + gz(join('assets', f)), 0);

console.log('bundle');
console.log(`  first-page JavaScript (gzip): ${kB(firstPageBytes)} in ${firstPage.length} file(s)  target < 150 kB`);
console.log(`  all JavaScript (gzip):        ${kB(allBytes)} in ${all.length} file(s)`);
console.log(`  CSS (gzip):                   ${kB(cssBytes)}`);
