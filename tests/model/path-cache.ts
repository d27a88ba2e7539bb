/**
 * Covering paths kept on disk between test runs, for the mutation runs only
 * (`MODEL_PATHS_CACHE=1`, set by `tests/mutation/vitest.config.ts`; docs/mutation-testing.md,
 * "Stop 31"). Stryker's Vitest runner imports a machine's test files again for every mutant, and
 * choosing the call's covering paths means generating 8,190 paths and walking each one. Stryker
 * instruments the sources once (the mutant is switched on at run time), so their text is the
 * same for every mutant: the first import without a mutant (the dry run) chooses the paths and
 * stores each one as its events (indices into the plan's sample events), and every later import
 * rebuilds the same paths from those events instead of generating them again.
 *
 * The key, and why it is enough: a choice depends on the machine, the selection code, the plan
 * and the options. Machines import only `machines/` and packages (lint zones), so the key holds
 * the text of every non-test file under `machines/` (every machine, `paths.ts`, the plans and
 * their sample events), `package-lock.json` (xstate's graph utilities), this file, the plan's
 * name, events, input and state key as data (functions by their source) and the options.
 * Not covered: a plan whose events or state key read changing values through a closure; plans
 * cached here are declared in `machines/`.
 *
 * Normal runs never read the cache: they generate and choose every time.
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
export type EventSequence = number[];

interface Entry {
  plan: string;
  options: CoveringOptions;
  sequences: EventSequence[];
}

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
 * A path again from its events, stepped as the graph utilities step a machine when they
 * generate paths (pure transitions, actions not executed). Its snapshots are those its events
 * lead to; generation keeps one snapshot per state key, so a generated path may hold another
 * snapshot of the same key (replays read only the events, titles only the state values).
 */
export function fromSequence(plan: PathPlan, sequence: EventSequence): MachinePath {
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

/** A hash of what every choice under this root depends on besides the plan (see above). */
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

/**
 * Whether Stryker has a mutant switched on: its runner sets `activeMutant` before the test file
 * loads (static mutants) or before its tests (the rest). A choice made then may be the mutant's,
 * so it is never stored.
 */
function mutantActive(): boolean {
  const stryker = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__;
  return stryker?.activeMutant !== undefined || !!process.env.__STRYKER_ACTIVE_MUTANT__;
}

export interface PathCache {
  /**
   * The covering paths of `plan` for `options`: rebuilt from the stored events when the key
   * matches, else chosen from `allPaths()` (called only then) and stored, unless a mutant is on.
   */
  covering(
    plan: PathPlan,
    allPaths: () => readonly MachinePath[],
    options?: CoveringOptions,
  ): MachinePath[];
}

/** A cache of the choices made for the sources under `root`, one JSON file a key in `dir`. */
export function pathCache(root: string, dir: string): PathCache {
  let sources: string | undefined;
  return {
    covering(plan, allPaths, options = {}) {
      sources ??= sourceHash(root);
      const file = join(dir, `${cacheKey(sources, plan, options)}.json`);
      const stored = rebuilt(plan, readEntry(file));
      if (stored) return stored;
      const chosen = coveringPaths(plan, allPaths(), options);
      if (!mutantActive()) {
        const entry: Entry = {
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

/** The stored paths rebuilt; none when an event does not fit (then they are chosen again). */
function rebuilt(plan: PathPlan, entry: Entry | undefined): MachinePath[] | undefined {
  if (!entry) return undefined;
  try {
    return entry.sequences.map((sequence) => fromSequence(plan, sequence));
  } catch {
    return undefined;
  }
}

function readEntry(file: string): Entry | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Partial<Entry>;
    return Array.isArray(entry.sequences) ? (entry as Entry) : undefined;
  } catch {
    return undefined; // unreadable: chosen again and written anew
  }
}

/** Where the mutation runs keep their choices (outside the sources, shared by Stryker's sandboxes). */
export const MODEL_PATHS_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'model-paths');

let shared: PathCache | undefined;

/**
 * The covering paths of a plan (`coveringPaths` over `allPaths()`). With `MODEL_PATHS_CACHE=1`
 * (the mutation runs) they come from the cache when the sources are unchanged; otherwise the
 * paths are generated and chosen, every time.
 */
export function coveringPathsOf(
  plan: PathPlan,
  allPaths: () => readonly MachinePath[],
  options: CoveringOptions = {},
): MachinePath[] {
  if (process.env.MODEL_PATHS_CACHE !== '1') return coveringPaths(plan, allPaths(), options);
  shared ??= pathCache(ROOT, MODEL_PATHS_CACHE_DIR);
  return shared.covering(plan, allPaths, options);
}
