import { assign, emit, setup } from 'xstate';

export type WaitlistEvent = { type: 'email.change'; value: string } | { type: 'form.submit' };
export type WaitlistEmitted = { type: 'waitlist.joined' };

export interface WaitlistContext {
  email: string;
}

/**
 * The waiting-list sign-up: nothing is sent anywhere (the entry stays in the browser); a
 * submit "sends" for one second, then reports success and clears the field. An empty value
 * is ignored.
 */
export const waitlistMachine = setup({
  types: {
    context: {} as WaitlistContext,
    events: {} as WaitlistEvent,
    emitted: {} as WaitlistEmitted,
  },
  delays: {
    // Simulated sending time (spec section 9).
    sendDelay: 1000,
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isNewValue: ({ context, event }) =>
      event.type === 'email.change' && event.value !== context.email,
  },
  actions: {
    assignEmail: assign({
      email: ({ event }) => (event.type === 'email.change' ? event.value : ''),
    }),
    clearEmail: assign({ email: '' }),
    emitJoined: emit({ type: 'waitlist.joined' }),
  },
}).createMachine({
  id: 'waitlist',
  context: { email: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'email.change': { guard: 'isNewValue', actions: 'assignEmail' },
        'form.submit': { guard: 'hasEmail', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      after: {
        sendDelay: { target: 'joined', actions: ['clearEmail', 'emitJoined'] },
      },
    },
    joined: {
      on: {
        'email.change': { guard: 'isNewValue', target: 'idle', actions: 'assignEmail' },
      },
    },
  },
});
