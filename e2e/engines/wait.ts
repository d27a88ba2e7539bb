import type { EngineDriver, PageFunction } from './driver';

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Polls `fn(arg)` in the page until `accept` takes its result; returns that result. A page
 * being replaced (a navigation) cannot answer for a moment: such failures are retried. On
 * timeout throws `what` with the last result or error seen, so a failure says where it was.
 */
export async function waitFor<A, R>(
  driver: EngineDriver,
  what: string,
  fn: PageFunction<A, R>,
  arg: A,
  accept: (value: R) => boolean,
  timeoutMs = 10_000,
): Promise<R> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    let last: string;
    try {
      const value = await driver.evaluate(fn, arg);
      if (accept(value)) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = `error: ${(error as Error).message.split('\n')[0]}`;
    }
    if (Date.now() > until)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(100);
  }
}

/** Fails with the errors the page reported since it was opened, if any. */
export async function expectNoErrors(driver: EngineDriver): Promise<void> {
  const errors = await driver.errors();
  if (errors.length) throw new Error(`page reported: ${errors.join(' | ')}`);
}
