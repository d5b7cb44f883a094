import { describe, expect, it } from 'vitest';
import { checkModelConfigs } from '@/engine/config-validation';
import { datePickerOptions } from '@/features/form-engine/react/fields/date-field';
import { modelConfig as config } from '../support/model-configs';

// Widget properties the engine acts on: a radio's stylingChoice and a date field's calendar
// settings in its metadata. A config that gets them wrong is named, not guessed at.

function rawModel(field: unknown) {
  return { metadataHash: 'h', metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' }, fields: [field] };
}

const messages = (field: unknown) => checkModelConfigs([rawModel(field)]).problems.map((problem) => problem.message);

describe('widget properties in a config', () => {
  it('refuse a stylingChoice other than stacked or inline, naming the model and field', () => {
    const options = [{ value: 'Washer', label: 'Washer' }];
    const found = messages({ key: 'ProductType', widget: 'radio', props: { options, stylingChoice: 'grid' } });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Model Standard\/claimantInfo, field "productType": /);
    expect(found[0]).toMatch(/stylingChoice/);
    expect(messages({ key: 'ProductType', widget: 'radio', props: { options, stylingChoice: 'inline' } })).toEqual([]);
  });

  it('refuse calendar settings that are not dates or weekdays, naming the model and field', () => {
    const dates = messages({ key: 'RepairDate', widget: 'date', props: { metadata: { disabledDates: ['2023-12-25'] } } });
    expect(dates).toHaveLength(1);
    expect(dates[0]).toMatch(/^Model Standard\/claimantInfo, field "repairDate": .*disabledDates.*MM\/dd\/yyyy/);
    const weekdays = messages({ key: 'RepairDate', widget: 'date', props: { metadata: { disabledWeekdays: [7] } } });
    expect(weekdays).toHaveLength(1);
    expect(weekdays[0]).toMatch(/disabledWeekdays/);
    // Other metadata is the settlement's own and passes untouched.
    expect(messages({ key: 'RepairDate', widget: 'date', props: { metadata: { source: 'cms', disabledWeekdays: [0, 6] } } })).toEqual([]);
  });

  it('turn into the calendar’s days, weekdays and opening month', () => {
    const [field] = config([
      {
        key: 'repairDate',
        widget: 'date',
        props: { metadata: { disabledDates: ['12/25/2023', '01/01/2024'], disabledWeekdays: [0], startDate: '01/01/2023' } },
      },
    ]).fields;
    const options = datePickerOptions(field!);
    expect(options.disabledDates).toEqual([new Date(2023, 11, 25), new Date(2024, 0, 1)]);
    expect(options.disabledWeekdays).toEqual([0]);
    expect(options.startMonth).toEqual(new Date(2023, 0, 1));
    const [plain] = config([{ key: 'repairDate', widget: 'date' }]).fields;
    expect(datePickerOptions(plain!)).toEqual({ disabledDates: [], disabledWeekdays: [], startMonth: undefined });
  });
});
