/**
 * `npm run mutate [--force] [--budget=<seconds>] [machine …]`: Stryker over `machines/`, one
 * machine at a time against its own tests, incremental: each machine's Stryker report is tracked
 * gzip-compressed in `tests/mutation/incremental/<machine>.json.gz`, Stryker works on a
 * decompressed copy in `.stryker-tmp/incremental/`. Scores are printed and written to
 * `docs/mutation-scores.md`; exits non-zero when a machine scores below `thresholds.break`.
 *
 * - A machine whose inputs (its files, everything they import, the runner's files, the lock
 *   file) are byte for byte those of its last run (`<machine>.meta.json`) is not started.
 * - `--force`: every mutant again (Stryker's `--force`).
 * - `--budget=<seconds>` (CI, decision 0025): changed machines run shortest first; a run that
 *   would pass the budget is stopped, and it and the ones left are not run (not verified).
 *   `reports/mutation/summary.json` lists each machine as passed, failed or not run.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { MUTATION_EXTRAS } from './extras';

const CONFIG = 'tests/mutation/stryker.config.json';
const SUMMARY = 'reports/mutation/summary.json';
const SCORES = 'docs/mutation-scores.md';
const INCREMENTAL = 'tests/mutation/incremental';
/** Stryker's decompressed working copies (inside its ignored temp folder, so never tracked). */
const WORKING = '.stryker-tmp/incremental';
/** What a machine's results depend on beyond the files its tests import. */
const RUNNER_FILES = [
  'tests/mutation/vitest.config.ts',
  'tests/mutation/extras.ts',
  'tests/mutation/load-failures.ts',
  'tests/mutation/type-only.plugin.js',
  'tests/setup/node.ts',
  'tsconfig.json',
  'package-lock.json',
];

const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as {
  mutate: string[];
  thresholds: { break: number };
};
const THRESHOLD = config.thresholds.break;
const args = process.argv.slice(2);
const force = args.includes('--force');
const budgetArg = args.find((arg) => arg.startsWith('--budget='));
const budgetMs = budgetArg ? Number(budgetArg.slice('--budget='.length)) * 1000 : undefined;
const started = Date.now();
const today = new Date().toISOString().slice(0, 10);
const all = readdirSync('machines', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const named = args.filter((arg) => !arg.startsWith('--'));
const machines = named.length ? named : all;

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}
interface Meta {
  fingerprint: string;
  seconds: number;
  /** Day of the run (YYYY-MM-DD). */
  date?: string;
}
type Outcome = 'passed' | 'failed' | 'not run';
interface Result {
  machine: string;
  outcome: Outcome;
  how: 'run' | 'unchanged' | 'crashed' | 'over budget';
  score: number;
  killed: number;
  total: number;
  seconds: number;
}

// The config's `mutate` globs narrowed to one machine folder (what a run leaves out is listed
// there only), plus the machine's files outside it (`extras.ts`).
const mutateOf = (machine: string) =>
  [
    ...config.mutate.map((glob) => glob.replace('machines/**/', `machines/${machine}/**/`)),
    ...(MUTATION_EXTRAS[machine]?.mutate ?? []),
  ].join(',');

const incrementalFile = (machine: string) => `${INCREMENTAL}/${machine}.json.gz`;
const workingFile = (machine: string) => `${WORKING}/${machine}.json`;
const metaFile = (machine: string) => `${INCREMENTAL}/${machine}.meta.json`;

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function readIncremental(machine: string): string | undefined {
  const file = incrementalFile(machine);
  return existsSync(file) ? gunzipSync(readFileSync(file)).toString('utf8') : undefined;
}

/** Imports of a TypeScript file, resolved to files of this repository (aliases of tsconfig). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:from|import|vi\.mock\(|import\()\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1]!);
  const found: string[] = [];
  for (const specifier of specifiers) {
    let base: string | undefined;
    if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
    else if (specifier.startsWith('@/')) base = resolve('src', specifier.slice(2));
    else if (specifier.startsWith('@machines/')) base = resolve('machines', specifier.slice(10));
    else if (specifier.startsWith('@tests/')) base = resolve('tests', specifier.slice(7));
    if (!base) continue;
    const candidates = [
      base,
      ...['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].map((e) => base + e),
    ];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (hit) found.push(relative('.', hit));
  }
  return found;
}

/**
 * A hash of everything a machine's results depend on, its imports followed through the whole
 * graph: wider than needed, as an unneeded re-run costs time, a missed one a lie.
 */
