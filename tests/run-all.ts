/**
 * The one test command (`npm test`): static checks, Vitest (machines, views, stories, data,
 * view replays in Chromium), the e2e builds, the W3C HTML check of the built pages, Playwright
 * in Chromium, the cross-engine journeys in WebKit and Firefox, the model coverage report and
 * incremental mutation testing of the machines (at most 2 minutes).
 * Every step runs even when an earlier one fails; the last line is the total, `N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { chromium } from 'playwright';
import { systemChromium } from '../playwright.config';
import { UNREACHABLE } from './audit';
import { CUT_OFF, runBounded } from './bounded';
import { RECORDS_DIR } from './model/records';
import { measure, TEST_TO_PRODUCT_LIMIT } from './size';
import { SPEC_PATH } from './spec-texts/spec-texts';

interface Result {
  step: string;
  passed: number;
  failed: number;
}

const MINUTE = 60_000;
const results: Result[] = [];
/** Checks that could not run here; printed in the summary, counted neither way. */
const notVerified: string[] = [];
mkdirSync('reports', { recursive: true });
// Replays record themselves as they pass (unit, view, browser); the report reads this run's only.
rmSync(RECORDS_DIR, { recursive: true, force: true });

// Every stage has a hard time bound, and all of them together one (decision 0024): they stop a
// broken build (today's run takes ~15 min on CI's two cores), they are not the run's target.
const BUDGET_MS = 70 * MINUTE;
const startedAt = Date.now();
/** The bound of each stage, by what it runs (the first argument after `npx`/`tsx`). */
const BOUNDS_MS: Record<string, number> = {
  vitest: 15 * MINUTE,
  // Playwright stops itself first (`globalTimeout` in playwright.config.ts).
  playwright: 32 * MINUTE,
  'tests/engines/run.ts': 8 * MINUTE,
};
const DEFAULT_BOUND_MS = 6 * MINUTE;
/** How long each stage took (the two first lanes side by side); printed in the summary. */
const stageTimes: string[] = [];
/** Stages cut off at their bound; printed in the summary. */
const cutOff: string[] = [];

/** Runs one stage within its bound; `collect`: its output printed at its end (see bounded.ts). */
async function status(
  command: string,
  args: string[],
  { env = {}, collect = false }: { env?: Record<string, string>; collect?: boolean } = {},
) {
  const what = `${command} ${args.join(' ')}`;
  if (!collect) console.log(`\n▶ ${what}`);
  const stage = (args[0] === 'tsx' ? args[1] : args[0]) ?? '';
  const left = BUDGET_MS - (Date.now() - startedAt);
  const bound = Math.min(BOUNDS_MS[stage] ?? DEFAULT_BOUND_MS, left);
  if (bound <= 0) {
    cutOff.push(`${what}: not run, the ${BUDGET_MS / MINUTE} min of the whole run were spent`);
    return CUT_OFF;
  }
  const began = Date.now();
  const result = await runBounded(command, args, bound, {
    env: { ...process.env, ...env },
    collect,
  });
  stageTimes.push(`${what}: ${Math.round((Date.now() - began) / 1000)} s`);
  if (collect) console.log(`\n▶ ${what}\n${result.output.trimEnd()}`);
  if (result.cutOff) cutOff.push(`${what}: cut off after ${Math.round(bound / 1000)} s`);
  return result.status;
}

