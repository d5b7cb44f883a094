import { expect, test } from 'vitest';

test('a failing assertion in the node project fails the run', () => {
  expect(1 + 1).toBe(3);
});
