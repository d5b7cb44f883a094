import { describe, expect, it } from 'vitest';
import type { PageSection } from '@/contract/page-layouts';
import { createModelStore } from '@/engine/models';
import { buildSitePages } from '@/features/navigation/site-pages';
import { pageMarksRequired } from '@/features/wizard/required-note';
import { mappedConfig } from '../support/model-configs';

// A form page says what the red * means only when it shows a field that carries it. Which fields
// a block shows is its kind's decision (src/engine/sections): every field of the model, the keys
// a fields block lists (as the package writes them), or a name or address block's own fields,
// whatever else its model holds.

const required = [{ type: 'required' as const }];

/** A claimant model whose only required field is the one named (none when left out). */
function claimant(requiredKey?: string) {
  const keys = ['FirstName', 'LastName', 'MailingStreetLine1', 'MailingCity', 'EmailAddress', 'PhoneNumber'];
  return mappedConfig(
    'claimantInfo',
    keys.map((key) => ({ key, widget: 'text' as const, label: key, ...(key === requiredKey ? { validations: required } : {}) })),
  );
}

const purchases = (withRequired: boolean) =>
  mappedConfig('claimTransactions', [
    { key: 'StoreName', widget: 'text', label: 'Store', ...(withRequired ? { validations: required } : {}) },
  ]);
const facts = mappedConfig('prepopulatedData', [{ key: 'ClaimStatus', widget: 'text', label: 'Status', validations: required }]);

/** Whether a Standard page of these sections says what the * means, over these models. */
function marks(sections: PageSection[], configs = [claimant(), purchases(false), facts]): boolean {
  const pages = buildSitePages({
    forms: { Standard: [{ segment: '', title: 'Title', heading: 'Heading', intro: 'Intro', action: 'next', sections }] },
  });
  return pageMarksRequired(pages.order('Standard')[0]!, createModelStore(configs));
}

const name: PageSection = { kind: 'name', mapping: 'claimantInfo' };
const address: PageSection = { kind: 'address', mapping: 'claimantInfo', international: false, secondLine: true };
const email: PageSection = { kind: 'fields', mapping: 'claimantInfo', keys: ['EmailAddress'], legend: 'Legend' };
const table: PageSection = { kind: 'table', mapping: 'claimTransactions', caption: 'C', rowLabel: 'R', minimumMessage: 'M' };

describe('the note on what the * means', () => {
  it('comes with a name block whose own field is required', () => {
    expect(marks([name], [claimant('LastName')])).toBe(true);
  });

  it('stays away from a name block when only a field it does not show is required', () => {
    expect(marks([name], [claimant('EmailAddress')])).toBe(false);
  });

  it('comes with an address block whose own field is required, and not for its model’s other fields', () => {
    expect(marks([address], [claimant('MailingCity')])).toBe(true);
    expect(marks([address], [claimant('PhoneNumber')])).toBe(false);
  });

  it('comes with a fields block listing a required field as the package writes it, and not for one it leaves out', () => {
    expect(marks([email], [claimant('EmailAddress')])).toBe(true);
    expect(marks([email], [claimant('PhoneNumber')])).toBe(false);
    expect(marks([{ ...email, keys: undefined }], [claimant('PhoneNumber')])).toBe(true);
  });

  it('comes with a table when its rows hold a required field', () => {
    expect(marks([table], [claimant(), purchases(true)])).toBe(true);
    expect(marks([table], [claimant(), purchases(false)])).toBe(false);
  });

  it('stays away from blocks of no claimant’s answers: what the authorize answer brought, the summary', () => {
    expect(marks([{ kind: 'prepopulated', heading: 'Heading' }, { kind: 'summary' }])).toBe(false);
  });
});
