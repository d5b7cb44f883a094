import type { PointerEvent } from 'react';

// Leaving a field validates it, and its error message pushes what is below it down the page.
// A mouse press on a button under that field moves focus first, so the button slides away
// between the press and the release, and the browser sends no click: the claimant clicked Next
// and nothing happened. This handler watches the release of a press that started on the button:
// when the pointer was released where it was pressed (it did not move away to cancel) but the
// button is no longer under it, the button is clicked as the claimant meant. Fields keep their
// own focus and blur handling untouched.

/** How far (CSS px) the pointer may move between press and release and still mean a click. */
const STILL = 4;

/** A button's onPointerDown: the click still happens when a layout shift moved the button away
 *  from under a still pointer between press and release. */
export function pressThroughLayoutShift(event: PointerEvent<HTMLButtonElement>): void {
  if (event.button !== 0 || !event.isPrimary) return;
  const button = event.currentTarget;
  const doc = button.ownerDocument;
  const start = { x: event.clientX, y: event.clientY };
  const onCancel = () => doc.removeEventListener('pointerup', onUp, true);
  function onUp(up: globalThis.PointerEvent) {
    doc.removeEventListener('pointercancel', onCancel, true);
    // Released on the button: the browser's own click follows.
    if (up.target instanceof Node && button.contains(up.target)) return;
    if (Math.abs(up.clientX - start.x) > STILL || Math.abs(up.clientY - start.y) > STILL) return;
    if (!button.isConnected || button.disabled) return;
    button.click();
  }
  doc.addEventListener('pointerup', onUp, { capture: true, once: true });
  doc.addEventListener('pointercancel', onCancel, { capture: true, once: true });
}
