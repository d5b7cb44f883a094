/** Ladle: stories live in stories/, with a Vite config of their own (Ladle ships Vite 6). */
export default {
  stories: 'stories/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    theme: { enabled: false },
    a11y: { enabled: true },
  },
};
