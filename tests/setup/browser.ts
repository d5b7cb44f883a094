import '@testing-library/jest-dom/vitest';
import '@ui/styles.css';
import { cleanup } from '@testing-library/react';
import { cdp } from 'vitest/browser';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());

// The browser's pointer stays where an earlier test file left it, so a story drawn under it would
// show its hover styles (a link that drops its underline on hover fails axe's link-in-text-block,
// in one run order and not another). Each test starts with the pointer parked in the corner of
// the test runner's own page, outside the page under test.
beforeEach(() => cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 0, y: 0 }));
