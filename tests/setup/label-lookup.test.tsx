import { describe, expect, it } from 'vitest';
import { jsdomGetters } from './label-lookup';

// The quick label lookup the component tests use (label-lookup.ts) must answer exactly as jsdom
// does, or a field's accessible name in a test could differ from the one a browser computes.
const tricky = `
  <label id="l1" for="a">First</label>
  <input id="a">
  <label id="l2">Wrapped <input id="b"> and <select id="c"></select></label>
  <label id="l3" for="c">Points to the select</label>
  <label id="l4" for="">Empty for</label>
  <label id="l5" for="missing">Nothing</label>
  <div id="d">not labelable</div><label id="l6" for="d">Points to a div</label>
  <input id="e" type="hidden"><label id="l7" for="e">Hidden</label>
  <label id="l8"><input type="hidden"><textarea id="f"></textarea></label>
  <input id="dup"><textarea id="dup"></textarea><label id="l9" for="dup">Two of one id</label>
  <label id="l10" for="g"><input id="h"></label><button id="g">Named from afar</button>
  <label id="l11" for='q"\\uo'>Odd id</label><input id='q"\\uo'>
  <meter id="m"></meter><label for="m" id="l12">Meter</label>
  <label id="l13"><span>no control</span></label>
`;

function names(list: ArrayLike<Element> | null): string[] | null {
  return list === null ? null : Array.from(list, (element) => element.id);
}

describe('the quick label lookup', () => {
  it('finds every label and control jsdom finds, in the same order', () => {
    // Loading the module puts the quick getters in place; without them this would compare jsdom
    // with itself.
    expect(Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get).not.toBe(jsdomGetters.control);
    expect(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'labels')!.get).not.toBe(jsdomGetters.labels.get(HTMLInputElement));
    document.body.innerHTML = tricky;
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="x">Away</label><input id="x"><label><input id="y"></label>';
    const elements = [...document.body.querySelectorAll('*'), ...detached.querySelectorAll('*')];
    let compared = 0;
    for (const element of elements) {
      if (element instanceof HTMLLabelElement) {
        expect(element.control?.id ?? null, `the control of label ${element.id}`).toBe(jsdomGetters.control.call(element)?.id ?? null);
        compared += 1;
      }
      const ownLabels = [...jsdomGetters.labels].find(([type]) => element instanceof type)?.[1];
      if (ownLabels) {
        expect(names((element as HTMLInputElement).labels), `the labels of ${element.tagName} ${element.id}`).toEqual(
          names(ownLabels.call(element)),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(25);
    // The answers themselves, so the comparison cannot pass on two empty lookups.
    expect(names((document.getElementById('b') as HTMLInputElement).labels)).toEqual(['l2']);
    // A label names its first control only: the select inside l2 is named by l3 alone.
    expect(names((document.getElementById('c') as HTMLSelectElement).labels)).toEqual(['l3']);
    expect(names((document.getElementById('g') as HTMLButtonElement).labels)).toEqual(['l10']);
    expect(names((document.getElementById('h') as HTMLInputElement).labels)).toEqual([]);
    expect((document.getElementById('l9') as HTMLLabelElement).control?.tagName).toBe('INPUT');
  });
});
