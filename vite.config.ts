/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { appConfigPlugin } from './src/build/app-config-plugin.ts';

/** Debian's Chromium where it exists (CI, this machine); Playwright's own browser elsewhere. */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    appConfigPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  server: { port: 5173 },
  build: { target: 'es2022', sourcemap: false },
  test: {
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
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // Every story rendered in Chromium (addon-vitest): render errors, failing play functions
        // and accessibility violations (addon-a11y) fail the run.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: systemChromium,
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
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
