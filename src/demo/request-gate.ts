/**
 * Demo mode: the page's requests wait for the demo worker. The app wakes without it (its code,
 * 457 KB with the demo data, and its start cost a slow phone seconds it would otherwise spend
 * asleep), so a request may come before the worker answers: a client navigation to `/blog`,
 * the demo form's send. Sent then, it would reach the network, which a demo does not have.
 * Until `settled` settles (the worker ready, late or failed), `target.fetch` holds each request
 * and sends it then; afterwards the original `fetch` is back (a client that kept the holding
 * one passes straight through).
 */
export function holdRequestsUntil(
  target: { fetch: typeof fetch },
  settled: Promise<unknown>,
): void {
  const send = target.fetch;
  let open = false;
  const opened = settled.then(
    () => undefined,
    () => undefined,
  );
  void opened.then(() => {
    open = true;
    target.fetch = send;
  });
  target.fetch = (input, init) =>
    open ? send.call(target, input, init) : opened.then(() => send.call(target, input, init));
}
