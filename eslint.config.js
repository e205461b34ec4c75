import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layering from './scripts/lint/layering.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
      'e2e/.dist/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright, not React: its fixtures call `use()` and the suite's helpers are named use*.
    files: ['e2e/**/*.ts'],
    // Playwright requires hooks to destructure their fixtures, even as `{}`.
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // The unit and server test projects share module imports between the files of a worker
    // (vitest.config.ts, isolate: false): a module replaced with vi.mock would stay replaced for the
    // files after it. A test that replaces one is a *.mocks.test.ts, which runs by itself.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['packages/*/src/**/*.mocks.test.ts', '**/*.browser.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'A test that replaces a module is named *.mocks.test.ts (it runs in a worker of its own; vitest.config.ts).',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layering,
);
