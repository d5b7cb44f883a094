import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadAlertDialog } from '@ui/alert-dialog';
import './label-lookup';

// The alert dialog's code loads when one first opens (ui/alert-dialog.tsx); these tests assert on
// a dialog the moment it opens, so its code is loaded first. The built app's lazy path is covered
// by the end-to-end tests that open the session-timeout dialog.
beforeAll(() => preloadAlertDialog());

afterEach(() => cleanup());

// A test may start loading a lazy module and end before it arrives: focusing a date field's
// calendar button starts loading the calendar (ui/date-input.tsx). Each test waits for such loads,
// so none outlives its file: on a cold cache, loading its CSS after the environment was torn down
// failed the run.
afterEach(() => vi.dynamicImportSettled());

// jsdom draws nothing, so it implements neither scrolling, nor pseudo-elements, nor a canvas; it
// prints "Not implemented" for each call (over a hundred lines a run) and then does nothing,
// computes the element's own style, or returns null. These stand-ins do exactly that, quietly.
// Where a test cares where the page scrolled, it records scrollIntoView itself.
window.scrollTo = () => {};
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
HTMLCanvasElement.prototype.getContext = () => null;
