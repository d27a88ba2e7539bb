import type { RunnerTask, RunnerTestCase, RunnerTestFile, RunnerTestSuite } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

const hasTests = (suite: RunnerTestSuite): boolean =>
  suite.tasks.some(
    (task: RunnerTask) => task.type === 'test' || (task.type === 'suite' && hasTests(task)),
  );

/**
 * Counts a test file that could not even be loaded as one failed test. Stryker's Vitest runner
 * only reads test results: a mutant that makes a machine's `createMachine` throw while the
 * module loads leaves its test files without any test, which Stryker would count as survived.
 */
export class LoadFailuresAsTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || hasTests(file)) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

/** What Stryker reads of a test (name, file, suite, mode, result) and Vitest's summary prints. */
function loadFailure(file: RunnerTestFile): RunnerTestCase {
  const test: Partial<RunnerTestCase> = {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    fullName: `${file.name} > the test file loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result?.errors ?? [] },
  };
  return test as RunnerTestCase;
}
