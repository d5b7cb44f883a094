// A server-rendered form shows its fields before the scripts arrive, and a claimant may type into
// them meanwhile. React takes the fields over at hydration and sets each back to its state's value
// (empty), so what was typed is recorded here and given back through the field's own change
// handling once React has taken that field over: it then reaches the form's store like any typing.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  readonly value: string;
  readonly checked: boolean;
}

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Whether a field differs from what the page's HTML set it to. */
function changedFromPage(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Whether React has taken the element over (it keeps its props on the node under this prefix). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Sets a field's value as typing would, so React's change handling sees the change. */
function giveBack(field: Field, typed: Typed): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== typed.checked) field.click();
    return;
  }
  // React keeps the typed text on screen but its state holds the server's value: the field is set
  // through React's own tracking to the state's value first, so the typed text reads as a change.
  field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Records what is typed into `container`'s fields before React hydrates them; the returned
 *  function gives each field its typed value back once React has taken it over. */
export function keepEarlyInput(container: HTMLElement): () => Promise<void> {
  const typed = new Map<Field, Typed>();
  const keep = (field: Field) => typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  // What was typed before this script ran differs from what the server wrote into the page.
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) if (changedFromPage(field)) keep(field);
  const record = (event: Event) => {
    if (isField(event.target) && !hydrated(event.target)) keep(event.target);
  };
  container.addEventListener('input', record, true);
  container.addEventListener('change', record, true);
  return async function giveBackWhenHydrated() {
    // A field that never hydrates (its page changed meanwhile) is given up after a while.
    for (let frame = 0; frame < 600 && [...typed.keys()].some((field) => field.isConnected && !hydrated(field)); frame += 1)
      await nextFrame();
    await nextFrame();
    container.removeEventListener('input', record, true);
    container.removeEventListener('change', record, true);
    for (const [field, value] of typed) if (field.isConnected && hydrated(field)) giveBack(field, value);
  };
}
