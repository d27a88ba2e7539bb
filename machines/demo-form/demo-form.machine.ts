import { and, assign, emit, fromPromise, setup } from 'xstate';
import {
  cutToLength,
  MAX_LENGTH,
  toDemoRequest,
  validateAll,
  validateField,
} from './demo-form.schema';
import type {
  DemoFormContext,
  DemoFormEmitted,
  DemoFormEvent,
  DemoFormInput,
  DemoRequest,
  DemoRequestContent,
  FieldErrors,
  SendFailure,
} from './demo-form.types';

export const EMPTY_VALUES = { name: '', email: '', message: '' } as const;

/**
 * How long a send may take before the form reports a failure. Automation webhooks that run
 * their workflow before answering take tens of seconds; a failure reported while the request
 * is still being handled invites a second one (docs/decisions/0017-demo-form-input.md).
 */
export const SEND_TIMEOUT_MS = 60_000;

/** Makes a new request id; the app passes `crypto.randomUUID` (`withRequestIds`). */
export type NewRequestId = (content: DemoRequestContent) => string;

/**
 * The default request id: derived from the content (FNV-1a), so that tests, stories and the
 * generated paths are repeatable. Two visitors sending the same text would share it: the app
 * replaces it with random ids (`withRequestIds`).
 */
export const contentRequestId: NewRequestId = (content) => {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(content)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `content-${hash.toString(16).padStart(8, '0')}`;
};

const sameContent = (a: DemoRequestContent, b: DemoRequestContent) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/** The request to send now: the last one again (same id) when its content is unchanged. */
function nextRequest(context: DemoFormContext, newRequestId: NewRequestId): DemoRequest {
  const content = toDemoRequest(context.values);
  const last = context.request;
  if (last && sameContent(last, content)) return last;
  return { ...content, requestId: newRequestId(content) };
}

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
    sendTimeout: SEND_TIMEOUT_MS,
  },
  guards: {
    // A change must change something: the value kept (input past the maximum is cut to it) or
    // whether the field shows that its input was cut.
    isAcceptedChange: ({ context, event }) => {
      if (event.type !== 'field.change') return false;
      const kept = cutToLength(event.value, MAX_LENGTH[event.field]);
      const cut = kept !== event.value;
      return kept !== context.values[event.field] || cut !== !!context.cut[event.field];
    },
    showsNoErrors: ({ context }) => !hasErrors(context.errors),
    isValid: ({ context }) => !hasErrors(validateAll(context.values)),
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { field } = event;
      // Input past the maximum keeps its first characters and says so (spec section 5: input
      // beyond the maximum is ignored; the too-long message tells the visitor).
      const value = cutToLength(event.value, MAX_LENGTH[field]);
      const cut = { ...context.cut };
      if (value !== event.value) cut[field] = true;
      else delete cut[field];
      const errors = { ...context.errors };
      // A blank field has its error cleared; any other value is revalidated on every change.
      const code = value.trim() === '' ? undefined : validateField(field, value);
      if (code) errors[field] = code;
      else delete errors[field];
      return { values: { ...context.values, [field]: value }, errors, cut };
    }),
    // The default ids (`contentRequestId`); `withRequestIds` provides others.
    assignRequest: assign({ request: ({ context }) => nextRequest(context, contentRequestId) }),
    assignAllErrors: assign({ errors: ({ context }) => validateAll(context.values) }),
    emitRejected: emit(({ context }) => ({
      type: 'form.rejected' as const,
      errors: validateAll(context.values),
    })),
    // After a success the next request is a new one, even with the same content.
    clearValues: assign({
      values: { ...EMPTY_VALUES },
      errors: {},
      cut: {},
      failure: null,
      request: null,
    }),
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
    values: {
      ...EMPTY_VALUES,
      message: cutToLength(input?.message ?? '', MAX_LENGTH.message),
    },
    errors: {},
    cut: {},
    failure: null,
    request: null,
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
          {
            guard: and(['showsNoErrors', 'isValid']),
            target: 'submitting',
            actions: 'assignRequest',
          },
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
        // Fixed on submit: a retry of the same content sends the same request id.
        input: ({ context }) => context.request ?? nextRequest(context, contentRequestId),
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

/**
 * The form with request ids from `newRequestId` (the app: a random UUID per request), so that
 * two visitors' requests never share one; a retry of the same content still keeps its id.
 */
export function withRequestIds(newRequestId: NewRequestId) {
  return demoFormMachine.provide({
    actions: {
      assignRequest: assign({ request: ({ context }) => nextRequest(context, newRequestId) }),
    },
  });
}
