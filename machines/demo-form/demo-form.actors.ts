import { fromPromise } from 'xstate';
import { SendError } from './demo-form.machine';
import type { DemoRequest } from './demo-form.types';

/**
 * Posts the demo request as JSON to the form webhook: `{ name, email, message, requestId }`
 * (the id is the same for every attempt to send the same content: docs/demo-requests.md).
 * Only the HTTP status is read: any non-success status is a `status` failure, no answer at all
 * a `network` failure.
 */
export function createSendDemoRequest(endpoint: string, fetchImpl: typeof fetch = fetch) {
  return fromPromise<void, DemoRequest>(async ({ input, signal }) => {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
        signal,
      });
    } catch (error) {
      throw new SendError('network', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new SendError('status', `HTTP ${response.status}`);
  });
}
