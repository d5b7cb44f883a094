import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { brandIds } from '@themes/registry';
import { preloadDateCalendar } from '@ui/date-input';
import { axeViolations } from '../support/axe';
import { demoCopy } from '@server/settlement/demo-copy';
import { modelConfig } from '../support/model-configs';
import { renderModel } from '../support/render-form';
import { testI18n } from '../support/i18n';

// Widget properties from the config as a claimant meets them, in a real browser: a radio's
// stylingChoice lays its options out as its name says in every theme, and a date field's
// metadata decides which days its calendar offers and where it opens.

beforeAll(async () => {
  await preloadDateCalendar();
});
afterEach(async () => {
  await page.viewport(1280, 720);
});

const appliances = [
  { value: 'Dishwasher', label: 'Dishwasher' },
  { value: 'Washer', label: 'Washing machine' },
  { value: 'Dryer', label: 'Clothes dryer' },
];

/** The top edge of each option of a radio group, in page order. */
function optionTops(groupName: string): number[] {
  return within(screen.getByRole('radiogroup', { name: groupName }))
    .getAllByRole('radio')
    .map((radio) => Math.round(radio.getBoundingClientRect().top));
}

describe.each(brandIds)('stylingChoice in the %s theme', (brand) => {
  it('inline puts the options in one row, stacked one per line; neither scrolls sideways at 320 px', async () => {
    document.documentElement.dataset.brand = brand;
    await page.viewport(1280, 720);
    await renderModel(
      modelConfig([
        { key: 'inlineChoice', widget: 'radio', label: 'Appliance in a row', props: { options: appliances, stylingChoice: 'inline' } },
        { key: 'stackedChoice', widget: 'radio', label: 'Appliance in a column', props: { options: appliances, stylingChoice: 'stacked' } },
        { key: 'defaultChoice', widget: 'radio', label: 'Appliance by default', props: { options: appliances } },
      ]),
    );
    const inline = optionTops('Appliance in a row');
    expect(new Set(inline).size).toBe(1);
    for (const name of ['Appliance in a column', 'Appliance by default']) {
      const stacked = optionTops(name);
      expect(stacked[1]!).toBeGreaterThan(stacked[0]!);
      expect(stacked[2]!).toBeGreaterThan(stacked[1]!);
    }
    await page.viewport(320, 640);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('a date field’s calendar settings from its metadata', () => {
  it('opens on the start month and never offers the disabled weekday or dates', async () => {
    document.documentElement.dataset.brand = 'jnd-7';
    const { value } = await renderModel(
      modelConfig([
        {
          key: 'repairDate',
          widget: 'date',
          label: 'Repair date',
          props: { metadata: { disabledWeekdays: [0], disabledDates: ['12/25/2023', '01/01/2024'], startDate: '12/01/2023' } },
        },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a date' });
    const december = within(dialog).getByRole('grid', { name: 'December 2023' });
    expect(within(december).getByRole('button', { name: '25 December 2023, Monday' })).toBeDisabled();
    expect(within(december).getByRole('button', { name: '24 December 2023, Sunday' })).toBeDisabled();
    expect(within(december).getByRole('button', { name: '31 December 2023, Sunday' })).toBeDisabled();
    const open = within(december).getByRole('button', { name: '26 December 2023, Tuesday' });
    expect(open).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /next month/i }));
    expect(
      within(within(dialog).getByRole('grid', { name: 'January 2024' })).getByRole('button', { name: '1 January 2024, Monday' }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /previous month/i }));
    await userEvent.click(within(dialog).getByRole('button', { name: '26 December 2023, Tuesday' }));
    expect(value('repairDate')).toBe('12/26/2023');
  });

  it('names the months and weekdays in the claimant’s language', async () => {
    document.documentElement.dataset.brand = 'jnd-7';
    const i18n = await testI18n({ es: { ...demoCopy.es, RepairDate: 'Fecha de reparación' } });
    await i18n.changeLanguage('es');
    await renderModel(
      modelConfig([{ key: 'repairDate', widget: 'date', label: 'RepairDate', props: { metadata: { startDate: '12/01/2023' } } }]),
      { i18n },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Elegir fecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleccione una fecha' });
    const december = await within(dialog).findByRole('grid', { name: /^diciembre/ });
    expect(within(december).getByRole('button', { name: /^26 diciembre 2023, martes/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Elegir el mes' })).toBeInTheDocument();
  });

  it('offers Now, Cancel and Select; Select stores the day the arrow keys reached', async () => {
    document.documentElement.dataset.brand = 'jnd-7';
    const { value } = await renderModel(
      modelConfig([{ key: 'repairDate', widget: 'date', label: 'Repair date', props: { metadata: { startDate: '12/01/2023' } } }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a date' });
    expect(within(dialog).getByRole('button', { name: 'Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    within(dialog).getByRole('button', { name: '5 December 2023, Tuesday' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(value('repairDate')).toBe('12/12/2023');
  });
});
