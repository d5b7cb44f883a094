// Lists the npm packages (with deep paths such as an icon module) that browser-side code
// imports, read from the sources, so Vite can pre-bundle them all before the browser tests run.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const roots = [
  'ui',
  'themes',
  'src',
  'stories',
  'tests/setup',
  'tests/support',
  'tests/browser',
  'tests/ui',
  'tests/form-engine-react',
  '.ladle',
];
const local = /^(\.|@\/|@ui\/|@themes\/|@server\/|node:|vitest|@vitest\/)/;
const importFrom = /import\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(tsx?|mjs)$/.test(name) && !/(\.test\.ts|\.config\.ts)$/.test(name)) yield path;
  }
}

/** Bare import specifiers used by browser-side sources, sorted and de-duplicated. */
export function browserDependencies() {
  // The JSX runtimes are imported by compiled code, not by the sources.
  const found = new Set(['react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime']);
  for (const root of roots) {
    for (const file of files(root)) {
      for (const m of readFileSync(file, 'utf8').matchAll(importFrom)) {
        const spec = m[1] ?? m[2];
        if (spec && !local.test(spec) && !spec.endsWith('.css')) found.add(spec);
      }
    }
  }
  return [...found].sort();
}
