import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noImportCycle } from './scripts/eslint/no-import-cycle.ts';

// The layers of src/ (README.md, "Layers"): each imports only the layers below
// it, so framework-free code never pulls in stores or React views.
// `except` lists what a layer may import of src/, besides itself.
const layers = [
  { layer: 'lib', mayImport: [], what: 'small helpers that import nothing of ours' },
  { layer: 'i18n', mayImport: ['lib'], what: 'languages and catalogues' },
  { layer: 'markets', mayImport: ['i18n', 'lib'], what: 'site data' },
  { layer: 'navigation', mayImport: ['markets', 'i18n', 'lib'], what: 'the menu model' },
  { layer: 'live', mayImport: ['lib'], what: 'framework-free clients, sockets and parsers' },
  {
    layer: 'stores',
    mayImport: ['live', 'navigation', 'markets', 'i18n', 'lib'],
    what: 'state, which never imports a view',
  },
  {
    layer: 'islands',
    mayImport: ['stores', 'live', 'navigation', 'markets', 'i18n', 'lib'],
    what: 'the React views',
  },
  {
    layer: 'elements',
    mayImport: ['islands', 'stores', 'live', 'navigation', 'markets', 'i18n', 'lib'],
    what: 'the custom elements and their lazily loaded chunks',
  },
];
const layerZones = layers.map(({ layer, mayImport, what }) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [layer, ...mayImport].map((allowed) => `./${allowed}`),
  message: `src/${layer} (${what}) may import only ${mayImport.length ? mayImport.map((allowed) => `src/${allowed}`).join(', ') : 'packages'} (README.md, "Layers").`,
}));

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'dist-elements/', '.astro/', 'data/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // `role` is a prop of our components (logged-out, designer…), not only an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Imports: no cycles (of values or types), and each layer of src/ imports downward only.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, project: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
      ],
    },
    rules: {
      'project/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    // A lazily loaded chunk's entry is named `<chunk>.chunk.ts` (or `.tsx`), so the chunks can
    // be found from the tree (README.md, "Layers"); the build names the file after it.
    files: ['src/{lib,live,stores,islands,elements,microsite}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^\\./]:not([value=/\\.chunk\\.tsx?$/])',
          message: 'A lazily loaded module is a chunk entry: name it `<chunk>.chunk.ts`.',
        },
      ],
    },
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
  {
    // Compiled in by the microsite's integration (vite.define; declared in
    // src/microsite/env.d.ts, which TypeScript reads and no-undef does not).
    files: ['src/**/*.astro'],
    languageOptions: { globals: { __MICROSITE_BUILD_HASH__: 'readonly' } },
  },
);
