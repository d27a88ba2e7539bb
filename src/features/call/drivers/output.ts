import { fromCallback } from 'xstate';
import type { CallDriver } from '@machines/call/call.driver';
import type { CallOutputEvent, CallOutputPorts } from '@machines/call-output/call-output.machine';

/**
 * The call output machine's ports for a driver: its reports on the call's sound, and its start
 * of that sound in the visitor's press. A report can come before the machine listens (it is
 * invoked once the call counts as connected): the last one of the current call is kept and
 * handed over when it does.
 */
export function outputPorts(driver: CallDriver): CallOutputPorts {
  let last: CallOutputEvent | null = null;
  driver.on('call-end', () => (last = null));
  driver.on('output-started', () => (last = { type: 'output.started' }));
  driver.on('output-blocked', () => (last = { type: 'output.blocked' }));
  return {
    outputReports: fromCallback(({ sendBack }) => {
      if (last) sendBack(last);
      const offs = [
        driver.on('output-started', () => sendBack({ type: 'output.started' })),
        driver.on('output-blocked', () => sendBack({ type: 'output.blocked' })),
      ];
      return () => offs.forEach((off) => off());
    }),
    enableOutput: () => driver.enableOutput?.(),
  };
}
