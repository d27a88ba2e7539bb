/**
 * An error with a given name: the call's drivers and the microphone throw these, and the call
 * machine's classifier knows them by their names (`machines/call/call.errors.ts`).
 */
export function namedError(name: string, message: string, extra: object = {}): Error {
  return Object.assign(new Error(message), { name }, extra);
}
