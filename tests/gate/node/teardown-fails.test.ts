import { afterAll, expect, test } from 'vitest';

afterAll(() => {
  throw new Error('a teardown hook that throws fails the run');
});

test('a test that passes before its teardown fails', () => {
  expect(true).toBe(true);
});
