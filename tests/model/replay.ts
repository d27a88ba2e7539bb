import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describePath, planNameOf, type MachinePath } from './paths';
import type { ReplayRecord } from './records';

/** A value a fact about the screen is compared with: written in the oracle, never computed. */
export type Literal = string | number | boolean | null;

/** A screen as the oracle states it and as a driver reads it: literals, nested by name. */
export interface Screen {
  readonly [name: string]: Literal | Screen;
}

/** One fact about the screen compared with a literal value (made only by `compareScreen`). */
interface ComparedFact {
  readonly fact: string;
  readonly expected: Literal;
  readonly compared: true;
}

/**
 * What a driver's `expectState` asserted for one step: facts compared with literals, or, from
 * drivers not converted yet, named facts as text. Empty: the step checked nothing visible.
 */
export type VisibleFacts = readonly (ComparedFact | string)[];

const isCompared = (fact: ComparedFact | string): fact is ComparedFact =>
  typeof fact === 'object' && fact.compared === true;

/** Every leaf of a screen with its name, `fields.email.error` style. */
function leaves(screen: Screen, prefix = ''): [string, Literal][] {
  return Object.entries(screen).flatMap(([name, value]): [string, Literal][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value !== null && typeof value === 'object') return leaves(value, key);
    if (!['string', 'number', 'boolean'].includes(typeof value) && value !== null) {
      throw new Error(`compareScreen: "${key}" is no literal (${typeof value})`);
    }
    return [[key, value]];
  });
}

/**
 * Compares what a driver read from the screen with the oracle, leaf by leaf, and returns one fact
 * per leaf. Throws when a leaf differs or is missing on either side.
 */
export function compareScreen<T extends object>(actual: T, expected: T): ComparedFact[] {
  const read = new Map(leaves(actual as unknown as Screen));
  const wanted = leaves(expected as unknown as Screen);
  const missing = [...read.keys()].filter((key) => !wanted.some(([name]) => name === key));
  const wrong = wanted
    .filter(([name, value]) => !read.has(name) || !Object.is(read.get(name), value))
    .map(
      ([name, value]) =>
        `${name}: expected ${JSON.stringify(value)}, read ${JSON.stringify(read.get(name))}`,
    );
  if (wrong.length || missing.length) {
    throw new Error(
      `The screen differs from the oracle:\n${[...wrong, ...missing.map((name) => `${name}: read but not stated`)].join('\n')}`,
    );
  }
  return wanted.map(([fact, value]) => ({ fact, expected: value, compared: true }));
}

/**
 * Drives one rendering of a machine's view along a path. `perform` makes an event happen the way
 * it happens for real; `next`, the event after it, lets a driver arrange the environment in
 * advance. `expectState` asserts the state on screen and returns the facts it asserted (nothing:
 * its replays are reported as unverified).
 */
export interface PathDriver {
  start(next: EventObject | undefined): Promise<void>;
  perform(event: EventObject, next: EventObject | undefined): Promise<void>;
  expectState(snapshot: AnyMachineSnapshot): Promise<VisibleFacts | void>;
}

/** Notes a path replayed to its end, for the coverage report of `npm test`. */
type ReplayRecorder = (record: ReplayRecord) => void | Promise<void>;

/** Runners in Node (jsdom, Playwright) write the record themselves; `records.ts` needs `node:fs`. */
const recordInNode: ReplayRecorder = async (record) => {
  const { recordReplay } = await import('./records');
  recordReplay(process.env.VITEST ? 'view' : 'browser', record);
};

let recorder = recordInNode;

/** Where replays are recorded from now on (Vitest's browser mode passes them to Node). */
export function setReplayRecorder(next: ReplayRecorder): void {
  recorder = next;
}

/**
 * Replays every step of a path through a driver, asserting the view after each one, and records
 * how many steps asserted a visible fact (null: the driver does not say). Once a driver compares
 * literals, a step of it counts only if it compared at least one.
 */
export async function replayPath(path: MachinePath, driver: PathDriver): Promise<void> {
  const [first, ...rest] = path.steps;
  if (!first) return;
  let checkedSteps: number | null = 0;
  let comparesLiterals = false;
  const perStep: { compared: number; named: number }[] = [];
  const note = (facts: VisibleFacts | void) => {
    if (facts === undefined) {
      checkedSteps = null;
      return;
    }
    const compared = facts.filter(isCompared).length;
    if (compared > 0) comparesLiterals = true;
    perStep.push({ compared, named: facts.length - compared });
  };
  await driver.start(rest[0]?.event);
  note(await driver.expectState(first.state));
  for (const [index, step] of rest.entries()) {
    await driver.perform(step.event, rest[index + 1]?.event);
    note(await driver.expectState(step.state));
  }
  for (const { compared, named } of perStep) {
    if (checkedSteps !== null && (compared > 0 || (!comparesLiterals && named > 0))) {
      checkedSteps += 1;
    }
  }
  const machine = planNameOf(path);
  if (machine) {
    await recorder({
      machine,
      path: describePath(path),
      steps: path.steps.length,
      checkedSteps,
    });
  }
}
