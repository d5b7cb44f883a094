import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { Select } from '@ui/select';
import { TextInput } from '@ui/text-input';
import { TextArea } from '@ui/textarea';
import { applyBrand } from '../../stories/support/brand';

// In forced colours every border takes the same system colour: an invalid field must still look
// different from a valid one (WCAG 1.4.1, 1.4.11).

async function forcedColors(active: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
}

beforeEach(() => applyBrand('jnd-7'));
afterEach(() => forcedColors(false));

const look = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { style: style.borderTopStyle, width: style.borderTopWidth, colour: style.borderTopColor };
};

describe('an invalid field in forced colours', () => {
  it('looks different from a valid one: text input, select and text area', async () => {
    render(
      <>
        <TextInput label="Valid name" />
        <TextInput label="Invalid name" error={['Enter your name']} />
        <Select label="Valid state" options={[{ value: 'CA', label: 'California' }]} />
        <Select label="Invalid state" options={[{ value: 'CA', label: 'California' }]} error={['Choose a state']} />
        <TextArea label="Valid reason" />
        <TextArea label="Invalid reason" error={['Give a reason']} />
      </>,
    );
    await forcedColors(true);
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const pairs = [
      [screen.getByRole('textbox', { name: 'Valid name' }), screen.getByRole('textbox', { name: 'Invalid name' })],
      [screen.getByRole('combobox', { name: 'Valid state' }), screen.getByRole('combobox', { name: 'Invalid state' })],
      [screen.getByRole('textbox', { name: 'Valid reason' }), screen.getByRole('textbox', { name: 'Invalid reason' })],
    ];
    for (const [valid, invalid] of pairs) {
      expect(invalid).toHaveAttribute('aria-invalid', 'true');
      // The colours are the system's and the same; the shape of the border is not.
      expect(look(invalid!)).not.toEqual(look(valid!));
      expect(look(invalid!).style).toBe('dashed');
    }
  });
});
