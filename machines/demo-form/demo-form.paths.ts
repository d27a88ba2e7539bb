import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { demoFormMachine, SendError } from './demo-form.machine';
import type { DemoFormContext, DemoFormEvent, Field } from './demo-form.types';

const change = (field: Field, value: string): DemoFormEvent => ({
  type: 'field.change',
  field,
  value,
});

/**
 * Sample inputs, each a row of the rule tables (tests/tables/input-rules.ts): blank, only spaces,
 * too short, valid, markup; and each field's maximum passed: forbidden characters pasted past
 * the name's (102 characters: cut to 100, both messages show), an address one past its 255
 * (cut to one ending in '.c': both messages) and a message at and one past its 1000 (the same
 * value kept: only the note tells them apart).
 */
export const demoFormSamples = {
  name: ['', 'A', 'Anna Müller', 'R2-D2 '.repeat(17), '   '],
  email: [
    '',
    'anna@',
    'Anna.Mueller@Example.CH',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.ch`,
  ],
  message: ['', 'Hallo <Team>, bitte um Rückruf.', 'm'.repeat(1000), 'm'.repeat(1001)],
} as const;

export const DONE = 'xstate.done.actor.sendDemoRequest';
export const ERROR = 'xstate.error.actor.sendDemoRequest';
export const TIMEOUT = 'xstate.after.sendTimeout.demoForm.submitting';

const events: EventObject[] = [
  ...(Object.keys(demoFormSamples) as Field[]).flatMap((field) =>
    demoFormSamples[field].map((value) => change(field, value)),
  ),
  { type: 'form.submit' },
  { type: DONE, output: undefined } as EventObject,
  { type: ERROR, error: new SendError('status', 'HTTP 500') } as EventObject,
  { type: ERROR, error: new SendError('network', 'Failed to fetch') } as EventObject,
  // Anything else thrown (not the send's own error) counts as a network failure.
  { type: ERROR, error: new Error('Load failed') } as EventObject,
  { type: TIMEOUT },
];

/**
 * States are told apart by what the visitor can see: the state, which fields are filled, the
 * errors shown, which fields say their input was cut, and the kind of failure (not every
 * distinct string typed).
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as DemoFormContext;
  const filled = Object.fromEntries(
    Object.entries(context.values).map(([field, value]) => [
      field,
      value === '' ? '' : value.length,
    ]),
  );
  return JSON.stringify([snapshot.value, filled, context.errors, context.cut, context.failure]);
}

export const demoFormPlan: PathPlan = {
  name: 'demoForm',
  machine: demoFormMachine,
  events,
  serializeState,
};

/** The shortest path to every distinguishable state. */
export const demoFormAllPaths = generatePaths(demoFormPlan);

/** The fewest of them that visit every reachable state and transition: replayed in views. */
export const demoFormPaths = coveringPaths(demoFormPlan, demoFormAllPaths);
