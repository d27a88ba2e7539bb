import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describePath, planNameOf, type MachinePath } from './paths';
import type { ReplayRecord } from './records';

/**
 * What a driver's `expectState` asserted on screen for one step: the visible facts (a text, a
 * role, the state of a control), each named, e.g. `'"Über uns" button expanded'`. An empty list
 * means the step checked nothing the visitor sees.
 */
export type VisibleFacts = readonly string[];

/**
 * Drives one rendering of a machine's view (jsdom, Storybook or a real browser) along a path.
 * `perform` makes an event happen the way it happens for real: a click, typing, a network
 * answer, time passing. `next` is the event after it, so that a driver can arrange the
 * environment in advance (the answer a request will get). `expectState` asserts that the view
 * shows the given state and returns the visible facts it asserted; a driver that returns
 * nothing has not been converted yet and its replays are reported as unverified.
 */
export interface PathDriver {
  start(next: EventObject | undefined): Promise<void>;
  perform(event: EventObject, next: EventObject | undefined): Promise<void>;
  expectState(snapshot: AnyMachineSnapshot): Promise<VisibleFacts | void>;
}

/** Notes a path replayed to its end, for the coverage report of `npm test`. */
export type ReplayRecorder = (record: ReplayRecord) => void | Promise<void>;

/**
 * Runners in Node write the record themselves: Vitest (jsdom) replays views, Playwright drives
 * the built site in Chromium. Loaded on demand: `records.ts` needs `node:fs`.
 */
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
 * Replays every step of a path through a driver, asserting the view after each one. The record
 * says how many steps asserted at least one visible fact (null: the driver does not say).
 */
export async function replayPath(path: MachinePath, driver: PathDriver): Promise<void> {
  const [first, ...rest] = path.steps;
  if (!first) return;
  let checkedSteps: number | null = 0;
  const note = (facts: VisibleFacts | void) => {
    if (facts === undefined) checkedSteps = null;
    else if (checkedSteps !== null && facts.length > 0) checkedSteps += 1;
  };
  await driver.start(rest[0]?.event);
  note(await driver.expectState(first.state));
  for (const [index, step] of rest.entries()) {
    await driver.perform(step.event, rest[index + 1]?.event);
    note(await driver.expectState(step.state));
  }
  const machine = planNameOf(path);
  if (machine) {
    await recorder({ machine, path: describePath(path), steps: path.steps.length, checkedSteps });
  }
}
