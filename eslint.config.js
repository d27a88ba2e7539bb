import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What a machine file may not import (`no-restricted-imports` patterns, gitignore syntax).
 */
function machineImportBans() {
  return [
    {
      group: ['**/src/**', '@/**'],
      message: 'Machines import nothing from src/: declare a port in the actors and inject it.',
    },
    {
      group: ['**/tests/**', '@tests/**', '**/e2e/**'],
      message: 'Machines import nothing from the tests: shared helpers live in machines/.',
    },
    {
      group: [
        'react',
        'react/**',
        'react-dom',
        'react-dom/**',
        '@xstate/react',
        '@tanstack/**',
        'sonner',
        'jotai',
        'jotai/**',
        'lucide-react',
        '@ark-ui/**',
      ],
      message: 'Machines do not import UI code.',
    },
    {
      group: ['**/content/de', '**/content/de/**', '**/content/de.ts', '@/content/**'],
      message: 'Machines carry codes, not German text.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'reports',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One direction of imports (docs/architecture.md, "Layers"): machines are the model, plain
    // TypeScript that imports nothing from the app (`src/`), the tests or the UI libraries, and
    // carries codes instead of German text. Actors and fakes too; only the machines' own tests
    // may use the site's code and the test helpers.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: machineImportBans() }] },
  },
  {
    // Machines run without a browser; actors are where side effects (and browser APIs) live.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/**/*.actors.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    // The app never depends on the tests: the demo worker's handlers live in `src/mocks/`.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tests/**', '@tests/**'],
              message: 'The app does not import the tests (shared mocks live in src/mocks).',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
