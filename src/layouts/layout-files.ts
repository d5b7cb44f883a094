// The source file of each layout module in layout-modules.ts, by the same names. The build reads
// this table (it cannot read layout-modules.ts, whose imports would pull the layouts into the
// build's own configuration) to list each layout's chunks, which a server-rendered page preloads
// beside its entry script (see scripts-after-paint.ts).
import type { LayoutName } from '@themes/registry';

/** Each layout's module, from the project folder. */
export const layoutFiles: Readonly<Record<LayoutName, string>> = {
  Layout: 'src/layouts/layout.tsx',
  LayoutFtc: 'src/layouts/layout-ftc.tsx',
  LayoutKontent: 'src/layouts/layout-kontent.tsx',
};
