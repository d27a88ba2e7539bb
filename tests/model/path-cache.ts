/**
 * Covering paths kept on disk for the mutation runs only (`MODEL_PATHS_CACHE=1`, set by
 * `tests/mutation/vitest.config.ts`; docs/mutation-testing.md, "Stop 31"): Stryker imports a
 * machine's tests again for every mutant, and choosing the call's covering paths walks 8,190
 * paths. The sources' text is the same for every mutant (switched on at run time), so the first
 * import without a mutant stores each chosen path as its events (indices into the plan's sample
 * events), and later imports rebuild the paths from them.
 *
 * The key: machines import only `machines/` and packages (lint zones), so it holds every non-test
 * file under `machines/`, `package-lock.json` (xstate's graph utilities), this file, the plan as
 * data (functions by their source) and the options. Not covered: a plan reading changing values
 * through a closure.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyEventObject,
  type EventObject,
} from 'xstate';
import {
  coveringPaths,
  type CoveringOptions,
  type MachinePath,
  type PathPlan,
  type SampleEvents,
} from './paths';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/** A path as the indices of its events (after `xstate.init`) in the plan's sample events. */
type EventSequence = number[];

const eventsAt = (events: SampleEvents, snapshot: AnyMachineSnapshot): readonly AnyEventObject[] =>
  typeof events === 'function' ? events(snapshot) : events;

/** The path's events as indices into the sample events offered in the state before each. */
export function toSequence(plan: PathPlan, path: MachinePath): EventSequence {
  return path.steps.slice(1).map((step, index) => {
    const offered = eventsAt(plan.events, path.steps[index]!.state);
    const same = offered.indexOf(step.event as AnyEventObject);
    if (same >= 0) return same;
    // A function of the snapshot may hand out new objects each time: the same event by value.
    const text = JSON.stringify(step.event);
    const equal = offered.findIndex((event) => JSON.stringify(event) === text);
    if (equal < 0)
      throw new Error(`path-cache: ${step.event.type} is no sample event of ${plan.name}`);
    return equal;
  });
}

/**
 * A path again from its events, stepped as generation steps (pure transitions). Its snapshots
 * are those its events lead to, possibly others of the same state key than generation kept.
 */
function fromSequence(plan: PathPlan, sequence: EventSequence): MachinePath {
  const [initial] = initialTransition(plan.machine, plan.input as never);
  const steps: MachinePath['steps'] = [{ state: initial, event: { type: 'xstate.init' } }];
  let state: AnyMachineSnapshot = initial;
  for (const index of sequence) {
    const event = eventsAt(plan.events, state)[index];
    if (!event) throw new Error(`path-cache: no sample event ${index} of ${plan.name} here`);
    [state] = transition(plan.machine, state, event as EventObject);
    steps.push({ state, event });
  }
  return { state, steps, weight: sequence.length };
}

/** A value as plain data for the key: functions by their source, errors with name and message. */
function asData(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'function') return `function ${String(value)}`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (value === undefined) return '(undefined)';
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '(cycle)';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => asData(item, seen));
  const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
  const own = Object.fromEntries(entries.map(([key, item]) => [key, asData(item, seen)]));
  return value instanceof Error
    ? { error: value.name, message: value.message, cause: asData(value.cause, seen), ...own }
    : own;
}

/** Every file under `machines/` that is not a test, relative to the root, in a fixed order. */
function machineSources(root: string): string[] {
  const folder = join(root, 'machines');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile() && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, file))
    .sort();
}

/** A hash of what every choice under this root depends on besides the plan. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const files = [...machineSources(root), 'package-lock.json'];
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    if (existsSync(path)) hash.update(readFileSync(path));
    hash.update('\0');
  }
  hash.update(readFileSync(THIS_FILE));
  return hash.digest('hex');
}

/** The key of one choice: the sources, the plan as data and the options. */
export function cacheKey(sources: string, plan: PathPlan, options: CoveringOptions): string {
  const { name, events, input, serializeState } = plan;
  return createHash('sha256')
    .update(sources)
    .update(JSON.stringify(asData({ name, events, input, serializeState, options })))
    .digest('hex');
}

/** Whether Stryker has a mutant switched on (a choice made then may be the mutant's). */
function mutantActive(): boolean {
  const stryker = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__;
  return stryker?.activeMutant !== undefined || !!process.env.__STRYKER_ACTIVE_MUTANT__;
}

/**
 * A cache of the choices made for the sources under `root`, one JSON file a key in `dir`:
 * `covering` rebuilds the stored paths when the key matches, else chooses from `allPaths()` and
 * stores the choice, unless a mutant is on.
 */
export function pathCache(root: string, dir: string) {
  let sources: string | undefined;
  return {
    covering(
      plan: PathPlan,
      allPaths: () => readonly MachinePath[],
      options: CoveringOptions = {},
    ): MachinePath[] {
      sources ??= sourceHash(root);
      const file = join(dir, `${cacheKey(sources, plan, options)}.json`);
      const stored = rebuilt(plan, file);
      if (stored) return stored;
      const chosen = coveringPaths(plan, allPaths(), options);
      if (!mutantActive()) {
        const entry = {
          plan: plan.name,
          options,
          sequences: chosen.map((path) => toSequence(plan, path)),
        };
        mkdirSync(dir, { recursive: true });
        // Written whole or not at all: Stryker's two workers may load the same file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, `${JSON.stringify(entry)}\n`);
        renameSync(partial, file);
      }
      return chosen;
    },
  };
}

/** The stored paths rebuilt; none when absent, unreadable or unfitting (then chosen again). */
function rebuilt(plan: PathPlan, file: string): MachinePath[] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { sequences } = JSON.parse(readFileSync(file, 'utf8')) as { sequences: unknown };
    if (!Array.isArray(sequences)) return undefined;
    return sequences.map((sequence: EventSequence) => fromSequence(plan, sequence));
  } catch {
    return undefined;
  }
}

let shared: ReturnType<typeof pathCache> | undefined;

/**
 * The covering paths of a plan (`coveringPaths` over `allPaths()`): with `MODEL_PATHS_CACHE=1`
 * (the mutation runs) from the cache, kept outside the sources where Stryker's sandboxes share
 * it; otherwise generated and chosen every time.
 */
export function coveringPathsOf(
  plan: PathPlan,
  allPaths: () => readonly MachinePath[],
  options: CoveringOptions = {},
): MachinePath[] {
  if (process.env.MODEL_PATHS_CACHE !== '1') return coveringPaths(plan, allPaths(), options);
  shared ??= pathCache(ROOT, join(ROOT, 'node_modules', '.cache', 'model-paths'));
  return shared.covering(plan, allPaths, options);
}
