import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ErrorSummary } from '@ui/error-summary';
import { pressThroughLayoutShift } from '@ui/press-through-shift';
import { Button } from '@ui/button';
import { createModelStore } from '@/engine/models';
import { MultiRowTable } from '@/features/form-engine/blocks/multi-row-table';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { I18nextProvider } from 'react-i18next';
import { applyBrand } from '../../stories/support/brand';
import { mappedConfig } from '../support/model-configs';
import { savedClientId } from '../support/render-form';
import { testI18n } from '../support/i18n';

// A page with a question and a table, and Next as the wizard has it: a failed Next lists every
// error of the page in the summary, whether Next is clicked with the mouse or pressed with the
// keyboard, while an invalid row's field still has focus.

const details = mappedConfig('claimDetails', [
  { key: 'RetailerName', widget: 'text', label: 'Retailer', validations: [{ type: 'required' }] },
]);
const purchases = mappedConfig('claimTransactions', [
  { key: 'StoreName', widget: 'text', label: 'Store', validations: [{ type: 'required' }] },
  {
    key: 'Amount',
    widget: 'text',
    label: 'Amount',
    maskName: 'currency',
    validations: [{ type: 'required' }, { type: 'range', valueType: 'number', min: 1, max: 5000 }],
  },
]);

function Page({ engine }: { engine: FormEngine }) {
  const [errors, setErrors] = useState<ReturnType<FormEngine['validateAll']>>([]);
  const items = useErrorSummaryItems(errors);
  return (
    <main>
      <ErrorSummary errors={items} title="There is a problem" />
      <ModelFields clientId={savedClientId(engine, details)} />
      <MultiRowTable formType="Standard" mappingName="claimTransactions" />
      <Button type="button" label="Next" onClick={() => setErrors(engine.validateAll())} onPointerDown={pressThroughLayoutShift} />
    </main>
  );
}

async function renderPage() {
  const engine = createFormEngine(createModelStore([details, purchases]));
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <FormEngineProvider engine={engine} whitelist={null}>
        <Page engine={engine} />
      </FormEngineProvider>
    </I18nextProvider>,
  );
  // A row with a store but an amount over the maximum, the amount's field still focused.
  await userEvent.click(screen.getByRole('button', { name: /Add/ }));
  const store = await screen.findByRole('textbox', { name: 'Store' });
  await userEvent.type(store, 'BrightMart');
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await userEvent.click(amount);
  await userEvent.type(amount, '9999');
  expect(amount).toHaveFocus();
  return { amount };
}

beforeEach(async () => {
  applyBrand('jnd-7');
  await page.viewport(1280, 720);
});

describe('Next on a page with an invalid table row', () => {
  it('lists the row’s error and the page’s other errors when Next is clicked with the mouse', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const links = within(summary.closest('section')!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([expect.stringMatching(/required/i), expect.stringMatching(/between 1 and 5000/i)]);
  });

  it('does the same when Next is pressed with the keyboard', async () => {
    await renderPage();
    while (document.activeElement !== screen.getByRole('button', { name: 'Next' })) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(within(summary.closest('section')!).getAllByRole('link')).toHaveLength(2);
  });

  it('still formats the amount when the claimant leaves its field', async () => {
    const { amount } = await renderPage();
    await userEvent.tab();
    expect(amount).toHaveValue('9,999');
  });
});
