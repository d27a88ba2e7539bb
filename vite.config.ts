/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { appConfigPlugin } from './src/build/app-config.plugin.ts';
import { dailyProbePlugin } from './src/build/daily-probe.plugin.ts';
import { routeChunkPlugin } from './src/build/route-chunk.plugin.ts';
import { browserCommands } from './tests/setup/browser-commands.ts';

/**
 * Chromium's headless shell where Debian has it (a page costs a third of full Chromium's CPU:
 * docs/testing.md, stop 57), else Debian's full Chromium; Playwright's own browser elsewhere.
 */
const testChromium = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => existsSync(path));

/** Vitest's browser mode in headless Chromium (stories and view replays); one per project. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: testChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The view replays, run in Chromium by the `browser` project only: each machine's paths are
 * replayed once in a browser, here or (section navigation, whose view needs the whole app) by
 * Playwright against the built site. The `dom` project leaves them out: a file runs once, under
 * one name (decision 0022).
 */
const browserReplays = [
  'src/start-up/deferred-islands.view.test.tsx',
  'src/features/call/parts/presence-question.view.test.tsx',
  'src/features/call/parts/sound-notice.view.test.tsx',
  'src/features/call/parts/outcome-cards.view.test.tsx',
  'src/features/call/parts/microphone-choice.view.test.tsx',
  'src/shell/navigation-notice.view.test.tsx',
  'src/features/blog/blog-article.view.test.tsx',
  'src/features/blog/blog-list.view.test.tsx',
  'src/features/faq/faq.view.test.tsx',
  'src/features/logo-strip/logo-strip.view.test.tsx',
  'src/features/mobile-menu/mobile-menu.view.test.tsx',
  'src/features/waitlist/full-gate.view.test.tsx',
  'src/features/waitlist/waitlist.view.test.tsx',
  'src/features/call-forwarding/call-forwarding.view.test.tsx',
  'src/features/demo-form/demo-form.view.test.tsx',
  'src/features/agents/call-surfaces.view.test.tsx',
  'src/features/call/live/call-owner.view.test.tsx',
  'src/features/call/parts/voice-activity.view.test.tsx',
];

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // Right after it: route code loads through the app's loader, which never reloads offline.
    routeChunkPlugin(),
    react(),
    tailwindcss(),
    appConfigPlugin(),
    dailyProbePlugin(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs ES2022 modules supports modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs at once goes into two chunks instead of a dozen small ones
        // (each costs a request and compresses worse): the framework, and the app's shell.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
            },
            {
              name: 'shell',
              test: /src[\\/](shell[\\/](site-layout|header|head-sync|demo-notice)\.tsx?$|components[\\/](logo|nav-link|nav-entries|section-nav|toast|toaster)\.tsx?$|start-up[\\/](island|deferred-islands|table-actor)\.tsx?$|lib[\\/](head|inspector)\.ts$|content[\\/]de[\\/](app|brand)\.ts$)|machines[\\/]island[\\/]island\.table\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default, stated: in CI a `.only` fails the run instead of skipping the rest.
    allowOnly: !process.env.CI,
    // Vitest's default is one worker fewer than the cores: one on CI's two, where most of a
    // file's time is its imports and a second worker takes a third off the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'src/**/*.node.test.ts', 'tests/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', '.storybook/**/*.test.tsx'],
          exclude: ['src/**/*.node.test.ts', ...browserReplays],
          setupFiles: ['tests/setup/dom.ts'],
          // A bound on a test that hangs, not a wait: a test whose first render loads a route's
          // code takes about a second alone and five or more with both cores busy (Vitest's
          // default 5 s cut off two such tests under the full run here, 2026-11-29).
          testTimeout: 15_000,
        },
      },
      {
        // Every story rendered in Chromium (addon-vitest): render errors, failing play functions
        // and accessibility violations (addon-a11y) fail the run. `npm test` counts the stories
        // without a play function as one smoke check (tests/setup/storybook.ts marks the others).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['tests/setup/storybook.ts'],
          // A bound on a story that hangs, not a wait: a file's first story loads its code cold
          // (Vite transforms it on first request). In a fresh clone's full run on a slow host,
          // with all four projects on two cores, two first stories passed 15 s (2026-12-02:
          // 'Hint Before A Number', 'Collapsed'); every later story of those files took < 2 s.
          testTimeout: 30_000,
          // One page per worker for all its story files, not a fresh iframe per file: each
          // story renders from its own args and loaders, and Storybook's setup resets what a
          // story may change (args, globals, the rendered root). Here (2026-12-02) the two
          // browser projects took 309 s with every file isolated, 197 s with the story files
          // sharing.
          isolate: false,
          browser: chromium(),
        },
      },
      {
        // The machines' view replays, in real Chromium: they record `browser` replays.
        extends: true,
        test: {
          name: 'browser',
          include: browserReplays,
          setupFiles: ['tests/setup/browser.ts'],
          browser: {
            ...chromium(),
            commands: browserCommands,
            // Failures are read in the test output; screenshots would land beside the sources.
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
