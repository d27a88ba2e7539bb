/**
 * Model coverage report (run by `npm test` after every suite): per machine, the reachable
 * states and transitions (from the graph utilities) and how many of them the generated paths
 * replayed in unit tests, in jsdom views and in Chromium actually visited. Exits non-zero, naming
 * what is missing, unless unit and browser replays reach 100 % of both for every machine.
 * Usage: tsx tests/model/coverage-report.ts
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coverageOf } from './coverage';
import { describePath, generatePaths, type PathPlan } from './paths';
import { readReplays, type Surface } from './records';

const REQUIRED: Surface[] = ['unit', 'browser'];
const SURFACES: Surface[] = ['unit', 'view', 'browser'];

function pathFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return pathFiles(full);
    return entry.endsWith('.paths.ts') ? [full] : [];
  });
}

async function loadPlans(): Promise<PathPlan[]> {
  const plans: PathPlan[] = [];
  for (const file of pathFiles(resolve('machines'))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (
        typeof value === 'object' &&
        value &&
        'machine' in value &&
        'events' in value &&
        'name' in value
      ) {
        plans.push(value as PathPlan);
      }
    }
  }
  return plans.sort((a, b) => a.name.localeCompare(b.name));
}

const pct = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 100);
const cell = (covered: number, total: number) => `${covered}/${total}`.padStart(7);

const plans = await loadPlans();
const problems: string[] = [];
const rows: string[] = [];
for (const plan of plans) {
  const paths = new Map(generatePaths(plan).map((path) => [describePath(path), path]));
  const cells: string[] = [];
  let reachable = { states: 0, transitions: 0 };
  for (const surface of SURFACES) {
    const replayed = readReplays(surface)
      .filter((record) => record.machine === plan.name)
      .map((record) => paths.get(record.path))
      .filter((path) => path !== undefined);
    const coverage = coverageOf(plan, replayed);
    reachable = {
      states: coverage.states.reachable.length,
      transitions: coverage.transitions.reachable.length,
    };
    cells.push(
      `${cell(coverage.states.covered.length, reachable.states)} ${cell(coverage.transitions.covered.length, reachable.transitions)}`,
    );
    if (!REQUIRED.includes(surface)) continue;
    const missingStates = coverage.states.reachable.filter(
      (s) => !coverage.states.covered.includes(s),
    );
    const missingTransitions = coverage.transitions.reachable.filter(
      (t) => !coverage.transitions.covered.includes(t),
    );
    if (missingStates.length || missingTransitions.length) {
      problems.push(
        `${plan.name} (${surface}): ${pct(coverage.states.covered.length, reachable.states)} % of states, ` +
          `${pct(coverage.transitions.covered.length, reachable.transitions)} % of transitions; missing ` +
          [
            ...missingStates.map((s) => `state ${s}`),
            ...missingTransitions.map((t) => `transition ${t}`),
          ].join(', '),
      );
    }
  }
  rows.push(
    `${plan.name.padEnd(18)} ${String(reachable.states).padStart(6)} ${String(reachable.transitions).padStart(11)}   ${cells.join('   ')}`,
  );
}

console.log('\nModel coverage (replayed / reachable: states, transitions)');
console.log(
  `${'machine'.padEnd(18)} ${'states'.padStart(6)} ${'transitions'.padStart(11)}   ${SURFACES.map((s) => s.padEnd(15)).join('   ')}`,
);
for (const row of rows) console.log(row);
if (problems.length) {
  console.log('\nMissing:');
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(
  'Every machine: 100 % of reachable states and transitions replayed in unit tests and in Chromium.',
);
