import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiRecordManager } from '@/features/form-engine/blocks/multi-record-manager';
import { mappedConfig } from '../support/model-configs';
import { renderBlock } from '../support/render-form';

// Saving a record shows the saved indicator for 5 seconds; the block's status region says what
// was saved, once (the indicator itself is only seen, so nothing is heard twice).

const transactions = mappedConfig('claimTransactions', [
  { key: 'StoreName', widget: 'text', label: 'Store', validations: [{ type: 'required' }] },
]);

afterEach(() => {
  vi.useRealTimers();
});

/** The visible indicator of the block: the element with the check and the word. */
const indicator = () => document.querySelector<HTMLElement>('[data-slot="saved-indicator"]');

describe('the saved indicator of the multi-record manager', () => {
  it('shows Saved for 5 seconds after a record is saved, announced once by the block', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderBlock([transactions], () => (
      <MultiRecordManager formType="Standard" mappingName="claimTransactions" keys={['storeName']} />
    ));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    expect(indicator()).toHaveAttribute('data-state', 'hidden');

    await user.click(screen.getByRole('button', { name: 'Add a record' }));
    const draft = screen.getByRole('group', { name: 'New record' });
    await user.type(within(draft).getByRole('textbox', { name: /^Store/ }), 'Main Street Hardware');
    await user.click(within(draft).getByRole('button', { name: 'Save' }));

    expect(indicator()).toHaveAttribute('data-state', 'visible');
    expect(indicator()).toHaveTextContent('Saved');
    expect(indicator()).toBeVisible();
    // Heard once: the block's status says which record; the indicator is not a second live region.
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((status) => status.textContent?.trim()).filter(Boolean)).toEqual(['Record 1 added']);

    act(() => vi.advanceTimersByTime(4_900));
    expect(indicator()).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(200));
    expect(indicator()).toHaveAttribute('data-state', 'hidden');
    expect(indicator()).toBeEmptyDOMElement();
  });
});
