import { execSync } from 'node:child_process';

/** Builds the app once before the end-to-end tests, as `npm start` would. */
export default function setup(): void {
  execSync('npm run build', { stdio: 'inherit' });
}