function fingerprint(machine: string): string {
  const folder = `machines/${machine}`;
  const start = [
    ...readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => join(folder, name))
      .filter((file) => statSync(file).isFile()),
    ...(MUTATION_EXTRAS[machine]?.mutate ?? []),
    ...(MUTATION_EXTRAS[machine]?.tests ?? []),
    ...RUNNER_FILES,
  ];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (/\.(ts|tsx|js)$/.test(file)) queue.push(...importsOf(file));
  }
  const hash = createHash('sha256');
  // Stryker's options, without those that cannot change a mutant's status.
  const {
    reporters: _r,
    thresholds: _t,
    concurrency: _c,
    ...options
  } = JSON.parse(readFileSync(CONFIG, 'utf8')) as Record<string, unknown>;
  hash.update(JSON.stringify(options));
  for (const file of [...seen].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function scoreOf(report: Report) {
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const valid = mutants.filter(
    (m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status),
  );
  const killed = valid.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  return { score: valid.length ? (killed / valid.length) * 100 : 100, killed, total: valid.length };
}

/** Stryker for one machine; resolves with its exit code, or null when stopped at the deadline. */
function stryker(machine: string, deadline: number | undefined): Promise<number | null> {
  const child = spawn(
    'node_modules/.bin/stryker',
    [
      'run',
      CONFIG,
      '--mutate',
      mutateOf(machine),
      '--incremental',
      '--incrementalFile',
      workingFile(machine),
      ...(force ? ['--force'] : []),
    ],
    // Its own process group, so the deadline stops Stryker's test runner workers too.
    { stdio: 'inherit', detached: true, env: { ...process.env, MUTATE_MACHINE: machine } },
  );
  const stop = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const interrupt = () => stop('SIGINT');
  process.on('SIGINT', interrupt);
  let stopped = false;
  const timer =
    deadline === undefined
      ? undefined
      : setTimeout(
          () => {
            stopped = true;
            console.log(`\n⏱ ${machine}: mutation budget used up, stopping Stryker`);
            stop('SIGTERM');
            setTimeout(() => stop('SIGKILL'), 5000).unref();
          },
          Math.max(0, deadline - Date.now()),
        );
  return new Promise((done) => {
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      if (signal === 'SIGINT') process.exit(130);
      done(stopped ? null : code);
    });
  });
}

const deadline = budgetMs === undefined ? undefined : started + budgetMs;
const fingerprints = new Map(machines.map((machine) => [machine, fingerprint(machine)]));
const unchanged = (machine: string) =>
  !force &&
  existsSync(incrementalFile(machine)) &&
  readJson<Meta>(metaFile(machine))?.fingerprint === fingerprints.get(machine);
// Under a budget the unchanged machines first (free), then the changed ones shortest first
// (by their last run), so as many as possible fit.
const order = [...machines].sort((a, b) =>
  deadline === undefined
    ? 0
    : Number(!unchanged(a)) - Number(!unchanged(b)) ||
      (readJson<Meta>(metaFile(a))?.seconds ?? Infinity) -
        (readJson<Meta>(metaFile(b))?.seconds ?? Infinity),
);

