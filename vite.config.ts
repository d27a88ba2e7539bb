/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appConfigPlugin } from './src/build/app-config-plugin.ts';

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
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
