import { describe, expect, it } from 'vitest';
import { editDistance, nameMatch, namesMatch } from '@server/screening/edits';
import { foldText, nameKey, nameParts } from '@server/screening/normalize';

const probe = (first: string, last: string) => ({ name: nameKey(first, last), firstName: foldText(first), lastName: foldText(last) });

describe('names compared for near duplicates', () => {
  it('count a dropped, doubled, changed or swapped letter as one edit', () => {
    expect(editDistance('jennifer', 'jenifer')).toBe(1);
    expect(editDistance('li', 'lii')).toBe(1);
    expect(editDistance('maria', 'mraia')).toBe(1);
    expect(editDistance('anh', 'ava')).toBe(2);
    expect(editDistance('lucas', 'lucia')).toBe(2);
    expect(editDistance('haruto', 'hao', 1)).toBe(2);
  });

  it('take a typo in a part, or in each, for the same name', () => {
    expect(namesMatch(probe('Lii', 'Wang'), nameKey('Li', 'Wang'), 1)).toBe(true);
    expect(namesMatch(probe('Guadalupe', 'Hernandez'), nameKey('Guadalupe', 'Hernnadez'), 1)).toBe(true);
    // Parts of 8 letters or more allow one edit more.
    expect(namesMatch(probe('Margarethe', 'Lindqvist'), nameKey('Margarete', 'Lindqvist'), 1)).toBe(true);
    expect(namesMatch(probe('Margarethe', 'Lindqvist'), nameKey('Margarete', 'Lindquist'), 1)).toBe(true);
    expect(namesMatch(probe('Mary Ann', 'De la Cruz'), nameKey('Mary Ann', 'De la Crux'), 1)).toBe(true);
    expect(namesMatch(probe('Oluwaseun', 'Okafor'), nameKey('Oluwaseun', 'Okoro'), 1)).toBe(false);
    expect(namesMatch(probe('Jennifer', 'Smith'), nameKey('Jennifer', 'Smith'), 0)).toBe(true);
    expect(namesMatch(probe('Jenifer', 'Smith'), nameKey('Jennifer', 'Smyth'), 0)).toBe(false);
  });

  it('take a name with first and last swapped for the same name, typos included', () => {
    expect(namesMatch(probe('Nowak', 'Tomasz'), nameKey('Tomasz', 'Nowak'), 1)).toBe(true);
    expect(namesMatch(probe('Nowak', 'Tomas'), nameKey('Tomasz', 'Nowak'), 1)).toBe(true);
    expect(namesMatch(probe('Nowak', 'Anna'), nameKey('Tomasz', 'Nowak'), 1)).toBe(false);
  });

  it('tell household members apart: the same last name, first names that only look alike', () => {
    for (const [a, b] of [
      ['Lucas', 'Lucia'],
      ['Mia', 'Mason'],
      ['Anh', 'Ava'],
      ['Jose', 'Juan'],
      ['Minh', 'Maria'],
    ] as const)
      expect(namesMatch(probe(a, 'Castillo'), nameKey(b, 'Castillo'), 1)).toBe(false);
    // A typo seldom changes a first letter: Bo and Jo are two people.
    expect(namesMatch(probe('Bo', 'Park'), nameKey('Jo', 'Park'), 1)).toBe(false);
    expect(namesMatch(probe('Maryann', 'Park'), nameKey('Mary Ann', 'Park'), 1)).toBe(true);
  });

  it('tell a father from his son by the generational suffix, however close their keys', () => {
    const person = (first: string, last: string) => {
      const parts = nameParts(first, last);
      return { name: nameKey(first, last), firstName: parts.first, lastName: parts.last, suffix: parts.suffix };
    };
    expect(nameMatch(person('John', 'Smith Sr.'), nameKey('John', 'Smith Jr.'), 1)).toBeNull();
    expect(nameMatch(person('John', 'Smith III'), nameKey('John', 'Smith II'), 1)).toBeNull();
    expect(nameMatch(person('Juan', 'García hijo'), nameKey('Juan', 'García'), 1)).toBeNull();
    // The same suffix, spelled otherwise, with a typo in the name: one person.
    expect(nameMatch(person('Jon', 'Smith Junior'), nameKey('John', 'Smith Jr.'), 1)).toEqual({ edits: 1, firstNameOnly: true });
  });

  it('take one surname of a two-part family name for the whole of it, either one', () => {
    expect(nameMatch(probe('Lucía', 'García'), nameKey('Lucía', 'García López'), 1)).toEqual({
      edits: 0,
      firstNameOnly: false,
      surnameLeftOut: true,
    });
    expect(namesMatch(probe('Lucía', 'López'), nameKey('Lucía', 'García López'), 1)).toBe(true);
    expect(namesMatch(probe('Lucía', 'García-López'), nameKey('Lucía', 'Garcia'), 1)).toBe(true);
    expect(namesMatch(probe('Lucía', 'García y López'), nameKey('López', 'Lucía'), 1)).toBe(true);
    // A typo in the first name as well: as weak as twins' first names.
    expect(nameMatch(probe('Lucio', 'García'), nameKey('Lucía', 'García López'), 1)).toEqual({
      edits: 1,
      firstNameOnly: true,
      surnameLeftOut: true,
    });
    // Two two-part names sharing one surname: a mother and her daughter.
    expect(namesMatch(probe('Carmen', 'López Pérez'), nameKey('Carmen', 'García López'), 1)).toBe(false);
    expect(namesMatch(probe('Carmen', 'Pérez'), nameKey('Carmen', 'García López'), 1)).toBe(false);
    expect(namesMatch(probe('Marta', 'García'), nameKey('Lucía', 'García López'), 1)).toBe(false);
  });

  it('take two transliterations of one name for it: weak evidence when the first names differ', () => {
    expect(nameMatch(probe('Yusuf', 'Haddad'), nameKey('Youssef', 'Haddad'), 1)).toMatchObject({ firstNameOnly: true, soundAlike: true });
    expect(nameMatch(probe('Haim', 'Shapiro'), nameKey('Chaim', 'Schapiro'), 1)).toMatchObject({ firstNameOnly: true, soundAlike: true });
    expect(nameMatch(probe('Yusuf', 'Haddad'), nameKey('Hassan', 'Haddad'), 1)).toBeNull();
    // The first name a typo apart, the family name in another transliteration: strong.
    expect(nameMatch(probe('Alexander', 'Tchaikovsky'), nameKey('Alexandr', 'Chaikovsky'), 1)).toMatchObject({
      firstNameOnly: false,
      soundAlike: true,
    });
    // Names as written only, when the package allows no edits.
    expect(nameMatch(probe('Yusuf', 'Haddad'), nameKey('Youssef', 'Haddad'), 0)).toBeNull();
  });

  it('take a nickname for the first name, from the list shipped with the server, as weak evidence', () => {
    expect(nameMatch(probe('Bill', 'Okafor'), nameKey('William', 'Okafor'), 1)).toMatchObject({ firstNameOnly: true, nickname: true });
    for (const [a, b] of [
      ['Bob', 'Robert'],
      ['Peggy', 'Margaret'],
      ['Maggie', 'Peggy'],
      ['Liz', 'Elizabeth'],
      ['Beth', 'Elizabeth'],
      ['Will', 'William'],
    ] as const)
      expect(namesMatch(probe(a, 'Okafor'), nameKey(b, 'Okafor'), 1)).toBe(true);
    // First and last name swapped, a typo in the last name.
    expect(namesMatch(probe('Bob', 'Okafor'), nameKey('Okafor', 'Robert'), 1)).toBe(true);
    expect(namesMatch(probe('Bob', 'Okafor'), nameKey('Robert', 'Okafro'), 1)).toBe(true);
    // Two formal names sharing a nickname are two names; a nickname does not carry another surname.
    expect(namesMatch(probe('Patricia', 'Okafor'), nameKey('Patrick', 'Okafor'), 1)).toBe(false);
    expect(namesMatch(probe('Bill', 'Okafor'), nameKey('Robert', 'Okafor'), 1)).toBe(false);
    expect(namesMatch(probe('Bill', 'Okafor'), nameKey('William', 'Okoro'), 1)).toBe(false);
  });

  it("say when only the first names differ, as twins' do", () => {
    const person = (first: string, last: string) => ({ name: nameKey(first, last), firstName: foldText(first), lastName: foldText(last) });
    expect(nameMatch(person('Mark', 'Brennan'), nameKey('Mary', 'Brennan'), 1)).toEqual({ edits: 1, firstNameOnly: true });
    expect(nameMatch(person('Jan', 'Brennan'), nameKey('Brennan', 'Jon'), 1)).toEqual({ edits: 8, firstNameOnly: true });
    expect(nameMatch(person('Mark', 'Brennan'), nameKey('Mark', 'Brenan'), 1)).toEqual({ edits: 1, firstNameOnly: false });
    expect(nameMatch(person('Mark', 'Brennan'), nameKey('Brennan', 'Mark'), 1)).toMatchObject({ firstNameOnly: false });
  });
});
