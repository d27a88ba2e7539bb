/**
 * Model coverage report (`npm test`, after the suites wrote `reports/paths/`): per machine, the
 * reachable states, transitions and state–event pairs (distinct source state and event type),
 * and how many of them the replays in unit tests and in Chromium passed through (never how many
 * paths did). Exits non-zero, naming what is missing, unless both surfaces reach 100 % of every
 * machine's states and transitions, and unit replays (each step a check) every pair too.
 */
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { declaredTransitions, plansByMachine, visited } from './coverage';
import { describePath, generatePaths, type PathPlan } from './paths';
import { readReplays, RECORDS_DIR, type ReplayRecord, type Surface } from './records';

/** The required surfaces (a replay in jsdom, `view`, counts for neither: decision 0022). */
const SURFACES: readonly Surface[] = ['unit', 'browser'];

/**
 * Transitions no browser can produce on the surfaces the visitor sees, excused from the browser
 * surface only (the unit surface must still cover them). Each says why.
 */
const NOT_IN_BROWSER: Record<string, Record<string, string>> = {
  speakingDetector: {
    // Nothing in the product raises it: the preview driver has no noise-cancelling audio
    // processor, and the vapi driver's audio-processor errors go to the call machine.
    'speakingDetector.active audioProcessor.failed#0':
      'no driver of the product reports an audio-processor failure to the detector',
  },
};

const modules = await Promise.all(
  readdirSync('machines', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.paths.ts'))
    .map(
      async (file) =>
        (await import(pathToFileURL(resolve('machines', file)).href)) as Record<string, unknown>,
    ),
);
const machines = [...plansByMachine(modules)].sort(([a], [b]) => a.localeCompare(b));

/** `xstate.after.sendDelay.waitlist.sending` → `after sendDelay`, `…done.actor.x` → `x done`. */
const eventName = (type: string) =>
  type
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1');

/** `sending xstate.after.sendDelay.waitlist.sending` → `sending: after sendDelay`. */
const pairName = (pair: string) => {
  const space = pair.indexOf(' ');
  return `${pair.slice(0, space)}: ${eventName(pair.slice(space + 1))}`;
};

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

/** A replay counts only if every step asserted something (a visible fact; the machine's state). */
const refused: string[] = [];
function counted(surface: Surface, record: ReplayRecord): boolean {
  if (record.checkedSteps === undefined || record.checkedSteps === null) {
    refused.push(
      `✗ ${record.machine} in ${surface}: "${record.path}" is unverified (its driver reports ` +
        `no checked facts): not counted`,
    );
    return false;
  }
  if (record.checkedSteps === record.steps) return true;
  const what = surface === 'unit' ? 'no state, context and emitted events' : 'nothing visible';
  refused.push(
    `✗ ${record.machine} in ${surface}: "${record.path}" asserted ${what} in ` +
      `${(record.steps ?? 0) - record.checkedSteps} of its ${record.steps} steps (not counted)`,
  );
  return false;
}

const records = new Map(
  SURFACES.map((surface) => [
    surface,
    readReplays(surface).filter((record) => counted(surface, record)),
  ]),
);
const unrecorded = SURFACES.filter((surface) => records.get(surface)?.length === 0);
const rows: string[] = [];
const totals = { states: 0, transitions: 0, pairs: 0 };
const problems: string[] = [];
const excused: string[] = [];

for (const [machine, machinePlans] of machines) {
  // Records name the plan a path belongs to; the key tells paths of different plans apart.
  const key = (plan: string, path: string) => `${plan}\u0000${path}`;
  const paths = new Map(
    machinePlans.flatMap((plan) =>
      generatePaths(plan).map((path) => [key(plan.name, describePath(path)), { plan, path }]),
    ),
  );
  const reachable = visited([...paths.values()]);
  totals.states += reachable.states.size;
  totals.transitions += reachable.transitions.size;
  totals.pairs += reachable.pairs.size;
  const first = machinePlans[0]!;
  const cells: string[] = [];
  const failing: Surface[] = [];
  for (const surface of SURFACES) {
    const replayed = (records.get(surface) ?? []).flatMap(
      (record) => paths.get(key(record.machine, record.path)) ?? [],
    );
    const covered = visited(replayed);
    const notHere = surface === 'browser' ? (NOT_IN_BROWSER[machine] ?? {}) : {};
    const missingStates = [...reachable.states].filter((s) => !covered.states.has(s)).sort();
    const missingTransitions = [...reachable.transitions]
      .filter((t) => !covered.transitions.has(t) && !(t in notHere))
      .sort();
    // Each step of a unit replay is a check: there every state–event pair is required too.
    const missingPairs =
      surface === 'unit' ? [...reachable.pairs].filter((p) => !covered.pairs.has(p)).sort() : [];
    const complete =
      missingStates.length === 0 && missingTransitions.length === 0 && missingPairs.length === 0;
    cells.push(
      `${`${covered.states.size}/${reachable.states.size}`.padStart(5)} ${`${covered.transitions.size}/${reachable.transitions.size}`.padStart(7)} ${`${covered.pairs.size}/${reachable.pairs.size}`.padStart(7)}`,
    );
    for (const [id, why] of Object.entries(notHere)) {
      if (!covered.transitions.has(id)) excused.push(`${machine} ${surface}: ${id} (${why})`);
    }
    if (complete) continue;
    failing.push(surface);
    if (unrecorded.includes(surface)) continue;
    problems.push(
      `✗ ${machine} in ${surface}: ${covered.states.size} of ${reachable.states.size} states, ` +
        `${covered.transitions.size} of ${reachable.transitions.size} transitions, ` +
        `${covered.pairs.size} of ${reachable.pairs.size} state–event pairs`,
      ...(missingStates.length ? [`    states: ${missingStates.join(', ')}`] : []),
      ...transitionGroups(first, missingTransitions).map((group) => `    ${group}`),
      ...(missingPairs.length
        ? [`    state–event pairs: ${missingPairs.map(pairName).join(', ')}`]
        : []),
    );
  }
  const status = failing.length ? `✗ ${failing.join(', ')}` : '✓';
  const label = machinePlans.length > 1 ? `${machine} (${machinePlans.length} inputs)` : machine;
  rows.push(
    `${label.padEnd(24)}${String(reachable.states.size).padStart(6)}${String(reachable.transitions.size).padStart(6)}${String(reachable.pairs.size).padStart(6)}   ${cells.join('   ')}   ${status}`,
  );
}

console.log(
  '\nModel coverage: reachable states, transitions and state–event pairs (distinct source state ' +
    'and event type), and how many the replays visited on each surface',
);
console.log(
  `${'machine'.padEnd(24)}${'states'.padStart(6)}${'trans'.padStart(6)}${'pairs'.padStart(6)}   ${SURFACES.map((s) => `${s} (s t p)`.padEnd(21)).join('   ')}`,
);
for (const row of rows) console.log(row);
console.log(
  `${'all machines'.padEnd(24)}${String(totals.states).padStart(6)}${String(totals.transitions).padStart(6)}${String(totals.pairs).padStart(6)}`,
);
console.log(
  'Required for every machine: unit (its replays assert state, context and emitted events, ' +
    'and must take every state–event pair too) and browser.',
);
for (const line of excused) console.log(`Not producible in a browser, excused: ${line}`);
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
  console.log(`\nMissing or refused (the required surfaces must replay everything reachable):`);
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(1);
}
console.log(
  'Every machine: 100 % of reachable states and transitions replayed on its required surfaces.',
);
