import { and, assign, emit, fromPromise, setup } from 'xstate';
import { MAX_LENGTH, toDemoRequest, validateAll, validateField } from './demo-form.schema';
import type {
  DemoFormContext,
  DemoFormEmitted,
  DemoFormEvent,
  DemoFormInput,
  DemoRequest,
  FieldErrors,
  SendFailure,
} from './demo-form.types';

export const EMPTY_VALUES = { name: '', email: '', message: '' } as const;

/** Thrown by the send actor; `failure` says which kind of failure it was. */
export class SendError extends Error {
  constructor(
    readonly failure: Exclude<SendFailure, 'timeout'>,
    message: string,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * The demo-request form: edits with live validation, one send at a time, bounded by a timeout;
 * success clears the fields, failure keeps every value.
 */
export const demoFormMachine = setup({
  types: {
    context: {} as DemoFormContext,
    events: {} as DemoFormEvent,
    emitted: {} as DemoFormEmitted,
    input: {} as DemoFormInput,
  },
  actors: {
    // Replaced where the app is assembled (`createSendDemoRequest`) and by fakes in tests.
    sendDemoRequest: fromPromise<void, DemoRequest>(async () => {
      throw new SendError('network', 'sendDemoRequest is not provided');
    }),
  },
  delays: {
    // A webhook that hangs is given up after this long and treated as a failure.
    sendTimeout: 15_000,
  },
  guards: {
    // A change must change something (a real input event always does) and fit the maximum.
    isAcceptedChange: ({ context, event }) =>
      event.type === 'field.change' &&
      event.value !== context.values[event.field] &&
      event.value.length <= MAX_LENGTH[event.field],
    showsNoErrors: ({ context }) => !hasErrors(context.errors),
    isValid: ({ context }) => !hasErrors(validateAll(context.values)),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { field, value } = event;
      const errors = { ...context.errors };
      // A blank field has its error cleared; any other value is revalidated on every change.
      const code = value.trim() === '' ? undefined : validateField(field, value);
      if (code) errors[field] = code;
      else delete errors[field];
      return { values: { ...context.values, [field]: value }, errors };
    }),
    assignAllErrors: assign({ errors: ({ context }) => validateAll(context.values) }),
    emitRejected: emit(({ context }) => ({
      type: 'form.rejected' as const,
      errors: validateAll(context.values),
    })),
    clearValues: assign({ values: { ...EMPTY_VALUES }, errors: {}, failure: null }),
    clearFailure: assign({ failure: null }),
    emitSent: emit({ type: 'request.sent' }),
    assignSendError: assign({
      failure: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof SendError ? error.failure : 'network';
      },
    }),
    assignTimeout: assign({ failure: 'timeout' }),
    emitFailed: emit(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return {
        type: 'request.failed' as const,
        failure: context.failure ?? 'network',
        detail: error instanceof Error ? error.message : String(error ?? 'timeout'),
      };
    }),
  },
}).createMachine({
  id: 'demoForm',
  // A pre-filled message is only a starting value: nothing is sent until the visitor submits.
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, message: (input?.message ?? '').slice(0, MAX_LENGTH.message) },
    errors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        succeeded: {},
        failed: {},
      },
      on: {
        'field.change': {
          guard: 'isAcceptedChange',
          target: '.idle',
          actions: 'assignValue',
        },
        // While a field shows an error there is no submit at all (the button is disabled).
        'form.submit': [
          { guard: and(['showsNoErrors', 'isValid']), target: 'submitting' },
          { guard: 'showsNoErrors', target: '.idle', actions: ['assignAllErrors', 'emitRejected'] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'sendDemoRequest',
        src: 'sendDemoRequest',
        input: ({ context }) => toDemoRequest(context.values),
        onDone: { target: 'editing.succeeded', actions: ['clearValues', 'emitSent'] },
        onError: { target: 'editing.failed', actions: ['assignSendError', 'emitFailed'] },
      },
      after: {
        sendTimeout: { target: 'editing.failed', actions: ['assignTimeout', 'emitFailed'] },
      },
    },
  },
});

export type DemoFormMachine = typeof demoFormMachine;
