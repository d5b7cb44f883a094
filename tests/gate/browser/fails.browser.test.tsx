import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

test('a failing query in the browser project fails the run', () => {
  render(<button type="button">Continue</button>);
  expect(screen.getByRole('button').textContent).toBe('Submit');
});