mkdirSync(INCREMENTAL, { recursive: true });
mkdirSync('reports/mutation', { recursive: true });
const results: Result[] = [];
const scored = (machine: string, how: Result['how'], report: Report, seconds: number): Result => {
  const score = scoreOf(report);
  return {
    machine,
    outcome: score.score >= THRESHOLD ? 'passed' : 'failed',
    how,
    ...score,
    seconds,
  };
};
/** Left out by the budget (not run) or crashed (failed): no score. */
const unscored = (machine: string, how: 'crashed' | 'over budget', seconds: number): Result => {
  const outcome = how === 'crashed' ? 'failed' : 'not run';
  return { machine, outcome, how, score: 0, killed: 0, total: 0, seconds };
};
for (const machine of order) {
  if (unchanged(machine)) {
    results.push(scored(machine, 'unchanged', JSON.parse(readIncremental(machine)!) as Report, 0));
    continue;
  }
  if (deadline !== undefined && Date.now() >= deadline) {
    results.push(unscored(machine, 'over budget', 0));
    continue;
  }
  // Only killed results are carried over: Stryker reuses a survivor's result when no test it
  // knows of as covering it changed, so a new test killing a mutant in the machine's
  // configuration (run once, at module load) would go unnoticed (seen on call-owner). The
  // tracked file is replaced only after a finished run.
  const file = workingFile(machine);
  const previous = readIncremental(machine);
  rmSync(file, { force: true });
  if (previous) {
    mkdirSync(WORKING, { recursive: true });
    if (force) writeFileSync(file, previous);
    else {
      const report = JSON.parse(previous) as Report;
      for (const entry of Object.values(report.files))
        entry.mutants = entry.mutants.filter((m) => m.status === 'Killed');
      writeFileSync(file, JSON.stringify(report));
    }
    // Dated back, so only Stryker's own write counts as a finished run (mtime check below).
    utimesSync(file, 0, 0);
  }
  const before = Date.now();
  const code = await stryker(machine, deadline);
  const seconds = Math.round((Date.now() - before) / 1000);
  const finished = existsSync(file) && statSync(file).mtimeMs >= before;
  if (code === null) {
    results.push(unscored(machine, 'over budget', seconds));
    continue;
  }
  // Stryker exits non-zero below `thresholds.break` too: the report this run wrote decides.
  const report = finished ? readJson<Report>(file) : undefined;
  if (!report) {
    results.push(unscored(machine, 'crashed', seconds));
    continue;
  }
  writeFileSync(incrementalFile(machine), gzipSync(JSON.stringify(report), { level: 9 }));
  writeFileSync(
    metaFile(machine),
    `${JSON.stringify(
      { fingerprint: fingerprints.get(machine)!, seconds, date: today } satisfies Meta,
      null,
      2,
    )}\n`,
  );
  results.push(scored(machine, 'run', report, seconds));
}

console.log(`\nMutation score per machine (break below ${THRESHOLD} %)`);
for (const r of results) {
  const mark = { passed: '✓', failed: '✗', 'not run': '?' }[r.outcome];
  const detail =
    r.outcome === 'not run'
      ? 'not run: mutation budget used up'
      : r.how === 'crashed'
        ? 'Stryker failed without a report'
        : `${r.score.toFixed(1).padStart(5)} %  (${r.killed}/${r.total} mutants killed; ${r.how === 'unchanged' ? 'unchanged since its last run' : `${r.seconds} s`})`;
  console.log(`  ${mark} ${r.machine.padEnd(20)} ${detail}`);
}
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s`);
writeFileSync(SUMMARY, `${JSON.stringify(results, null, 2)}\n`);
await writeScores(results.filter((r) => r.how === 'run' || r.how === 'unchanged'));

/**
 * Updates `docs/mutation-scores.md`: one row per machine with the score and date of its results;
 * machines not run keep their row, unchanged rows come out the same.
 */
async function writeScores(latest: Result[]) {
  if (!latest.length) return;
  const rows = new Map<string, string>();
  if (existsSync(SCORES)) {
    for (const line of readFileSync(SCORES, 'utf8').split('\n')) {
      const name = /^\| `([\w-]+)` +\|/.exec(line)?.[1];
      if (name) rows.set(name, line);
    }
  }
  for (const { machine, score, killed, total } of latest) {
    const date = readJson<Meta>(metaFile(machine))?.date ?? today;
    const files = [`machines/${machine}/`, ...(MUTATION_EXTRAS[machine]?.mutate ?? [])];
    rows.set(
      machine,
      `| \`${machine}\` | ${score.toFixed(1)} % | ${killed}/${total} | ${score >= THRESHOLD ? 'yes' : 'no'} | ${date} | ${files.map((f) => `\`${f}\``).join(', ')} |`,
    );
  }
  const table = [...rows.keys()].sort().map((name) => rows.get(name)!);
  writeFileSync(
    SCORES,
    [
      '# Mutation scores',
      '',
      `Written by \`npm run mutate\` (tests/mutation/run.ts); each row is that machine's last run.`,
      `Threshold (Stryker's \`thresholds.break\`) ${THRESHOLD} %. How the runs work, and the`,
      'surviving mutants explained: [mutation-testing.md](mutation-testing.md).',
      '',
      '| machine | score | killed | ≥ threshold | last run | mutated |',
      '| --- | --- | --- | --- | --- | --- |',
      ...table,
      '',
    ].join('\n'),
  );
  // Formatted like every tracked file (the format check of `npm test` reads it too).
  const prettier = spawn('npx', ['prettier', '--write', SCORES], { stdio: 'ignore' });
  await new Promise((done) => prettier.on('exit', done));
  console.log(`Scores written to ${SCORES}`);
}
// Not run is not passed (the summary says so), but it is not a failure of the code either.
process.exit(results.some((result) => result.outcome === 'failed') ? 1 : 0);
