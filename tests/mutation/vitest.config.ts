import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { MUTATION_EXTRAS } from './extras';
import { LoadFailuresAsTests } from './load-failures';

// One machine's own tests (`MUTATE_MACHINE`, a folder under machines/), or all of them.
const machine = process.env.MUTATE_MACHINE;

/** The machine tests (Node) for mutation runs: fast and focused on `machines/`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __DEMO__: 'true', __VALID_ENV__: 'null' },
  test: {
    // The folder two levels up from this file, not from the working directory: Stryker runs
    // Vitest inside its sandbox copy, and a cwd-relative '../..' would test the unmutated tree.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: machine
      ? [`machines/${machine}/**/*.test.ts`, ...(MUTATION_EXTRAS[machine]?.tests ?? [])]
      : ['machines/**/*.test.ts', ...Object.values(MUTATION_EXTRAS).flatMap((e) => e.tests)],
    setupFiles: ['tests/setup/node.ts'],
    // Covering paths chosen once per instrumented source, not once per mutant (the dry run
    // stores them, each mutant rebuilds them: tests/model/path-cache.ts).
    env: { MODEL_PATHS_CACHE: '1' },
    reporters: ['default', new LoadFailuresAsTests()],
  },
});
