import { defineConfig } from 'vitest/config';

// One machine's own tests (`MUTATE_MACHINE`, a folder under machines/), or all of them.
const machine = process.env.MUTATE_MACHINE;

/** The machine tests (Node) for mutation runs: fast and focused on `machines/`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __DEMO__: 'true' },
  test: {
    root: '../..',
    environment: 'node',
    include: [machine ? `machines/${machine}/**/*.test.ts` : 'machines/**/*.test.ts'],
    setupFiles: ['tests/setup/node.ts'],
  },
});
