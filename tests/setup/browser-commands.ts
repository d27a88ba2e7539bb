import type { BrowserCommand } from 'vitest/node';
import { recordReplay, type ReplayRecord } from '../model/records.ts';

const isReplayRecord = (value: unknown): value is ReplayRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReplayRecord).machine === 'string' &&
  typeof (value as ReplayRecord).path === 'string';

/**
 * Runs in Node for a test in Vitest's Chromium: a path replayed there to its end is a browser
 * replay. It only ever appends one record line, whatever the page sends.
 */
const recordBrowserReplay: BrowserCommand<[record: unknown]> = (_context, record) => {
  if (!isReplayRecord(record)) throw new Error('recordBrowserReplay: expected { machine, path }');
  const { machine, path, steps, checkedSteps } = record;
  recordReplay('browser', {
    machine,
    path,
    ...(typeof steps === 'number' ? { steps } : {}),
    ...(typeof checkedSteps === 'number' || checkedSteps === null ? { checkedSteps } : {}),
  });
};

/** Server commands of the `browser` Vitest project. */
export const browserCommands = { recordBrowserReplay };

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordBrowserReplay: (record: ReplayRecord) => Promise<void>;
  }
}
