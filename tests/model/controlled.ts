import { fromPromise } from 'xstate';

/**
 * A promise actor whose outcome the test decides: each start waits until `resolve` or
 * `reject` is called. Lets a path replay answer an invoked request exactly when the path says.
 */
export function controlledPromise<TOutput = void, TInput = unknown>() {
  const pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const started: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        started.push(input);
        pending.push({ resolve, reject });
      }),
  );
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('controlledPromise: nothing is waiting for an answer');
    return call;
  };
  return {
    logic,
    /** Inputs of every start so far. */
    started,
    resolve: (value: TOutput) => next().resolve(value),
    reject: (error: unknown) => next().reject(error),
  };
}
