import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { applyBrand } from '../../stories/support/brand';
import { Select } from '@ui/select';
import { TextArea } from '@ui/textarea';
import { TextInput } from '@ui/text-input';

function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

// The narrowest phone the brief asks for (WCAG 1.4.10 reflow: 320 CSS pixels).
beforeAll(() => page.viewport(320, 640));
beforeEach(() => applyBrand('ftc-7'));

describe('Text fields at 320 pixels wide', () => {
  it('keep every width variant inside the screen, with no sideways scrolling', () => {
    render(
      <main>
        <TextInput label="A long label that has to wrap on a narrow phone screen" hint="And a hint that wraps too" />
        <TextInput label="Thirty" fieldWidth="30" />
        <TextInput label="Ten" fieldWidth="10" />
        <Select label="State" options={[{ value: 'AE', label: 'Armed Forces Europe, the Middle East, Africa and Canada' }]} />
        <TextArea label="Details" />
      </main>,
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    for (const control of [...screen.getAllByRole('textbox'), screen.getByRole('combobox')]) {
      expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    }
  });

  it('give narrow variants a narrower box than full width', () => {
    render(
      <>
        <TextInput label="Full" />
        <TextInput label="Five" fieldWidth="5" />
      </>,
    );
    const full = screen.getByRole('textbox', { name: 'Full' }).getBoundingClientRect().width;
    const five = screen.getByRole('textbox', { name: 'Five' }).getBoundingClientRect().width;
    expect(five).toBeLessThan(full / 2);
  });

  it('are at least 40 pixels tall and turn their border to the danger colour when invalid', () => {
    render(<TextInput label="Email" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    expect(getComputedStyle(input).borderTopColor).toBe(tokenColour('danger'));
  });

  it('show the focus outline in the theme focus colour', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Email" />);
    await user.tab();
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Email' }));
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineColor).toBe(tokenColour('focus'));
  });
});
