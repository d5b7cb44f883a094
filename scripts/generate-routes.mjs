// Writes src/routeTree.gen.ts from the route files under src/routes (settings in tsr.config.json),
// as TanStack Router's `tsr generate` does. Its command-line tool loads the generator's CommonJS
// build, which warns on every run about a circular require inside the library; the generator's ES
// module build does the same work without it, so a build's, lint's or test run's log stays clean.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
try {
  await new Generator({ config: getConfig({}, root), root }).run();
} catch (error) {
  console.error('The route tree could not be generated (settings in tsr.config.json, routes under src/routes):', error);
  process.exit(1);
}
