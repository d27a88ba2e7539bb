/**
 * `npm run mutate [machine …]`: Stryker over `machines/`, one machine at a time (each against
 * its own tests, so a run stays short), then one line per machine with its mutation score,
 * printed and written to `docs/mutation-scores.md` (tracked: a reader sees when each machine
 * was last run). Exits non-zero when a machine scores below the threshold (85 %).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { MUTATION_EXTRAS } from './extras';

const THRESHOLD = 85;
const CONFIG = 'tests/mutation/stryker.config.json';
const REPORT = 'reports/mutation/mutation.json';
const SCORES = 'docs/mutation-scores.md';
const all = readdirSync('machines', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const machines = process.argv.slice(2).length ? process.argv.slice(2) : all;

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

// The config's `mutate` globs narrowed to one machine folder, so the files left out of a run
// (tests, paths, fakes, actors, types) are listed in one place only; plus the status mappers
// outside the folder that belong to the machine (`extras.ts`).
const globs = (JSON.parse(readFileSync(CONFIG, 'utf8')) as { mutate: string[] }).mutate;
const mutateOf = (machine: string) =>
  [
    ...globs.map((glob) => glob.replace('machines/**/', `machines/${machine}/**/`)),
    ...(MUTATION_EXTRAS[machine]?.mutate ?? []),
  ].join(',');

const results: { machine: string; score: number; killed: number; total: number }[] = [];
for (const machine of machines) {
  // A report left by an earlier run must not pass for this machine's.
  rmSync(REPORT, { force: true });
  const run = spawnSync('npx', ['stryker', 'run', CONFIG, '--mutate', mutateOf(machine)], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_MACHINE: machine },
  });
  // Interrupted (Ctrl+C): stop here rather than go on with the next machine.
  if (run.signal) process.exit(1);
  if (run.status !== 0 || !existsSync(REPORT)) {
    results.push({ machine, score: 0, killed: 0, total: 0 });
    continue;
  }
  // Kept per machine (reports/mutation/<machine>.json) to read the surviving mutants later.
  copyFileSync(REPORT, `reports/mutation/${machine}.json`);
  const data = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
  const mutants = Object.values(data.files).flatMap((file) => file.mutants);
  const valid = mutants.filter(
    (m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status),
  );
  const killed = valid.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  results.push({
    machine,
    score: valid.length ? (killed / valid.length) * 100 : 100,
    killed,
    total: valid.length,
  });
}

console.log('\nMutation score per machine');
for (const { machine, score, killed, total } of results) {
  console.log(
    `  ${score >= THRESHOLD ? '✓' : '✗'} ${machine.padEnd(20)} ${score.toFixed(1).padStart(5)} %  (${killed}/${total} mutants killed)`,
  );
}
writeScores(results);

/**
 * Updates `docs/mutation-scores.md`: one row per machine with its last run's score and date;
 * machines not run this time keep their row.
 */
function writeScores(latest: typeof results) {
  const rows = new Map<string, string>();
  if (existsSync(SCORES)) {
    for (const line of readFileSync(SCORES, 'utf8').split('\n')) {
      const name = /^\| `([\w-]+)` +\|/.exec(line)?.[1];
      if (name) rows.set(name, line);
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  for (const { machine, score, killed, total } of latest) {
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
      `Threshold ${THRESHOLD} %. How the runs work: [mutation-testing.md](mutation-testing.md).`,
      '',
      '| machine | score | killed | ≥ threshold | last run | mutated |',
      '| --- | --- | --- | --- | --- | --- |',
      ...table,
      '',
    ].join('\n'),
  );
  // Formatted like every tracked file (the format check of `npm test` reads it too).
  spawnSync('npx', ['prettier', '--write', SCORES], { stdio: 'ignore' });
  console.log(`Scores written to ${SCORES}`);
}
process.exit(results.every((result) => result.score >= THRESHOLD) ? 0 : 1);
