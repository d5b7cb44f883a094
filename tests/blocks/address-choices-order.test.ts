import { describe, expect, it } from 'vitest';
import { countries } from '@/features/form-engine/blocks/data/countries';
import { usSubdivisions } from '@/features/form-engine/blocks/data/us-states';

// The lists are written in order rather than sorted as the form pages' code loads: building a
// collator there was most of that code's evaluation on a phone. These keep the written order right.
const byEnglishName = new Intl.Collator('en').compare;
const sortedNames = (names: readonly string[]) => [...names].sort(byEnglishName);

describe('the address selects’ choices', () => {
  it('lists the countries by English name', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual(sortedNames(names));
  });

  it('lists the states and DC by English name, then the territories, then the military codes', () => {
    const kinds = usSubdivisions.map((entry) => entry.kind);
    expect(kinds.indexOf('territory')).toBe(51);
    expect(kinds.lastIndexOf('state')).toBeLessThan(kinds.indexOf('territory'));
    expect(kinds.indexOf('military')).toBeGreaterThan(kinds.lastIndexOf('territory'));
    const statesAndDc = usSubdivisions.slice(0, 51).map((entry) => entry.name);
    expect(statesAndDc).toEqual(sortedNames(statesAndDc));
    expect(usSubdivisions.find((entry) => entry.code === 'DC')?.kind).toBe('district');
  });
});
