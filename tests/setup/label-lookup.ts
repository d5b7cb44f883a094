// jsdom answers `element.labels` by visiting every node of the document and, for each label with
// a `for`, searching the whole document again for that id. Naming a field (every getByRole with a
// name, every axe run) reads its labels, so on a page of a few hundred fields each query is
// quadratic: half of the theme editor's test time was spent there. These getters give the same
// answers as the HTML standard (and jsdom) from the labels alone.

/** Elements a label can name: the HTML standard's labelable elements (and inputs not hidden). */
const labelableNames = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

function isLabelable(node: Node): node is HTMLElement {
  if (!(node instanceof HTMLElement)) return false;
  if (node instanceof HTMLInputElement) return node.type !== 'hidden';
  if (labelableNames.has(node.localName)) return true;
  // A form-associated custom element is labelable too.
  const definition = customElements.get(node.localName) as { formAssociated?: boolean } | undefined;
  return definition?.formAssociated === true;
}

/** The first element below `root`, in tree order, that `matches`. */
function firstBelow<T extends Element>(root: Node, matches: (element: Element) => element is T): T | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (matches(node as Element)) return node as T;
  return null;
}

/** The first element of `root`'s tree (root included) whose id is `id`, as getElementById finds
 *  it (a document keeps an index of its ids). */
function firstWithId(root: Node, id: string): Element | null {
  if (root instanceof Document || root instanceof DocumentFragment) return root.getElementById(id);
  if (root instanceof Element && root.id === id) return root;
  return firstBelow(root, (element): element is Element => element.id === id);
}

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for')!;
    if (id === '') return null;
    const target = firstWithId(label.getRootNode(), id);
    return target && isLabelable(target) ? target : null;
  }
  return firstBelow(label, isLabelable);
}

function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(element)) return null;
  const root = element.getRootNode();
  const inside = Array.from(
    root instanceof Document || root instanceof Element
      ? root.getElementsByTagName('label')
      : (root as ParentNode).querySelectorAll('label'),
  );
  const labels = root instanceof HTMLLabelElement ? [root, ...inside] : inside;
  return labels.filter((label) => {
    // A label with a `for` names the first element with that id, so only an element of that id.
    if (label.hasAttribute('for')) return label.getAttribute('for') === element.id && controlOf(label) === element;
    return label.contains(element) && controlOf(label) === element;
  });
}

const labelledTypes = [
  HTMLInputElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
  HTMLButtonElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
];

/** jsdom's own getters, kept so a test can check these against them. */
export const jsdomGetters = {
  control: Object.getOwnPropertyDescriptor(HTMLLabelElement.prototype, 'control')!.get!,
  labels: new Map(labelledTypes.map((type) => [type, Object.getOwnPropertyDescriptor(type.prototype, 'labels')!.get!])),
};

Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement) {
    return controlOf(this);
  },
});
for (const type of labelledTypes) {
  Object.defineProperty(type.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      return labelsOf(this);
    },
  });
}
