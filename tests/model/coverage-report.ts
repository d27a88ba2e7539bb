/**
 * Model coverage report (run by `npm test` after every suite): per machine, the reachable
 * states and transitions (from the graph utilities) and how many of them the generated paths
 * replayed in unit tests, in jsdom views and in Chromium actually visited. Exits non-zero, naming
 * what is missing, unless unit and browser replays reach 100 % of both for every machine.
 * Usage: tsx tests/model/coverage-report.ts (after the suites wrote `reports/paths/`).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { declaredTransitions, walkPath } from './coverage';
import { describePath, generatePaths, stateName, type MachinePath, type PathPlan } from './paths';
import { readReplays, RECORDS_DIR, type ReplayRecord, type Surface } from './records';

const REQUIRED: Surface[] = ['unit', 'browser'];
const SURFACES: Surface[] = ['unit', 'view', 'browser'];

function pathFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return pathFiles(full);
    return entry.endsWith('.paths.ts') ? [full] : [];
  });
}

const isPlan = (value: unknown): value is PathPlan =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'machine' in value &&
  'events' in value;

async function loadPlans(): Promise<PathPlan[]> {
  const plans: PathPlan[] = [];
  for (const file of pathFiles(resolve('machines'))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    plans.push(...Object.values(module).filter(isPlan));
  }
  return plans.sort((a, b) => a.name.localeCompare(b.name));
}

/** The states and transitions a real actor passes through along the paths. */
function visited(plan: PathPlan, paths: readonly MachinePath[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const walk = walkPath(plan, path);
    walk.snapshots.forEach((s) => states.add(stateName(s.value)));
    walk.transitions.forEach((t) => transitions.add(t));
  }
  return { states, transitions };
}

/** `xstate.after.sendDelay.waitlist.sending` → `after sendDelay`, `…done.actor.x` → `x done`. */
const eventName = (type: string) =>
  type
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1');

/** Missing transitions grouped by the state they leave: `from sending: after sendDelay → joined`. */
function transitionGroups(plan: PathPlan, ids: string[]): string[] {
  const declared = declaredTransitions(plan.machine);
  const short = (id: string) =>
    id === plan.machine.id ? '(any state)' : id.replace(`${plan.machine.id}.`, '');
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const info = declared.get(id);
    const source = info ? short(info.source) : '(unknown)';
    const [type = id, index = '0'] = (info ? id.slice(info.source.length + 1) : id).split('#');
    const event = eventName(type) + (index === '0' ? '' : ` (#${index})`);
    const targets = info?.targets.split(',').map(short).join(', ');
    groups.set(source, [...(groups.get(source) ?? []), targets ? `${event} → ${targets}` : event]);
  }
  return [...groups].map(([source, labels]) => `from ${source}: ${labels.join('; ')}`);
}

/**
 * A replay counts only if every step asserted a visible fact. Replays whose driver does not say
 * what it checked (`checkedSteps` null or absent) still count, and are listed as unverified.
 */
const refused: string[] = [];
const unverified = new Map<string, Set<string>>();
function counted(surface: Surface, record: ReplayRecord): boolean {
  if (surface === 'unit' || record.checkedSteps === undefined || record.checkedSteps === null) {
    if (surface !== 'unit') {
      unverified.set(surface, (unverified.get(surface) ?? new Set()).add(record.machine));
    }
    return true;
  }
  if (record.checkedSteps === record.steps) return true;
  refused.push(
    `✗ ${record.machine} in ${surface}: "${record.path}" asserted nothing visible in ` +
      `${(record.steps ?? 0) - record.checkedSteps} of its ${record.steps} steps (not counted)`,
  );
  return false;
}

const plans = await loadPlans();
const records = new Map(
  SURFACES.map((surface) => [
    surface,
    readReplays(surface).filter((record) => counted(surface, record)),
  ]),
);
const unrecorded = REQUIRED.filter((surface) => records.get(surface)?.length === 0);
const rows: string[] = [];
const problems: string[] = [];

for (const plan of plans) {
  const paths = new Map(generatePaths(plan).map((path) => [describePath(path), path]));
  const reachable = visited(plan, [...paths.values()]);
  const cells: string[] = [];
  const failing: Surface[] = [];
  for (const surface of SURFACES) {
    const replayed = (records.get(surface) ?? [])
      .filter((record) => record.machine === plan.name)
      .flatMap((record) => paths.get(record.path) ?? []);
    const covered = visited(plan, replayed);
    const missingStates = [...reachable.states].filter((s) => !covered.states.has(s)).sort();
    const missingTransitions = [...reachable.transitions]
      .filter((t) => !covered.transitions.has(t))
      .sort();
    const complete = missingStates.length === 0 && missingTransitions.length === 0;
    cells.push(
      `${`${covered.states.size}/${reachable.states.size}`.padStart(5)} ${`${covered.transitions.size}/${reachable.transitions.size}`.padStart(5)}`,
    );
    if (!REQUIRED.includes(surface) || complete) continue;
    failing.push(surface);
    if (unrecorded.includes(surface)) continue;
    problems.push(
      `✗ ${plan.name} in ${surface}: ${covered.states.size} of ${reachable.states.size} states, ` +
        `${covered.transitions.size} of ${reachable.transitions.size} transitions`,
      ...(missingStates.length ? [`    states: ${missingStates.join(', ')}`] : []),
      ...transitionGroups(plan, missingTransitions).map((group) => `    ${group}`),
    );
  }
  const status = failing.length ? `✗ ${failing.join(', ')}` : '✓';
  rows.push(
    `${plan.name.padEnd(18)}${String(reachable.states.size).padStart(6)}${String(reachable.transitions.size).padStart(12)}   ${cells.join('   ')}   ${status}`,
  );
}

console.log('\nModel coverage: reachable states and transitions, and how many the replays visited');
console.log(
  `${'machine'.padEnd(18)}${'states'.padStart(6)}${'transitions'.padStart(12)}   ${SURFACES.map((s) => s.padEnd(11)).join('   ')}`,
);
for (const row of rows) console.log(row);
for (const [surface, machines] of unverified) {
  console.log(
    `Unverified ${surface} replays (the driver does not report the visible facts it checked): ${[...machines].sort().join(', ')}`,
  );
}
problems.push(...refused);
const dir = relative(process.cwd(), RECORDS_DIR);
const shown = dir && !dir.startsWith('..') ? dir : RECORDS_DIR;
problems.unshift(
  ...unrecorded.map(
    (surface) =>
      `✗ no ${surface} replays recorded in ${shown}/${surface}.jsonl: run the suites first (npm test)`,
  ),
);
if (problems.length) {
  console.log(`\nMissing (unit and browser must replay everything reachable):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log(
  'Every machine: 100 % of reachable states and transitions replayed in unit tests and in Chromium.',
);
