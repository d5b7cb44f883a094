import { expect, test } from 'vitest';

test('a failing assertion in the e2e project fails the run', () => {
  expect(process.env.DIST_DIR).toBe('not the build folder');
});
