// Lint: TypeScript, React hooks, jsx-a11y (strict), TanStack Router rules, and the one-way
// import boundaries. The ground floor (src/contract, src/engine, and themes/ for the themes'
// names and tokens) imports nothing above it; both halves stand on it: the app
// (ui <- src/features and src/lib <- src/routes and src/layouts) and the server, which imports
// nothing of the app but the ground floor. Within it the contract imports nothing of the engine.
// The administrator's desk (src/desk) is an app of its own on ui/ and the ground floor, which
// nothing of the claimant site imports. The server is layered too: HTTP (server/http, the only
// code that knows Hono) over the domain (claims, screening, case file, ...) over storage and
// settings; nothing below server/http imports it, and only server/main.ts starts it.
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The app above the ground floor: what the server and the ground floor never import. */
const appGroups = [
  '@/features/*',
  '@/lib/*',
  '@/routes/*',
  '@/layouts/*',
  '@/entry-*',
  '@/main',
  '**/src/features/*',
  '**/src/lib/*',
  '**/src/routes/*',
  '**/src/layouts/*',
  '**/src/entry-*',
  '**/src/main',
  '@/desk/*',
  '**/src/desk/*',
  '@ui/*',
  '**/ui/*',
];
const uiImports = {
  group: ['@/*', '**/src/*', '**/src', '!@/contract', '!@/contract/*', '!@/engine', '!@/engine/*'],
  message: 'ui/ and themes/ stand on the ground floor only: src/contract and src/engine, never the app in src/.',
};
const themeImports = {
  group: ['@/*', '**/src/*', '**/src', '@ui/*', '**/ui/*'],
  message: 'themes/ is part of the ground floor: it imports nothing of the app or ui/.',
};
const routeImports = {
  group: ['@/routes/*', '@/layouts/*', '**/routes/*', '**/layouts/*'],
  message: 'Features are used by routes and layouts, never the other way round.',
};
const groundFloorImports = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-i18next', '@tanstack/react-*', '**/server/*', ...appGroups],
  message:
    'src/contract and src/engine are the ground floor the app and the server stand on: they import no React, ui/, app (features, lib, routes, layouts) or server.',
};
const contractImports = {
  group: ['@/engine', '@/engine/*', '**/engine/*'],
  message: 'The contract is the lowest floor: the engine imports it, never the other way round.',
};
const intoDesk = {
  group: ['@/desk/*', '**/desk/*'],
  message: 'Nothing of the claimant site imports the desk (src/desk): its bundle is its own.',
};
const deskImports = {
  group: appGroups.filter((group) => !group.includes('desk') && !group.includes('ui/')).concat(['**/server/*']),
  message: "The desk (src/desk) stands on ui/ and the ground floor only: it shares nothing else with the claimant's pages.",
};
const serverImports = {
  group: appGroups,
  message: 'The server imports only the ground floor of the app (src/contract, src/engine, themes/): move what it needs there.',
};
/** The HTTP framework, which only the server's HTTP layer uses. */
const httpFramework = {
  group: ['hono', 'hono/*', '@hono/*'],
  message:
    'Hono belongs to the HTTP layer: put routes, middleware, cookies and answers in server/http/, and have the domain take plain values and return outcomes the routes map to answers.',
};
/** The HTTP layer, which stands on the domain and is never imported by it. */
const intoHttp = {
  group: ['**/http/*', '@server/http/*'],
  message:
    'server/http stands on the domain, never the other way round: move what the domain needs of it down (a plain helper beside its users, server/limits/, server/db/), or have the route pass it in as a value.',
};

// The browser's engine runs configs the server already validated, so the schema library stays
// out of it: only the settings schemas of the rule types (rules/parameters) and the config check
// of raw configs (config-validation.ts) build or run schemas; the rest may import their types.
const schemaMessage =
  "In src/engine only config-validation.ts may load zod or the contract's schemas: the browser's engine runs without them (type imports are fine).";
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
        '@/contract/rule-parameters/*',
        '@/contract/rule-parameter-schemas',
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**', 'ui/**', 'stories/**', 'themes/**', '.ladle/**', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [uiImports] }] },
  },
  {
    files: ['themes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [themeImports] }] },
  },
  {
    files: ['src/features/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routeImports, intoDesk] }] },
  },
  {
    files: ['src/routes/**', 'src/layouts/**', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoDesk] }] },
  },
  {
    files: ['src/desk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deskImports] }] },
  },
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [groundFloorImports] }] },
  },
  {
    files: ['src/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [groundFloorImports, contractImports] }] },
  },
  {
    files: ['src/engine/**'],
    ignores: ['src/engine/config-validation.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', engineSchemaImports] },
  },
  // The server stands on the ground floor only. Below its HTTP layer nothing imports Hono or
  // server/http (server/main.ts, which starts the server, is the one file above it). Every cookie
  // the HTTP layer sets goes through setSiteCookie (server/http/cookies.ts), which applies the
  // same HttpOnly, path and Secure rules to all of them.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/http/**', 'server/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, httpFramework, intoHttp] }] },
  },
  {
    files: ['server/http/**/*.ts'],
    ignores: ['server/http/cookies.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'hono/cookie', importNames: ['setCookie'], message: 'Set cookies with setSiteCookie (server/http/cookies.ts).' }],
          patterns: [serverImports],
        },
      ],
    },
  },
  {
    files: ['server/http/cookies.ts', 'server/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
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
  // A Playwright route with `times` turns request interception off the moment it runs out, and a
  // request the page sends just then can stay pending for good: a test that fails now and then.
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='route'] > ObjectExpression > Property[key.name='times']",
          message: 'Route a single request with routeOnce (tests/e2e/support/route-once.ts) instead of `times`.',
        },
      ],
    },
  },
);
