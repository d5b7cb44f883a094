import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs, Field, Fieldset, uniqueErrors } from '@ui/field';

describe('Field', () => {
  it('labels its control and describes it with hint then error', () => {
    render(
      <Field id="zip" label="ZIP code" hint="5 or 9 digits" error="Enter a valid ZIP code" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('id', 'zip');
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint zip-error');
    expect(input).toHaveAccessibleDescription('5 or 9 digits Error: Enter a valid ZIP code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('generates an id when none is given and sets no ARIA state it does not need', () => {
    render(<Field label="City">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.id).toMatch(/^field-/);
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
  });
});

describe('Fieldset', () => {
  it('is a group named by its legend and described by its hint and error', () => {
    render(
      <Fieldset id="name" legend="Your name" hint="As on your ID" error="Value is required">
        {() => <input aria-label="First name" />}
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Your name' });
    expect(group).toHaveAccessibleDescription('As on your ID Error: Value is required');
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('carries required and invalid state as a radiogroup', () => {
    render(
      <Fieldset legend="Payment" role="radiogroup" required error="Value is required">
        {() => <input type="radio" aria-label="Check" />}
      </Fieldset>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('uniqueErrors', () => {
  it('drops blanks and repeats and keeps the order', () => {
    expect(uniqueErrors(['b', 'a', 'b', ' ', 'c'])).toEqual(['b', 'a', 'c']);
    expect(uniqueErrors('Value is required')).toEqual(['Value is required']);
    expect(uniqueErrors(null)).toEqual([]);
  });
});

describe('composeRefs', () => {
  it('sets object refs and calls callback refs, and clears both on cleanup', () => {
    const objectRef = createRef<HTMLInputElement>();
    const callback = vi.fn();
    const node = document.createElement('input');
    const cleanup = composeRefs(objectRef, callback, undefined)(node);
    expect(objectRef.current).toBe(node);
    expect(callback).toHaveBeenCalledWith(node);
    (cleanup as () => void)();
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('runs a callback ref cleanup instead of calling it with null', () => {
    const inner = vi.fn();
    const callback = vi.fn(() => inner);
    const cleanup = composeRefs<HTMLInputElement>(callback)(document.createElement('input'));
    (cleanup as () => void)();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
