import { beforeAll, expect, test } from 'vitest';

beforeAll(() => {
  throw new Error('a setup hook that throws fails the run');
});

test('a test whose setup failed', () => {
  expect(true).toBe(true);
});
