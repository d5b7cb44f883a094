/** Ladle: stories live in stories/, with a Vite config of their own (Ladle ships Vite 6); the
 *  toolbar's right-to-left switch shows every story as an rtl culture sees it. */
export default {
  stories: 'stories/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    theme: { enabled: false },
    a11y: { enabled: true },
    // The right-to-left switch writes dir="rtl" on <html>, as the app does for an rtl culture.
    rtl: { enabled: true, defaultState: false },
  },
};
