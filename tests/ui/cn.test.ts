import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { CLASS_MERGES_ELEMENT_ID, classMergesJson, cn, recordClassMerges, takeClassMergesFrom } from '@ui/cn';
import { colorTokens } from '@themes/tokens';

describe('cn', () => {
  it('keeps a token colour beside a font size, and lets a later token colour win', () => {
    for (const token of colorTokens) {
      expect(cn('text-sm', `text-${token}`)).toBe(`text-sm text-${token}`);
      expect(cn(`text-${token}`, 'text-base')).toBe(`text-${token} text-base`);
      expect(cn('bg-muted', `bg-${token}`)).toBe(`bg-${token}`);
      expect(cn('border-2 border-input', `border-${token}`)).toBe(`border-2 border-${token}`);
    }
  });

  it('lets a caller override a default of the same group', () => {
    expect(cn('flex flex-col gap-2', 'gap-6')).toBe('flex flex-col gap-6');
    expect(cn('leading-tight', 'text-sm')).toBe('text-sm');
  });

  it('keeps the focus outline beside an outline colour', () => {
    expect(cn('outline-2 outline-focus')).toBe('outline-focus');
    expect(cn('outline-focus outline-primary')).toBe('outline-focus outline-primary');
  });

  describe('the class lists a server render merged', () => {
    const pageWith = (json: string) =>
      new JSDOM(`<div id="root"></div><script type="application/json" id="${CLASS_MERGES_ELEMENT_ID}">${json}</script>`).window.document;

    it('records each list a render merged, the list alone where merging left it as it was', () => {
      const { result, merges } = recordClassMerges(() => [cn('mx-1 mx-2', 'block'), cn('grid gap-3')]);
      expect(result).toEqual(['mx-2 block', 'grid gap-3']);
      expect(merges).toEqual([['mx-1 mx-2 block', 'mx-2 block'], 'grid gap-3']);
      // A render that merges nothing records nothing, whatever was merged before it.
      expect(cn('mt-7 mt-8')).toBe('mt-8');
      expect(recordClassMerges(() => null).merges).toEqual([]);
    });

    it('answers a list the page carries from the page, and merges any other', () => {
      // An answer no merge would give shows that the page's answer is the one used.
      takeClassMergesFrom(pageWith(classMergesJson([['pt-1 pt-5', 'pt-5 from-the-page'], 'rounded-sm'])));
      expect(cn('pt-1', 'pt-5')).toBe('pt-5 from-the-page');
      expect(cn('rounded-sm')).toBe('rounded-sm');
      expect(cn('pb-1 pb-6')).toBe('pb-6');
    });

    it('merges as before when the page carries nothing usable', () => {
      takeClassMergesFrom(pageWith('not json'));
      takeClassMergesFrom(pageWith('{"a": 1}'));
      takeClassMergesFrom(pageWith('[3, ["ml-1 ml-2"], ["ml-3 ml-4", 5]]'));
      expect([cn('ml-1 ml-2'), cn('ml-3 ml-4')]).toEqual(['ml-2', 'ml-4']);
    });

    it('cannot close its script element', () => {
      expect(classMergesJson([['a</script><b', 'x']])).not.toContain('<');
      expect(JSON.parse(classMergesJson([['a</script><b', 'x']]))).toEqual([['a</script><b', 'x']]);
    });
  });
});
