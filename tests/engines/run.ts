/**
 * The cross-engine journeys (decision 0021): serves the demo build (`src/build/serve.ts`) and
 * runs `e2e/engines/` in WebKit and Firefox ESR, each engine in a process of its own with a hard
 * time bound; writes `reports/engines.json`. After `tests/e2e-build.ts`:
 * `tsx tests/engines/run.ts [demo build dir]`; `ENGINES=webkit` runs one engine;
 * `ENGINE_TIMEOUT_S` bounds each (default 240).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ENGINES, type EngineName } from '../../e2e/engines/driver';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER } from '../../e2e/engines/binaries';
import { killGroup } from '../../e2e/engines/processes';
import { ENGINE_LINE, type EngineEvent } from '../../e2e/engines/protocol';
import { suite } from '../../e2e/engines/suite';
import { serveDist } from '../../src/build/serve';

type CheckResult = Extract<EngineEvent, { type: 'check' }>;
interface EngineReport {
  engine: EngineName;
  ms: number;
  launchMs: number[];
  checks: Omit<CheckResult, 'type'>[];
}

const REPORT = 'reports/engines.json';
const dir = resolve(process.argv[2] ?? `${process.env.E2E_DIR ?? 'dist-e2e'}/demo`);
const engines = (process.env.ENGINES ?? ENGINES.join(','))
  .split(',')
  .filter((name): name is EngineName => ENGINES.includes(name as EngineName));
const engineTimeoutMs = Number(process.env.ENGINE_TIMEOUT_S ?? 240) * 1000;

const onPath = (command: string) => spawnSync('which', [command]).status === 0;
/** What an engine needs on this machine and lacks (`.ci/run` installs it on Debian). */
function missing(engine: EngineName): string[] {
  const needs: [string, boolean][] =
    engine === 'webkit'
      ? [
          [`${WEBKIT_DRIVER} (webkit2gtk-driver)`, onPath(WEBKIT_DRIVER)],
          ['xvfb-run (xvfb)', onPath('xvfb-run')],
          ['xauth', onPath('xauth')],
          [MINIBROWSER, existsSync(MINIBROWSER)],
        ]
      : [[`${FIREFOX} (firefox-esr)`, existsSync(FIREFOX)]];
  return needs.filter(([, present]) => !present).map(([what]) => what);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function print(engine: EngineName, check: Omit<CheckResult, 'type'>) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[check.status];
  const detail = check.detail
    ? ` — ${check.status === 'skipped' ? 'skipped: ' : ''}${check.detail}`
    : '';
  console.log(`  ${mark} ${engine.padEnd(7)} ${check.name} (${seconds(check.ms)})${detail}`);
}

const live = new Set<number>();
async function killAll() {
  await Promise.all([...live].map((pgid) => killGroup(pgid)));
  live.clear();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void killAll().finally(() => process.exit(130)));

/** Runs one engine's process; every check it did not report counts as failed. */
async function runEngine(engine: EngineName, baseUrl: string): Promise<EngineReport> {
  const report: EngineReport = { engine, ms: 0, launchMs: [], checks: [] };
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/engines/engine.ts', engine, baseUrl],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  live.add(child.pid!);
  const groups = [child.pid!];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-4000)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith(ENGINE_LINE)) return;
    const event = JSON.parse(line.slice(ENGINE_LINE.length)) as EngineEvent;
    if (event.type === 'group') {
      groups.push(event.pgid);
      live.add(event.pgid);
    } else if (event.type === 'launched') {
      report.launchMs.push(event.ms);
      console.log(`  · ${engine.padEnd(7)} browser started (${seconds(event.ms)})`);
    } else {
      const { type: _type, ...check } = event;
      report.checks.push(check);
      print(engine, check);
    }
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void Promise.all(groups.map((pgid) => killGroup(pgid)));
  }, engineTimeoutMs);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  // Whatever is left (a browser the engine process could not close) goes too.
  await Promise.all(groups.map((pgid) => killGroup(pgid)));
  for (const pgid of groups) live.delete(pgid);
  report.ms = Date.now() - started;
  const reason = timedOut
    ? `not run: ${engine} took longer than ${seconds(engineTimeoutMs)} and was stopped`
    : `not run: the ${engine} process ended early (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`;
  for (const check of suite.slice(report.checks.length)) {
    const result = { name: check.name, status: 'failed' as const, ms: 0, detail: reason };
    report.checks.push(result);
    print(engine, result);
  }
  return report;
}

function writeReport(reports: EngineReport[], ms: number) {
  const checks = reports.flatMap((report) => report.checks);
  const count = (status: CheckResult['status']) =>
    checks.filter((check) => check.status === status).length;
  const summary = {
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    ms,
    engines: reports,
  };
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

const started = Date.now();
// No report then: `npm test` counts the step as failed (tests/run-all.ts).
if (!existsSync(`${dir}/index.html`)) {
  console.error(`no demo build in ${dir}: run tests/e2e-build.ts first`);
  process.exit(1);
}
const server = await serveDist(0, dir);
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
console.log(`Cross-engine journeys on ${dir} (${baseUrl}), ${suite.length} checks per engine`);
const reports: EngineReport[] = [];
for (const engine of engines) {
  const lacking = missing(engine);
  if (lacking.length) {
    // CI installs every engine (.ci/run): there a missing one fails; elsewhere it is skipped.
    const status = process.env.CI ? ('failed' as const) : ('skipped' as const);
    const detail = `${engine} is not installed here (missing ${lacking.join(', ')})`;
    const checks = suite.map((check) => ({ name: check.name, status, ms: 0, detail }));
    console.log(
      `  ${status === 'failed' ? '✗' : '-'} ${engine.padEnd(7)} all ${checks.length} checks ${status}: ${detail}`,
    );
    reports.push({ engine, ms: 0, launchMs: [], checks });
    continue;
  }
  reports.push(await runEngine(engine, baseUrl));
}
server.close();
const summary = writeReport(reports, Date.now() - started);
const times = reports.map((report) => `${report.engine} ${seconds(report.ms)}`).join(', ');
console.log(
  `engines: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped (${times}; ${REPORT})`,
);
process.exit(summary.failed === 0 ? 0 : 1);
