import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutFiles } from '@/layouts/layout-files';
import { layoutModules } from '@/layouts/layout-modules';

describe('layoutFiles', () => {
  it('names a source file for every layout module, and only for those', () => {
    expect(Object.keys(layoutFiles).sort()).toEqual(Object.keys(layoutModules).sort());
  });

  it('names files that exist, each exporting its layout module', async () => {
    for (const [name, file] of Object.entries(layoutFiles)) {
      expect(existsSync(file), file).toBe(true);
      const loaded = await layoutModules[name as keyof typeof layoutModules]();
      const fromFile = (await import(/* @vite-ignore */ `/${file}`)) as typeof loaded;
      expect(fromFile.default, name).toBe(loaded.default);
    }
  });
});
