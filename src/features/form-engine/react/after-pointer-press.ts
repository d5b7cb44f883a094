// A field validates when it loses focus, and a mouse or finger takes focus on press, before the
// click lands. An error that appears (or goes) at that moment moves everything below it, and the
// button the claimant is pressing slides out from under the pointer: the click is lost. Work that
// changes the layout on blur therefore waits, while a press is under way, until the press has
// ended and its click has been handled.

type Task = () => void;

let pressed = false;
let waiting: Task[] = [];
let installed = false;
let fallback: ReturnType<typeof setTimeout> | null = null;

// A press that ends without a click (dragged off the button, cancelled) still lets the work run.
const NO_CLICK_AFTER_MS = 400;

function flush(): void {
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  pressed = false;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}

/** After the click's own handlers: a task queued now runs once they have all finished. */
function flushSoon(): void {
  setTimeout(flush, 0);
}

function install(doc: Document): void {
  if (installed) return;
  installed = true;
  // Capture phase, so no handler that stops propagation can hide a press from us.
  doc.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  doc.addEventListener('click', flushSoon, true);
  doc.addEventListener('pointercancel', flushSoon, true);
  doc.addEventListener(
    'pointerup',
    () => {
      if (fallback !== null) clearTimeout(fallback);
      fallback = setTimeout(flush, NO_CLICK_AFTER_MS);
    },
    true,
  );
}

/** While a pointer press is under way, queues `task` to run once its click has been handled
 *  and returns true; otherwise returns false and leaves the work to the caller, now. */
export function deferWhilePressed(task: Task): boolean {
  if (typeof document === 'undefined') return false;
  install(document);
  if (!pressed) return false;
  waiting.push(task);
  return true;
}

/** Starts listening for presses; call once when the app mounts, so the first press is seen. */
export function watchPointerPresses(doc: Document = document): void {
  install(doc);
}
