/**
 * The one test command (`npm test`): static checks, Vitest (machines, views, stories, data,
 * view replays in Chromium), the e2e builds, the W3C HTML check of the built pages, Playwright
 * in Chromium, the cross-engine journeys in WebKit and Firefox and the model coverage report.
 * Every step runs even when an earlier one fails; the last line is the total, `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromium } from 'playwright';
import { UNREACHABLE } from './audit';
import { RECORDS_DIR } from './model/records';
import { SPEC_PATH } from './spec-texts/spec-texts';

interface Result {
  step: string;
  passed: number;
  failed: number;
}

const results: Result[] = [];
/** Checks that could not run here; printed in the summary, counted neither way. */
const notVerified: string[] = [];
mkdirSync('reports', { recursive: true });
// Replays record themselves as they pass (unit, view, browser); the report reads this run's only.
rmSync(RECORDS_DIR, { recursive: true, force: true });

function status(command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
}

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  return status(command, args, env) === 0;
}

/** A step that passes or fails as a whole counts as one test. */
function record(step: string, ok: boolean) {
  results.push({ step, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function check(step: string, command: string, args: string[]) {
  record(step, run(command, args));
}

/** Failures a runner reported; a failed run that reported none (it crashed) counts as one. */
function failures(ok: boolean, reported: number): number {
  return reported + (ok || reported > 0 ? 0 : 1);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

// A browser for Storybook and Playwright: Debian's Chromium, else Playwright's own (a laptop).
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((path) =>
  existsSync(path),
);
if (!systemChromium && !existsSync(chromium.executablePath())) {
  run('npx', ['playwright', 'install', 'chromium']);
}

check('typecheck', 'npx', ['tsc', '--noEmit']);
check('typecheck machines (no DOM)', 'npx', ['tsc', '--noEmit', '-p', 'machines']);
check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);

// High or critical advisories in what reaches visitors. Without an advisory service (offline, or
// a registry mirror that refuses the audit endpoints) the check is reported as not verified.
const audit = status('npx', ['tsx', 'tests/audit.ts']);
if (audit === UNREACHABLE) notVerified.push('npm audit --omit=dev: advisory service unreachable');
else record('npm audit (production)', audit === 0);

// Vitest: every project (node, dom, storybook, browser).
rmSync('reports/vitest.json', { force: true });
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
// Each test counts once, except the stories that only render and pass axe (no play function,
// tests/setup/storybook.ts): together they are one smoke check, failed if any of them fails.
interface VitestTest {
  status: string;
  meta?: { storyId?: string; play?: boolean };
}
const vitest = readJson<{ testResults: { assertionResults: VitestTest[] }[] }>(
  'reports/vitest.json',
);
const vitestTests = vitest?.testResults.flatMap((file) => file.assertionResults) ?? [];
const smoke = vitestTests.filter((t) => t.meta?.storyId && !t.meta.play);
const smokeFailed = smoke.filter((t) => t.status === 'failed').length;
const counted = (status: string) =>
  vitestTests.filter((t) => t.status === status && !smoke.includes(t)).length;
results.push({
  step: 'vitest',
  passed: counted('passed'),
  // A failed smoke story is a reported failure (of the smoke check), not a crash of the run.
  failed: failures(vitestOk && vitest !== undefined, counted('failed') + smokeFailed) - smokeFailed,
});
if (smoke.length) {
  record(`stories render and pass axe (smoke): ${smoke.length} stories`, smokeFailed === 0);
}
if (!existsSync(SPEC_PATH)) notVerified.push(`spec texts in the tests: ${SPEC_PATH} absent`);

// End-to-end: build the sites, then Playwright in Chromium.
const built = run('npx', ['tsx', 'tests/e2e-build.ts']);
record('e2e build', built);
if (built) {
  // The W3C Nu HTML checker over every built page (Java); without Java: not verified.
  const vnu = status('npx', ['tsx', 'tests/html/vnu.ts']);
  if (vnu === UNREACHABLE) notVerified.push('W3C Nu HTML checker: no Java runtime');
  else record('W3C HTML check of the built pages (vnu)', vnu === 0);
}
if (built) {
  rmSync('reports/playwright.json', { force: true });
  const e2eOk = run('npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json',
  });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    'reports/playwright.json',
  );
  results.push({
    step: 'playwright',
    passed: e2e?.stats.expected ?? 0,
    failed: failures(e2eOk && e2e !== undefined, e2e ? e2e.stats.unexpected + e2e.stats.flaky : 0),
  });

  // The same demo build in WebKit (WebKitGTK) and Firefox ESR: the visitor's journeys
  // (decision 0021). Each check in each engine counts as one test.
  rmSync('reports/engines.json', { force: true });
  const enginesOk = run('npx', ['tsx', 'tests/engines/run.ts']);
  const engines = readJson<{ passed: number; failed: number; skipped: number }>(
    'reports/engines.json',
  );
  results.push({
    step: 'engines (WebKit, Firefox)',
    passed: engines?.passed ?? 0,
    failed: failures(enginesOk && engines !== undefined, engines?.failed ?? 0),
  });
  if (engines?.skipped)
    notVerified.push(`${engines.skipped} cross-engine checks skipped (see reports/engines.json)`);
}

// Per machine: reachable states and transitions, and how many the replays visited (unit tests,
// jsdom views, Chromium); fails unless unit and browser replays reach all of them.
check('model coverage', 'npx', ['tsx', 'tests/model/coverage-report.ts']);

console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.failed ? '✗' : '✓'} ${result.step}: ${result.passed} passed, ${result.failed} failed`,
  );
}
for (const what of notVerified) console.log(`  ? not verified: ${what}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
