import { and, assign, not, setup } from 'xstate';
import { DEFAULT_DELAY, isNoAnswerDelay } from './call-forwarding.codes';
import { parseAssistantNumber } from './call-forwarding.schema';
import type { CallForwardingContext, CallForwardingEvent } from './call-forwarding.types';

const typedOf = (event: CallForwardingEvent) => (event.type === 'number.change' ? event.value : '');

/**
 * The call-forwarding guide (`/einrichten`): the assistant's number as typed (never changed by
 * the machine), valid as soon as it parses, its error shown only once the visitor leaves the
 * field or asks for the codes and then kept up to date; the chosen rule and no-reply time
 * (kept whatever the number does; the time is chosen with 'Wenn Sie nicht abnehmen' only).
 */
export const callForwardingMachine = setup({
  types: {
    context: {} as CallForwardingContext,
    events: {} as CallForwardingEvent,
  },
  guards: {
    isNewValue: ({ context, event }) => typedOf(event) !== context.typed,
    isValidNumber: ({ event }) => parseAssistantNumber(typedOf(event)).ok,
    isBlank: ({ event }) => typedOf(event).trim() === '',
    isNewRule: ({ context, event }) => event.type === 'rule.choose' && event.rule !== context.rule,
    // The time belongs to 'Wenn Sie nicht abnehmen': only then is it offered.
    isNewDelay: ({ context, event }) =>
      event.type === 'delay.choose' &&
      context.rule === 'noAnswer' &&
      isNoAnswerDelay(event.seconds) &&
      event.seconds !== context.delay,
  },
  actions: {
    assignValid: assign(({ event }) => {
      const parsed = parseAssistantNumber(typedOf(event));
      return { typed: typedOf(event), number: parsed.ok ? parsed.number : null, error: null };
    }),
    assignTyped: assign(({ event }) => ({ typed: typedOf(event), number: null, error: null })),
    assignTypedWithError: assign(({ event }) => {
      const parsed = parseAssistantNumber(typedOf(event));
      return { typed: typedOf(event), number: null, error: parsed.ok ? null : parsed.error };
    }),
    assignError: assign({
      error: ({ context }) => {
        const parsed = parseAssistantNumber(context.typed);
        return parsed.ok ? null : parsed.error;
      },
    }),
    assignRule: assign({
      rule: ({ context, event }) => (event.type === 'rule.choose' ? event.rule : context.rule),
    }),
    assignDelay: assign({
      delay: ({ context, event }) =>
        event.type === 'delay.choose' && isNoAnswerDelay(event.seconds)
          ? event.seconds
          : context.delay,
    }),
  },
}).createMachine({
  id: 'callForwarding',
  context: { typed: '', number: null, error: null, rule: 'noAnswer', delay: DEFAULT_DELAY },
  initial: 'empty',
  on: {
    'rule.choose': { guard: 'isNewRule', actions: 'assignRule' },
    'delay.choose': { guard: 'isNewDelay', actions: 'assignDelay' },
  },
  states: {
    /** Nothing typed: the hint. */
    empty: {
      on: {
        'number.change': [
          { guard: and(['isNewValue', 'isValidNumber']), target: 'valid', actions: 'assignValid' },
          { guard: and(['isNewValue', not('isBlank')]), target: 'typing', actions: 'assignTyped' },
        ],
        'form.submit': { target: 'invalid', actions: 'assignError' },
      },
    },
    /** Typed, not (yet) a valid number, no error shown: the hint. */
    typing: {
      on: {
        'number.change': [
          { guard: and(['isNewValue', 'isValidNumber']), target: 'valid', actions: 'assignValid' },
          { guard: and(['isNewValue', 'isBlank']), target: 'empty', actions: 'assignTyped' },
          { guard: 'isNewValue', actions: 'assignTyped' },
        ],
        'number.blur': { target: 'invalid', actions: 'assignError' },
        'form.submit': { target: 'invalid', actions: 'assignError' },
      },
    },
    /** The error under the field, updated on every change until the number is valid. */
    invalid: {
      on: {
        'number.change': [
          { guard: and(['isNewValue', 'isValidNumber']), target: 'valid', actions: 'assignValid' },
          { guard: and(['isNewValue', 'isBlank']), target: 'empty', actions: 'assignTyped' },
          { guard: 'isNewValue', actions: 'assignTypedWithError' },
        ],
      },
    },
    /** A valid number: the codes for the chosen rule and the one that switches it off. */
    valid: {
      on: {
        'number.change': [
          { guard: and(['isNewValue', 'isValidNumber']), actions: 'assignValid' },
          { guard: and(['isNewValue', 'isBlank']), target: 'empty', actions: 'assignTyped' },
          { guard: 'isNewValue', target: 'typing', actions: 'assignTyped' },
        ],
      },
    },
  },
});

export type CallForwardingMachine = typeof callForwardingMachine;