/** A step that passes or fails as a whole counts as one test. */
function record(step: string, ok: boolean) {
  results.push({ step, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** A stage that passes or fails as a whole. */
async function check(step: string, command: string, args: string[], collect = true) {
  record(step, (await status(command, args, { collect })) === 0);
}

/** Failures a runner reported; a failed run that reported none (it crashed) counts as one. */
function failures(ok: boolean, reported: number): number {
  return reported + (ok || reported > 0 ? 0 : 1);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

// A browser for Storybook and Playwright: Debian's Chromium, else Playwright's own (a laptop).
if (!systemChromium && !existsSync(chromium.executablePath())) {
  await status('npx', ['playwright', 'install', 'chromium']);
}

// Two lanes side by side (each of the static checks uses one core): the static checks, and the
// builds (e2e, then Storybook) with the HTML check of what the e2e build built.
const [, built] = await Promise.all([
  (async () => {
    await check('typecheck', 'npx', ['tsc', '--noEmit']);
    await check('typecheck machines (no DOM)', 'npx', ['tsc', '--noEmit', '-p', 'machines']);
    await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await check('format', 'npx', ['prettier', '--check', '.']);
    // High or critical advisories in what reaches visitors. Without an advisory service (offline,
    // or a registry mirror that refuses the audit endpoints) the check is reported as not verified.
    const audit = await status('npx', ['tsx', 'tests/audit.ts'], { collect: true });
    if (audit === UNREACHABLE)
      notVerified.push('npm audit --omit=dev: advisory service unreachable');
    else record('npm audit (production)', audit === 0);
  })(),
  (async () => {
    const ok = (await status('npx', ['tsx', 'tests/e2e-build.ts'], { collect: true })) === 0;
    record('e2e build', ok);
    if (ok) {
      // The W3C Nu HTML checker over every built page (Java); without Java: not verified.
      const vnu = await status('npx', ['tsx', 'tests/html/vnu.ts'], { collect: true });
      if (vnu === UNREACHABLE) notVerified.push('W3C Nu HTML checker: no Java runtime');
      else record('W3C HTML check of the built pages (vnu)', vnu === 0);
    }
    // The designers' static Storybook builds with no configuration (demo settings). In this
    // lane, the shorter one (stop 58: the static checks 119 s, the builds and vnu 58 s).
    await check('static Storybook build', 'npx', [
      'storybook',
      'build',
      '--quiet',
      '-o',
      'storybook-static',
    ]);
    return ok;
  })(),
]);

// Vitest: every project, in two runs: node and dom, then the two in Chromium (storybook,
// browser). One run of all four on two cores took 483 s here, the two 151 + 268 s: node's and
// jsdom's workers no longer crowd the browser's.
interface VitestTest {
  status: string;
  meta?: { storyId?: string; play?: boolean };
}
const VITEST_RUNS = [
  ['node', 'dom'],
  ['storybook', 'browser'],
] as const;
let vitestOk = true;
let vitestReported = true;
const vitestFiles: { assertionResults: VitestTest[] }[] = [];
for (const projects of VITEST_RUNS) {
  const report = `reports/vitest-${projects.join('-')}.json`;
  rmSync(report, { force: true });
  const ok =
    (await status('npx', [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ])) === 0;
  const json = readJson<{ testResults: { assertionResults: VitestTest[] }[] }>(report);
  vitestOk &&= ok;
  vitestReported &&= json !== undefined;
  vitestFiles.push(...(json?.testResults ?? []));
}
// Each test counts once, except the stories that only render and pass axe (no play function,
// tests/setup/storybook.ts): together they are one smoke check, failed if any of them fails.
const vitestTests = vitestFiles.flatMap((file) => file.assertionResults);
const smoke = vitestTests.filter((t) => t.meta?.storyId && !t.meta.play);
const smokeFailed = smoke.filter((t) => t.status === 'failed').length;
const counted = (status: string) =>
  vitestTests.filter((t) => t.status === status && !smoke.includes(t)).length;
results.push({
  step: 'vitest',
  passed: counted('passed'),
  // A failed smoke story is a reported failure (of the smoke check), not a crash of the run.
  failed: failures(vitestOk && vitestReported, counted('failed') + smokeFailed) - smokeFailed,
});
if (smoke.length) {
  record(`stories render and pass axe (smoke): ${smoke.length} stories`, smokeFailed === 0);
}
if (!existsSync(SPEC_PATH)) notVerified.push(`spec texts in the tests: ${SPEC_PATH} absent`);

// End-to-end: Playwright in Chromium against the built sites.
if (built) {
  rmSync('reports/playwright.json', { force: true });
  const e2eOk =
    (await status('npx', ['playwright', 'test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json' },
    })) === 0;
  const e2e = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    errors: { message?: string }[];
  }>('reports/playwright.json');
  // Playwright's own bounds (playwright.config.ts): the tests it did not run count for nothing.
  for (const error of e2e?.errors ?? [])
    if (/Timed out waiting|maximum allowed failures/.test(error.message ?? ''))
      cutOff.push(`playwright: ${error.message?.split('\n')[0]}`);
  results.push({
    step: 'playwright',
    passed: e2e?.stats.expected ?? 0,
    failed: failures(e2eOk && e2e !== undefined, e2e ? e2e.stats.unexpected + e2e.stats.flaky : 0),
  });

  // The same demo build in WebKit (WebKitGTK) and Firefox ESR: the visitor's journeys
  // (decision 0021). Each check in each engine counts as one test.
  rmSync('reports/engines.json', { force: true });
  const enginesOk = (await status('npx', ['tsx', 'tests/engines/run.ts'])) === 0;
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

await check('model coverage', 'npx', ['tsx', 'tests/model/coverage-report.ts'], false);

// Mutation testing, incremental (decision 0025): changed machines within 2 minutes. Each machine
// at or above Stryker's break is one passed check, below it one failed; one the budget left out
// is not verified, never passed.
{
  rmSync('reports/mutation/summary.json', { force: true });
  const mutationOk = (await status('npx', ['tsx', 'tests/mutation/run.ts', '--budget=120'])) === 0;
  const mutation = readJson<{ machine: string; outcome: string }[]>(
    'reports/mutation/summary.json',
  );
  const count = (outcome: string) => mutation?.filter((m) => m.outcome === outcome) ?? [];
  results.push({
    step: 'mutation (incremental, per machine)',
    passed: count('passed').length,
    failed: failures(mutationOk && mutation !== undefined, count('failed').length),
  });
  const notRun = count('not run').map((m) => m.machine);
  if (notRun.length)
    notVerified.push(`mutation not run (2-minute budget used up): ${notRun.join(', ')}`);
}

console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.failed ? '✗' : '✓'} ${result.step}: ${result.passed} passed, ${result.failed} failed`,
  );
}
for (const what of cutOff) console.log(`  ✗ cut off: ${what}`);
// The weight of the proof: test code against product code (tests/size.ts).
const size = measure();
console.log(
  `  ${size.ratio <= TEST_TO_PRODUCT_LIMIT ? '✓' : '!'} size: test code ${size.test} lines / product ${size.product} lines = ${size.ratio.toFixed(2)} (limit ${TEST_TO_PRODUCT_LIMIT})`,
);
console.log(`  took ${Math.round((Date.now() - startedAt) / 1000)} s`);
for (const time of stageTimes) console.log(`    ${time}`);
for (const what of notVerified) console.log(`  ? not verified: ${what}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
