import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** zod's sources have comments that mention `@__PURE__` in prose. Rollup reads them as misplaced
 *  annotations, drops them (rightly: they annotate nothing) and says so in every build. Nothing
 *  to act on, so those two lines are left out and the build log keeps to what needs attention.
 *  Ladle sets a warning filter of its own for its build, which replaces one given here, so this
 *  wraps Ladle's instead. */
function quietZodAnnotations(): Plugin {
  return {
    name: 'quiet-zod-annotations',
    config(config) {
      const next = config.build?.rollupOptions?.onwarn;
      return {
        build: {
          rollupOptions: {
            onwarn(warning, warn) {
              if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
              if (next) next(warning, warn);
              else warn(warning);
            },
          },
        },
      };
    },
  };
}

/** Ladle's own Vite config: Tailwind and the path aliases, nothing from the app build. */
export default defineConfig({
  plugins: [tailwindcss(), quietZodAnnotations()],
  resolve: {
    alias: {
      '@/': dir('../src/'),
      '@ui/': dir('../ui/'),
      '@themes/': dir('../themes/'),
    },
  },
});
