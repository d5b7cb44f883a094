import type { Locator } from 'playwright-core';

/** Waits until a focused masked field takes keys the way a claimant's typing lands: the mask
 *  library (loaded on first use) has attached to the field, and the caret it places on focus, in
 *  a task it queues, has been placed. Waits on the page's own state, not on a duration, so a busy
 *  machine only makes it slower. */
export async function maskReady(field: Locator): Promise<void> {
  await field.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const attached = () => Boolean((element as HTMLInputElement & { inputmask?: unknown }).inputmask);
        // The caret task was queued by the focus or click before this runs: one more task after
        // it (same zero delay, first in, first out) comes after the caret is placed.
        const afterQueuedTasks = () => setTimeout(resolve, 0);
        const check = () => (attached() ? afterQueuedTasks() : requestAnimationFrame(check));
        check();
      }),
  );
}
