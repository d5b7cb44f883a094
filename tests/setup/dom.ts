import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAlertDialog } from '@ui/alert-dialog';

// The alert dialog's code loads when one first opens (ui/alert-dialog.tsx); these tests assert on
// a dialog the moment it opens, so its code is loaded first. The built app's lazy path is covered
// by the end-to-end tests that open the session-timeout dialog.
beforeAll(() => preloadAlertDialog());

afterEach(() => cleanup());
