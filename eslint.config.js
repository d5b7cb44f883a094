// Lint: TypeScript, React hooks, jsx-a11y (strict), TanStack Router rules, and the one-way
// import boundaries: ui <- src/features <- src/routes and src/layouts, and the engine in src/engine
// (shared by the app and the server) below all of them.
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcImports = {
  group: ['@/*', '**/src/*', '**/src'],
  message: 'ui/ and themes/ are the shared base: they must not import from the app in src/.',
};
const routeImports = {
  group: ['@/routes/*', '@/layouts/*', '**/routes/*', '**/layouts/*'],
  message: 'Features are used by routes and layouts, never the other way round.',
};
const engineImports = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-i18next',
    '@tanstack/react-*',
    'ui/*',
    '@ui/*',
    '**/ui/*',
    '@/features/*',
    '@/routes/*',
    '@/layouts/*',
    '**/features/*',
    '**/routes/*',
    '**/layouts/*',
  ],
  message: 'src/engine is shared with the server: it must not import React, ui/ or the app (features, routes, layouts).',
};

// The browser's engine runs configs the server already validated, so the schema library stays
// out of it: only the settings schemas of the rule types (rules/parameters) and the config check
// of raw configs (config-validation.ts) build or run schemas; the rest may import their types.
const schemaMessage =
  "Only rules/parameters, rules/parameter-schemas.ts and config-validation.ts may load zod or the contract's schemas: the browser's engine runs without them (type imports are fine).";
const engineSchemaImports = {
  paths: [{ name: 'zod', allowTypeImports: true, message: schemaMessage }],
  patterns: [
    {
      group: [
        '@/contract/model-config',
        '@/contract/api',
        '@/contract/page-layouts',
        '@/contract/form-types',
        '@/contract/rule-schema-parts',
        '**/parameters/*',
        '**/parameter-schemas',
      ],
      allowTypeImports: true,
      message: schemaMessage,
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.tmp', 'data', 'coverage', 'src/routeTree.gen.ts', '**/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['ui/**', 'themes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcImports] }] },
  },
  {
    files: ['src/features/**', 'src/lib/**', 'src/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routeImports] }] },
  },
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineImports] }] },
  },
  {
    files: ['src/engine/**'],
    ignores: ['src/engine/rules/parameters/**', 'src/engine/rules/parameter-schemas.ts', 'src/engine/config-validation.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', engineSchemaImports] },
  },
  // Every cookie the server sets goes through setSiteCookie (server/security.ts), which applies
  // the same HttpOnly, path and Secure rules to all of them.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/security.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'hono/cookie', importNames: ['setCookie'], message: 'Set cookies with setSiteCookie (server/security.ts).' }] },
      ],
    },
  },
  // Type-aware rules for the product's code: a dispatch over a kind (a widget, a section kind, an
  // outcome) must name every kind, so adding one fails lint at every place that has to decide.
  // A `default:` does not count as handling a union's members.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'ui/**/*.{ts,tsx}', 'themes/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', '*.config.*', '.ladle/**'],
    rules: { 'no-console': 'off' },
  },
);
