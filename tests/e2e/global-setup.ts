import { execSync } from 'node:child_process';

/** Builds the app once before the end-to-end tests, as `npm start` would. Vitest sets
 *  NODE_ENV=test, which would make Vite bundle React's development build; the tests must meet
 *  the production bundle claimants get. */
export default function setup(): void {
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
