import { emit, fromPromise, setup } from 'xstate';

export type FullGateEvent = { type: 'shortcut.press' } | { type: 'dot.press' };
export type FullGateEmitted = { type: 'gate.opened' };

export interface FullGateInput {
  /** SHA-256 (hex) of the password; without it the dot does nothing. */
  passwordSha256: string | undefined;
}

export interface FullGateContext {
  passwordSha256: string | undefined;
}

/**
 * The hidden way from the waiting-list page to `/full`: the Shift+D shortcut opens it at once;
 * the dot asks for a password, whose SHA-256 must match the configured one. A wrong or
 * cancelled password does nothing visible. A weak, browser-only gate by design (spec 6).
 */
export const fullGateMachine = setup({
  types: {
    context: {} as FullGateContext,
    events: {} as FullGateEvent,
    emitted: {} as FullGateEmitted,
    input: {} as FullGateInput,
  },
  actors: {
    // The browser's prompt; resolves null when cancelled. Provided where the app is assembled.
    askPassword: fromPromise<string | null>(async () => null),
    // Hex SHA-256 of the entered password (Web Crypto in the browser).
    hashPassword: fromPromise<string, string>(async () => ''),
  },
  guards: {
    hasPassword: ({ context }) => Boolean(context.passwordSha256),
    isEntered: (_, params: { value: string | null }) => Boolean(params.value),
    matches: ({ context }, params: { hash: string }) => params.hash === context.passwordSha256,
  },
  actions: {
    emitOpened: emit({ type: 'gate.opened' }),
  },
}).createMachine({
  id: 'fullGate',
  context: ({ input }) => ({ passwordSha256: input.passwordSha256?.toLowerCase() }),
  initial: 'locked',
  states: {
    locked: {
      on: {
        'shortcut.press': 'opened',
        'dot.press': { guard: 'hasPassword', target: 'asking' },
      },
    },
    asking: {
      invoke: {
        id: 'askPassword',
        src: 'askPassword',
        onDone: [
          {
            guard: { type: 'isEntered', params: ({ event }) => ({ value: event.output }) },
            target: 'checking',
          },
          { target: 'locked' },
        ],
        onError: 'locked',
      },
    },
    checking: {
      invoke: {
        id: 'hashPassword',
        src: 'hashPassword',
        input: ({ event }) => (event as unknown as { output: string }).output,
        onDone: [
          {
            guard: { type: 'matches', params: ({ event }) => ({ hash: event.output }) },
            target: 'opened',
          },
          { target: 'locked' },
        ],
        onError: 'locked',
      },
    },
    opened: {
      entry: 'emitOpened',
      type: 'final',
    },
  },
});
