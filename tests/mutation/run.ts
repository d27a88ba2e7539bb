/**
 * `npm run mutate [machine …]`: Stryker over `machines/`, one machine at a time (each against
 * its own tests, so a run stays short), then one line per machine with its mutation score.
 * Exits non-zero when a machine scores below the threshold (85 %).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const THRESHOLD = 85;
const all = readdirSync('machines', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const machines = process.argv.slice(2).length ? process.argv.slice(2) : all;

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const results: { machine: string; score: number; killed: number; total: number }[] = [];
for (const machine of machines) {
  const report = `reports/mutation/${machine}.json`;
  const run = spawnSync(
    'npx',
    [
      'stryker',
      'run',
      'tests/mutation/stryker.config.json',
      '--mutate',
      `machines/${machine}/*.ts,!machines/${machine}/*.test.ts,!machines/${machine}/*.paths.ts,!machines/${machine}/*.fakes.ts,!machines/${machine}/*.actors.ts,!machines/${machine}/*.types.ts`,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, MUTATE_MACHINE: machine, STRYKER_JSON: report },
    },
  );
  if (run.status !== 0 || !existsSync('reports/mutation/mutation.json')) {
    results.push({ machine, score: 0, killed: 0, total: 0 });
    continue;
  }
  const data = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8')) as Report;
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
process.exit(results.every((result) => result.score >= THRESHOLD) ? 0 : 1);
