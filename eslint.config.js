// Flat config: typescript-eslint's recommended (non type-checked) rules plus React's hook rules.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'test-results/**', 'coverage/**', '.tmp/**', 'bench/out/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The classic hook rules. The React Compiler rules of plugin v7 (refs, immutability, set-state-in-effect...)
    // are left off: the app is not compiled with React Compiler and they flag sound external-store code.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The layering of DESIGN.md §2 (app -> pages -> engine -> widgets -> common): the engine and the widgets never
    // reach up into the app shell or the pages (the app hands its services down through <EngineProvider>), widgets
    // never into the engine, common into nothing of the client or server. Paths are resolved, so a folder of the
    // same name elsewhere (src/engine/form/pages) is not mistaken for src/pages. And no runtime import cycles
    // (type-only imports are erased and do not count).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './src/engine', from: ['./src/app', './src/pages'], message: 'The engine gets app services through its provider (src/engine/provider), wire types from src/common/api.' },
          { target: './widgets', from: ['./src/app', './src/pages', './src/engine'], message: 'Widgets are leaves: they take what they need as props or from src/common.' },
          { target: './src/common', from: ['./src/app', './src/pages', './src/engine', './src/server', './widgets'], message: 'src/common is shared by the browser and the server and imports neither side.' },
        ],
      }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `<T,>` and `{}` props are idiomatic in React components.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
);
