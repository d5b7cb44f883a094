import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { maskNames, type MaskName } from '@/contract/field-kinds';
import { getMask } from '@/engine/masks';
import { modelConfig } from '../support/model-configs';
import { pasteThrough } from '../support/paste';
import { renderModel } from '../support/render-form';

// Every mask, driven by a real keyboard in Chromium: typing, pasting, moving the caret into the
// middle, Backspace and Delete, select-all. Whatever the claimant does, the model stores exactly
// what the box shows, and an amount is stored to the cent as shown.

beforeAll(() => {
  document.documentElement.dataset.brand = 'jnd-7';
});

const label = (name: MaskName) => `Answer ${name}`;

async function renderAllMasks() {
  const config = modelConfig(maskNames.map((name) => ({ key: name, widget: 'text', label: label(name), maskName: name })));
  return renderModel(config);
}

const typedCharacters = fc.constantFrom(...'0123456789012345.,-/() aZk'.split(''));
const typedText = fc.string({ unit: typedCharacters, minLength: 1, maxLength: 6 });

type Action =
  | { kind: 'type'; text: string }
  | { kind: 'paste'; text: string }
  | { kind: 'caret'; at: number }
  | { kind: 'backspace'; times: number }
  | { kind: 'delete'; times: number }
  | { kind: 'selectAll' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), text: typedText }),
  fc.record({ kind: fc.constant('paste' as const), text: fc.string({ unit: typedCharacters, minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('caret' as const), at: fc.nat({ max: 20 }) }),
  fc.record({ kind: fc.constant('backspace' as const), times: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('delete' as const), times: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('selectAll' as const) }),
);

// Keys are typed one by one; braces and brackets have a meaning in userEvent.keyboard.
const keys = (text: string) => text.replace(/[{[]/g, (char) => char + char);

async function perform(input: HTMLInputElement, step: Action): Promise<void> {
  switch (step.kind) {
    case 'type':
      await userEvent.keyboard(keys(step.text));
      return;
    case 'paste': {
      const caret = input.selectionStart ?? input.value.length;
      await pasteThrough(input, step.text, () => {
        input.focus();
        input.setSelectionRange(caret, caret);
      });
      return;
    }
    case 'caret': {
      const at = Math.min(step.at, input.value.length);
      input.setSelectionRange(at, at);
      return;
    }
    case 'backspace':
      await userEvent.keyboard('{Backspace}'.repeat(step.times));
      return;
    case 'delete':
      await userEvent.keyboard('{Delete}'.repeat(step.times));
      return;
    case 'selectAll':
      input.select();
      return;
  }
}

async function clear(input: HTMLInputElement) {
  await userEvent.click(input);
  input.select();
  await userEvent.keyboard('{Backspace}');
}

describe('masked fields store what they show', () => {
  it.each(maskNames)('%s: after any typing, pasting, middle edits and deletions', async (name) => {
    const mask = getMask(name);
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: label(name) }) as HTMLInputElement;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        await clear(input);
        expect(value(name) ?? null).toBeNull();
        for (const step of actions) {
          await perform(input, step);
          expect(value(name) ?? null, `after ${JSON.stringify(step)}`).toBe(mask.toStored(input.value));
        }
        await userEvent.tab();
        const stored = (value(name) ?? null) as string | null;
        expect(stored).toBe(mask.toStored(input.value));
        // Once the claimant moves on, the box shows the stored value in full.
        expect(input.value).toBe(mask.format(stored ?? ''));
        // Money is exact: the amount shown is the amount stored, to the cent.
        if (mask.kind === 'number') expect(input.value.replace(/,/g, '')).toBe(stored ?? '');
      }),
      { numRuns: 8 },
    );
  });

  // Keystroke by keystroke, a mask may drop a character the whole text would keep (a whole-dollar
  // amount drops ".", so ".5" typed is 5, where the text ".5" read at once is 0): what counts is
  // that the box shows the mask's form of what it holds, and stores exactly that.
  it.each(maskNames)('%s: typed from the start, stores what the box shows', async (name) => {
    const mask = getMask(name);
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: label(name) }) as HTMLInputElement;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: typedCharacters, minLength: 1, maxLength: 14 }), async (text) => {
        await clear(input);
        await userEvent.keyboard(keys(text));
        expect(input.value).toBe(mask.formatTyping(input.value));
        expect(value(name) ?? null).toBe(mask.toStored(input.value));
      }),
      { numRuns: 8 },
    );
  });
});

