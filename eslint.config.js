import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/**
 * The layers of the app, top to bottom (docs/architecture.md, "Layers"): each imports only the
 * layers below it. The page shell sits above the features it lays out (the header's menu, the
 * voice widget); what features and the shell share is in `src/components`.
 */
const LAYERS = [
  {
    name: 'the entry (main, entry-server, router)',
    paths: ['src/main.tsx', 'src/entry-server.tsx', 'src/router.tsx', 'src/routeTree.gen.ts'],
  },
  { name: 'routes', paths: ['src/routes'] },
  { name: 'the shell', paths: ['src/shell'] },
  { name: 'features', paths: ['src/features'] },
  { name: 'the start-up (islands, their guard, the inline script)', paths: ['src/start-up'] },
  { name: 'components', paths: ['src/components'] },
  { name: 'the adapters (blog, demo, mocks)', paths: ['src/blog', 'src/demo', 'src/mocks'] },
  {
    name: 'the shared code (lib, content, config)',
    paths: ['src/lib', 'src/content', 'src/config'],
  },
  { name: 'machines and seed data', paths: ['machines', 'supabase/data'] },
];

/** Adapters beside each other: each talks to one outside service and imports no other. */
const ADAPTERS = [
  { path: 'src/blog', others: ['src/demo', 'src/mocks'] },
  { path: 'src/mocks', others: ['src/demo'] },
];

const CALL = 'src/features/call';

/**
 * The call's sub-rooms, top to bottom (docs/architecture.md, "The call"): each imports only the
 * rooms below it. The surfaces lay out the parts; the parts and the surfaces wire the live call
 * through the live hooks; those assemble the drivers; the drivers use the devices and the agent
 * table; the outcomes are plain texts and files.
 */
const CALL_ROOMS = [
  { name: 'the surfaces', paths: [`${CALL}/surfaces`] },
  { name: 'the parts', paths: [`${CALL}/parts`] },
  { name: 'the live hooks', paths: [`${CALL}/live`] },
  { name: 'the drivers', paths: [`${CALL}/drivers`] },
  {
    name: 'the devices, the outcomes and the agent table',
    paths: [`${CALL}/devices`, `${CALL}/outcomes`, `${CALL}/agents.ts`],
  },
];

/** The call's three surfaces: each is its own, mounted from outside the call, never by another. */
const CALL_SURFACES = ['widget', 'full', 'agent'];

/**
 * `import-x/no-restricted-paths` zones: one per layer (nothing from above), the call's rooms and
 * surfaces, adapters, build.
 */
function layerZones() {
  const app = LAYERS.flatMap((layer) => layer.paths);
  return [
    ...LAYERS.slice(1).map((layer, index) => {
      const above = LAYERS.slice(0, index + 1);
      return {
        target: layer.paths,
        from: above.flatMap((upper) => upper.paths),
        message: `Layers import only downwards (docs/architecture.md): ${layer.name} may not import ${above.map((upper) => upper.name).join(', ')}.`,
      };
    }),
    ...CALL_ROOMS.slice(1).map((room, index) => {
      const above = CALL_ROOMS.slice(0, index + 1);
      return {
        target: room.paths,
        from: above.flatMap((upper) => upper.paths),
        message: `The call's rooms import only downwards (docs/architecture.md): ${room.name} may not import ${above.map((upper) => upper.name).join(', ')}.`,
      };
    }),
    ...CALL_SURFACES.map((surface) => ({
      target: CALL_SURFACES.filter((other) => other !== surface).map(
        (other) => `${CALL}/surfaces/${other}`,
      ),
      from: `${CALL}/surfaces/${surface}`,
      message: `A call surface is its own (docs/architecture.md): only ${CALL}/surfaces/${surface} imports it.`,
    })),
    {
      // Below the views: the drivers and the devices speak to the browser and the SDK, not React.
      target: [`${CALL}/drivers`, `${CALL}/devices`, `${CALL}/outcomes`, `${CALL}/agents.ts`],
      from: ['src/components'],
      message:
        'The call below its views imports no React pieces (docs/architecture.md): drivers, devices, outcomes and the agent table stay plain.',
    },
    ...ADAPTERS.map(({ path, others }) => ({
      target: path,
      from: others,
      message: `Adapters import no other adapter (docs/architecture.md): ${path} is one of them.`,
    })),
    {
      // The server entry runs in the prerenderer: it may read the build's data.
      target: app.filter((path) => path !== 'src/entry-server.tsx'),
      from: 'src/build',
      message:
        'The app imports no build code (docs/architecture.md): what both share lives in src/lib.',
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
    // Text from outside (captions, typed lines, blog rows, device labels) is rendered as text:
    // markup in it stays text. The one HTML the site renders is an article body, sanitised
    // first (src/blog/sanitize.ts, its tests beside it).
    files: ['src/**/*.tsx'],
    ignores: ['src/features/blog/article-body.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text; only the sanitised article body sets inner HTML.',
        },
      ],
    },
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
  {
    // Layers, one direction, and no import cycles. Tests and stories may reach across
    // layers (a test sets up what it checks); the product's files may not.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'supabase/data/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files the rules follow (without it `no-cycle` reads no
      // .ts/.tsx module and finds no cycle), resolved through the TypeScript paths.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      // Type-only imports are erased at build: a cycle of types alone is not reported.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
