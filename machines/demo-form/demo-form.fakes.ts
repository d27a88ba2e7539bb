import { fromPromise } from 'xstate';
import { SendError } from './demo-form.machine';
import type { DemoRequest } from './demo-form.types';

/** Stand-ins for the webhook send, for tests and stories: answered, hanging or failing. */
export const sendDemoRequestFakes = {
  ok: fromPromise<void, DemoRequest>(async () => {}),
  pending: fromPromise<void, DemoRequest>(() => new Promise<void>(() => {})),
  status: fromPromise<void, DemoRequest>(async () => {
    throw new SendError('status', 'HTTP 500');
  }),
  network: fromPromise<void, DemoRequest>(async () => {
    throw new SendError('network', 'Failed to fetch');
  }),
};