// Answers written the way people write them, each with the text the field must show for it.
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const formattedPastes: Partial<Record<MaskName, fc.Arbitrary<{ pasted: string; shown: string }>>> = {
  date: fc
    .record({
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      year: fc.integer({ min: 1900, max: 2099 }),
      separator: fc.constantFrom('/', '-', '.'),
      padded: fc.boolean(),
    })
    .map(({ month, day, year, separator, padded }) => ({
      pasted: [padded ? pad(month) : month, padded ? pad(day) : day, year].join(separator),
      shown: `${pad(month)}/${pad(day)}/${year}`,
    })),
  usPhone: fc
    .record({
      area: fc.integer({ min: 200, max: 999 }),
      exchange: fc.integer({ min: 200, max: 999 }),
      line: fc.integer({ min: 0, max: 9999 }),
      style: fc.constantFrom('+1 (a) e-l', '1-a-e-l', 'a.e.l', 'a e l', '(a) e-l', '+1 a e l', '1ael', 'ael'),
    })
    .map(({ area, exchange, line, style }) => ({
      pasted: style.replace('a', String(area)).replace('e', String(exchange)).replace('l', pad(line, 4)),
      shown: `(${area}) ${exchange}-${pad(line, 4)}`,
    })),
  usZip: fc
    .record({
      zip: fc.integer({ min: 0, max: 99999 }),
      plus4: fc.option(fc.integer({ min: 0, max: 9999 })),
      dash: fc.constantFrom('-', ' ', ''),
    })
    .map(({ zip, plus4, dash }) => ({
      pasted: plus4 === null ? pad(zip, 5) : `${pad(zip, 5)}${dash}${pad(plus4, 4)}`,
      shown: plus4 === null ? pad(zip, 5) : `${pad(zip, 5)}-${pad(plus4, 4)}`,
    })),
  currencyDecimal: fc
    .record({ dollars: fc.integer({ min: 0, max: 9_999_999 }), cents: fc.integer({ min: 0, max: 99 }), sign: fc.constantFrom('$', '') })
    .map(({ dollars, cents, sign }) => ({
      pasted: `${sign}${grouped(dollars)}.${pad(cents)}`,
      shown: `${grouped(dollars)}.${pad(cents)}`,
    })),
  currency: fc
    .record({ dollars: fc.integer({ min: 0, max: 9_999_999 }), cents: fc.constantFrom('', '.00'), sign: fc.constantFrom('$', '') })
    .map(({ dollars, cents, sign }) => ({ pasted: `${sign}${grouped(dollars)}${cents}`, shown: grouped(dollars) })),
};

describe('formatted pastes', () => {
  it.each(Object.keys(formattedPastes) as MaskName[])('%s: shows what the claimant meant and stores what it shows', async (name) => {
    const mask = getMask(name);
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: label(name) }) as HTMLInputElement;
    await fc.assert(
      fc.asyncProperty(formattedPastes[name]!, fc.constantFrom('', '1', '12'), async ({ pasted, shown }, before) => {
        await clear(input);
        if (before) await userEvent.keyboard(before);
        await perform(input, { kind: 'paste', text: pasted });
        expect(input.value, pasted).toBe(shown);
        expect(value(name) ?? null).toBe(mask.toStored(input.value));
        await userEvent.tab();
        expect(input.value).toBe(shown);
        expect(value(name) ?? null).toBe(mask.toStored(shown));
      }),
      { numRuns: 8 },
    );
  });
});

describe('amounts with cents (currencyDecimal)', () => {
  const amount = label('currencyDecimal');

  it('stores 1250.00 for "1,250.00" typed as the hint shows it', async () => {
    const { value } = await renderAllMasks();
    await userEvent.click(screen.getByRole('textbox', { name: amount }));
    await userEvent.keyboard('1,250.00');
    expect(screen.getByRole('textbox', { name: amount })).toHaveValue('1,250.00');
    expect(value('currencyDecimal')).toBe('1250.00');
  });

  it('stores 1250.00 for "1250" typed over a selected amount, and shows 1,250.00 on leaving', async () => {
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: amount });
    await userEvent.click(input);
    await userEvent.keyboard('99.10');
    await userEvent.keyboard('{ControlOrMeta>}a{/ControlOrMeta}{Backspace}');
    expect(input).toHaveValue('');
    expect(value('currencyDecimal') ?? null).toBeNull();
    await userEvent.keyboard('1250');
    expect(value('currencyDecimal')).toBe('1250.00');
    await userEvent.tab();
    expect(input).toHaveValue('1,250.00');
    expect(value('currencyDecimal')).toBe('1250.00');
  });

  it('stores 100.00 for "100.00"', async () => {
    const { value } = await renderAllMasks();
    await userEvent.click(screen.getByRole('textbox', { name: amount }));
    await userEvent.keyboard('100.00');
    expect(value('currencyDecimal')).toBe('100.00');
    expect(screen.getByRole('textbox', { name: amount })).toHaveValue('100.00');
  });

  it('keeps the caret beside the digit typed in the middle, and Backspace over a comma removes a digit', async () => {
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: amount }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('1250');
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('19,250');
    await userEvent.keyboard('8');
    expect(input).toHaveValue('198,250');
    expect(value('currencyDecimal')).toBe('198250.00');
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('19,250');
    expect(value('currencyDecimal')).toBe('19250.00');
  });
});

describe('pattern masks while editing', () => {
  it('Backspace goes back past the slash a date writes ahead', async () => {
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: label('date') });
    await userEvent.click(input);
    await userEvent.keyboard('123');
    expect(input).toHaveValue('12/3');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('1');
    expect(value('date')).toBe('1');
  });

  it('a digit typed in the middle of a phone number shifts the rest along', async () => {
    const { value } = await renderAllMasks();
    const input = screen.getByRole('textbox', { name: label('usPhone') }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('555123456');
    expect(input).toHaveValue('(555) 123-456');
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('(955) 512-3456');
    expect(input.selectionStart).toBe(2);
    expect(value('usPhone')).toBe('(955) 512-3456');
  });
});
