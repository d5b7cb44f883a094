// Each theme's layout is a module of its own, so a site downloads only the one its theme uses.
// This map is the one list of them: main.tsx starts the theme's download as the page starts, and
// the Shell (shell.tsx) renders the same module once it is there. A layout named in
// themes/registry.ts (LayoutName) but missing here does not compile.
import type { ComponentType } from 'react';
import type { LayoutName } from '@themes/registry';
import type { LayoutProps } from './parts/layout-frame';

/** The module of each layout, by its name in the theme registry. */
export const layoutModules: Readonly<Record<LayoutName, () => Promise<{ default: ComponentType<LayoutProps> }>>> = {
  Layout: () => import('./layout'),
  LayoutFtc: () => import('./layout-ftc'),
  LayoutKontent: () => import('./layout-kontent'),
};
