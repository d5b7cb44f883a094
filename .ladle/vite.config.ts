import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Ladle's own Vite config: Tailwind and the path aliases, nothing from the app build. */
export default defineConfig({
  plugins: [tailwindcss()],
  resolve: {
    alias: {
      '@/': dir('../src/'),
      '@ui/': dir('../ui/'),
      '@themes/': dir('../themes/'),
    },
  },
});
