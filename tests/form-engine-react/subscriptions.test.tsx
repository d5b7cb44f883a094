import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDraft, createModelStore, removeModel, replaceModel } from '@/engine/models';
import { createFormEngine } from '@/features/form-engine/react/engine';
import { useModel } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { renderModel, savedClientId } from '../support/render-form';
import { modelConfig } from '../support/model-configs';

// A keystroke must only reach the listeners of the model it changed, yet everything that reads
// another model (dependencies, rules, blocks listing records) must still follow it.

const claimant = modelConfig([
  { key: 'firstName', widget: 'text', label: 'First name' },
  { key: 'country', widget: 'text', label: 'Country' },
]);
const details = modelConfig([{ key: 'note', widget: 'text', label: 'Note' }], { dtoMapping: 'claimDetails' });
const records = modelConfig([{ key: 'amount', widget: 'text', label: 'Amount' }], { dtoMapping: 'claimTransactions' });

describe('FormEngine.subscribeModel', () => {
  it('tells the listeners of a model about its changes only, after the store-wide listeners', () => {
    const engine = createFormEngine(createModelStore([claimant, details, records]));
    const claimantId = savedClientId(engine, claimant);
    const detailsId = savedClientId(engine, details);
    const calls: string[] = [];
    engine.subscribe(() => calls.push('store'));
    const stopClaimant = engine.subscribeModel(claimantId, () => calls.push('claimant'));
    engine.subscribeModel(detailsId, () => calls.push('details'));

    engine.editField(claimantId, 'firstName', 'Ada');
    expect(calls).toEqual(['store', 'claimant']);

    calls.length = 0;
    engine.editField(detailsId, 'note', 'late');
    expect(calls).toEqual(['store', 'details']);

    calls.length = 0;
    stopClaimant();
    engine.editField(claimantId, 'firstName', 'Grace');
    expect(calls).toEqual(['store']);
  });

  it('tells the listeners of a model when it is added or removed, and no one else', () => {
    const engine = createFormEngine(createModelStore([claimant, records]));
    const claimantListener = vi.fn();
    engine.subscribeModel(savedClientId(engine, claimant), claimantListener);
    let draftId = '';
    const draftListener = vi.fn();
    engine.update((store) => {
      const { store: next, draft } = addDraft(store, 'Standard', 'claimTransactions');
      draftId = draft.clientId;
      engine.subscribeModel(draftId, draftListener);
      return next;
    });
    expect(draftListener).toHaveBeenCalledTimes(1);
    engine.update((store) => removeModel(store, draftId));
    expect(draftListener).toHaveBeenCalledTimes(2);
    expect(engine.model(draftId)).toBeUndefined();
    expect(claimantListener).not.toHaveBeenCalled();
  });
});

describe('ModelFields with other models on the page', () => {
  it('typing in one model notifies and re-renders nothing that watches another model', async () => {
    const otherRenders: unknown[] = [];
    function OtherNote({ clientId }: { clientId: string }) {
      const model = useModel(clientId);
      otherRenders.push(model?.fields.note);
      return <p>Note: {String(model?.fields.note ?? 'none')}</p>;
    }
    const otherListener = vi.fn();
    const { user, engine, value } = await renderModel(claimant, {
      others: [details],
      extra: (engine) => <OtherNote clientId={savedClientId(engine, details)} />,
    });
    const detailsId = savedClientId(engine, details);
    engine.subscribeModel(detailsId, otherListener);
    const rendersBefore = otherRenders.length;

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(value('firstName')).toBe('Ada');
    expect(otherListener).not.toHaveBeenCalled();
    expect(otherRenders).toHaveLength(rendersBefore);

    act(() => engine.editField(detailsId, 'note', 'late'));
    expect(otherListener).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Note: late')).toBeInTheDocument();
  });

  it('hides and resets a field whose dependency reads another model when that model changes', async () => {
    const dependent = modelConfig(
      [
        { key: 'note', widget: 'text', label: 'Note' },
        {
          key: 'state',
          widget: 'text',
          label: 'State',
          props: { dependencies: [{ field: 'country', model: 'claimantInfo', value: 'US' }] },
        },
      ],
      { dtoMapping: 'claimDetails' },
    );
    const { user, engine } = await renderModel(claimant, {
      others: [dependent],
      extra: (engine) => <ModelFields clientId={savedClientId(engine, dependent)} />,
    });
    const dependentId = savedClientId(engine, dependent);
    expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();

    // The dependent model itself does not change (its hidden field is already empty), only
    // what its dependency reads does.
    const before = engine.model(dependentId);
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'US');
    expect(engine.model(dependentId)).toBe(before);
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'NV');
    expect(engine.model(dependentId)?.fields.state).toBe('NV');

    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'X');
    expect(screen.queryByRole('textbox', { name: 'State' })).not.toBeInTheDocument();
    expect(engine.model(dependentId)?.fields.state).toBeNull();
  });

  it('writes a reset made by another block into the field on screen', async () => {
    const config = modelConfig([
      { key: 'country', widget: 'text', label: 'Country' },
      { key: 'state', widget: 'text', label: 'State', props: { dependencies: [{ field: 'country', value: 'US', effect: 'reset' }] } },
    ]);
    const { user, engine, clientId } = await renderModel(config);
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'US');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'NV');
    act(() =>
      engine.update((store) => {
        const model = engine.model(clientId)!;
        return replaceModel(store, { ...model, fields: { ...model.fields, country: 'CA' } });
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('CA');
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('');
    expect(engine.model(clientId)?.fields.state).toBeNull();
  });
});
