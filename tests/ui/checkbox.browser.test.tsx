import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, userEvent as realUser } from 'vitest/browser';
import { applyBrand } from '../../stories/support/brand';
import { Checkbox } from '@ui/checkbox';
import { RadioGroup } from '@ui/radio-group';

// What jsdom cannot show: sizes, painted colours, focus outlines and forced-colors mode.

/** The computed colour of a token, in the same rgb() form getComputedStyle reports. */
function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

async function forcedColors(active: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
}

beforeEach(() => applyBrand('jnd-7'));
afterEach(() => forcedColors(false));

describe('Checkbox in a real browser', () => {
  it('offers at least a 24 by 24 pixel target and fills with the primary colour when checked', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    const rect = box.getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
    expect(getComputedStyle(box).backgroundColor).not.toBe(tokenColour('primary'));

    await user.click(box);
    expect(getComputedStyle(box).backgroundColor).toBe(tokenColour('primary'));
    const tick = box.parentElement?.querySelector('svg');
    expect(tick && getComputedStyle(tick).opacity).toBe('1');
  });

  it('toggles on a real Enter key press without submitting its form', async () => {
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <Checkbox label="I agree" />
        <button type="submit">Send</button>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    box.focus();
    // Browser-level key presses: the browser's own implicit submission would run on these.
    await realUser.keyboard('{Enter}');
    expect(box).toBeChecked();
    await realUser.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(submitted).toBe(0);
  });

  it('draws its border in the danger colour when invalid', () => {
    render(<Checkbox label="I agree" error="You must agree" />);
    expect(getComputedStyle(screen.getByRole('checkbox')).borderTopColor).toBe(tokenColour('danger'));
  });

  it('shows a focus outline in the focus colour when reached with Tab', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I agree" />);
    await user.tab();
    const style = getComputedStyle(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(style.outlineStyle).toBe('solid');
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).toBe(tokenColour('focus'));
  });

  it('returns to the system checkbox in forced-colors mode, where custom fills vanish', async () => {
    render(<Checkbox label="I agree" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(getComputedStyle(box).appearance).toBe('none');
    await forcedColors(true);
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    expect(getComputedStyle(box).appearance).toBe('auto');
    const tick = box.parentElement?.querySelector('svg');
    expect(tick && getComputedStyle(tick).display).toBe('none');
  });
});

describe('Radio in a real browser', () => {
  const options = [
    { value: 'a', label: 'Check by mail' },
    { value: 'b', label: 'PayPal' },
  ];

  it('offers 24 by 24 pixel targets and shows the chosen dot', async () => {
    const user = userEvent.setup();
    render(<RadioGroup legend="Payment" options={options} />);
    const radio = screen.getByRole('radio', { name: 'PayPal' });
    const rect = radio.getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
    const dot = radio.nextElementSibling as HTMLElement;
    expect(getComputedStyle(dot).opacity).toBe('0');
    await user.click(screen.getByText('PayPal'));
    expect(getComputedStyle(dot).opacity).toBe('1');
    expect(getComputedStyle(dot).backgroundColor).toBe(tokenColour('primary'));
  });

  it('draws every radio border in the danger colour when the group is invalid', () => {
    render(<RadioGroup legend="Payment" options={options} error="Value is required" />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(getComputedStyle(radio).borderTopColor).toBe(tokenColour('danger'));
    }
  });

  it('returns to system radios in forced-colors mode', async () => {
    render(<RadioGroup legend="Payment" options={options} defaultValue="a" />);
    await forcedColors(true);
    const radio = screen.getByRole('radio', { name: 'Check by mail' });
    expect(getComputedStyle(radio).appearance).toBe('auto');
    expect(getComputedStyle(radio.nextElementSibling as HTMLElement).display).toBe('none');
  });
});
