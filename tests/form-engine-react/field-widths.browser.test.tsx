import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';

// A text box is as wide as the answer it takes (its mask's length, else its maxLength rule), so at
// 1280 px a middle initial, a ZIP code and a phone number are not stretched across the column;
// an answer of no known length keeps the full width, and nothing scrolls sideways at 320 px.

afterEach(async () => {
  await page.viewport(1280, 720);
});

const widthOf = (name: string) => screen.getByRole('textbox', { name }).getBoundingClientRect().width;

describe('text box widths', () => {
  it('follow the length of the answer at 1280 px and fit the column at 320 px', async () => {
    document.documentElement.dataset.brand = 'jnd-7';
    await page.viewport(1280, 720);
    await renderModel(
      modelConfig([
        { key: 'initial', widget: 'text', label: 'Middle initial', validations: [{ type: 'maxLength', max: 1 }] },
        { key: 'zip', widget: 'text', label: 'ZIP code', maskName: 'usZip' },
        { key: 'phone', widget: 'text', label: 'Phone number', maskName: 'usPhone' },
        { key: 'street', widget: 'text', label: 'Street', validations: [{ type: 'maxLength', max: 100 }] },
        { key: 'notes', widget: 'text', label: 'Notes' },
      ]),
    );
    const column = screen.getByRole('textbox', { name: 'Notes' }).parentElement!.getBoundingClientRect().width;
    expect(widthOf('Notes')).toBe(column);
    expect(widthOf('Street')).toBe(column);
    expect(widthOf('Middle initial')).toBeLessThan(widthOf('ZIP code'));
    expect(widthOf('ZIP code')).toBeLessThan(widthOf('Phone number'));
    expect(widthOf('Phone number')).toBeLessThan(column / 2);
    // The boxes still show their whole answer.
    for (const [name, answer] of [
      ['Middle initial', 'W'],
      ['ZIP code', '945019999'],
      ['Phone number', '8885550187'],
    ] as const) {
      const box = screen.getByRole('textbox', { name }) as HTMLInputElement;
      await userEvent.type(box, answer);
      expect(box.value.length).toBeGreaterThan(0);
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(888) 555-0187');

    await page.viewport(320, 640);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });
});
