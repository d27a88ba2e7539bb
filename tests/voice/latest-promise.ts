import { fromPromise } from 'xstate';

/**
 * A promise actor whose outcome the test decides, answering the LATEST start that is still
 * running: an invoke that was left (its state exited) is aborted and never answered, so a path
 * that leaves `requestingMic` and comes back answers the new request, not the forgotten one.
 */
export function latestPromise<TOutput = void, TInput = unknown>() {
  type Pending = {
    signal: AbortSignal;
    resolve: (value: TOutput) => void;
    reject: (error: unknown) => void;
  };
  const pending: Pending[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        pending.push({ signal, resolve, reject });
      }),
  );
  const latest = () => {
    const live = pending.filter((call) => !call.signal.aborted);
    const call = live.at(-1);
    if (!call) throw new Error('latestPromise: nothing is waiting for an answer');
    pending.splice(pending.indexOf(call), 1);
    return call;
  };
  return {
    logic,
    resolve: (value: TOutput) => latest().resolve(value),
    reject: (error: unknown) => latest().reject(error),
  };
}

/** A promise the test settles itself. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
}
