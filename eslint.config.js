// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * client/ (the browser entry and the takeover) and server/ (the renderer and the HTML assembly) are the two ends
 * that start the app: nothing below them imports them (docs/decisions.md, "Layers").
 */
const CLIENT_SERVER_IMPORT = '^(\\.\\./)+(client|server)(/|$)';
const CLIENT_SERVER_MESSAGE = 'client/ and server/ start the app: features and app may not import them.';

/**
 * A feature uses another only through its public face, its index.ts (bulletproof-react's features): a file `depth`
 * folders deep in features/<name>/ may not reach depth + 1 levels up into another feature's files. Tests and
 * testing/ helpers may, to build their fixtures.
 * @param {number} depth
 * @returns {import('eslint').Linter.Config}
 */
const featureBoundary = (depth) => ({
  files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index$).+`,
            message: 'Another feature is used through its index.ts only: export what is needed there.',
          },
          { regex: CLIENT_SERVER_IMPORT, message: CLIENT_SERVER_MESSAGE },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-pages/**', 'functions/lib/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // One-way layers (bulletproof-react; the README's map of folders): the shared layers (config, utils,
    // lib, components) are what features and the app build on, so they may not import features or the app.
    // Shared types live at the bottom (the content package, packages/content,
    // components/layout/route-handle.ts); data/ is the content stores every feature reads through.
    files: ['web/src/{config,utils,lib,components,data}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app|client|server)(/|$)',
              message: 'config, utils, lib, components and data are shared layers: they may not import features, app, client or server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app layer does not import client/ or server/ (features do not either: featureBoundary).
    files: ['web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: CLIENT_SERVER_IMPORT,
              message: CLIENT_SERVER_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  ...[0, 1, 2].map(featureBoundary),
  {
    // Tests mutate JSON fixtures field by field to build each invalid case.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
