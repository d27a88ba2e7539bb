import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { controlledPromise } from '../../tests/model/controlled';
import { demoFormMachine } from './demo-form.machine';
import { selectCanSubmit, selectErrors, selectIsBusy, selectValues } from './demo-form.selectors';
import type { DemoRequest } from './demo-form.types';

/**
 * Spec sections 4 and 5: submit is disabled while sending and while a field shows an error; a
 * success clears the fields.
 */
describe('demo form selectors', () => {
  it('values, errors, busy and whether submit is possible', async () => {
    const send = controlledPromise<void, DemoRequest>();
    const actor = createActor(
      demoFormMachine.provide({ actors: { sendDemoRequest: send.logic } }),
      { input: {} },
    ).start();
    const now = () => actor.getSnapshot();
    expect(selectValues(now())).toEqual({ name: '', email: '', message: '' });
    expect(selectErrors(now())).toEqual({});
    expect(selectCanSubmit(now())).toBe(true);

    actor.send({ type: 'field.change', field: 'name', value: 'A' });
    expect(selectErrors(now())).toEqual({ name: 'name.tooShort' });
    expect(selectCanSubmit(now())).toBe(false);

    actor.send({ type: 'field.change', field: 'name', value: 'Anna Müller' });
    actor.send({ type: 'field.change', field: 'email', value: 'anna@praxis.ch' });
    expect(selectValues(now())).toEqual({
      name: 'Anna Müller',
      email: 'anna@praxis.ch',
      message: '',
    });
    expect(selectErrors(now())).toEqual({});
    expect(selectIsBusy(now())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(selectIsBusy(now())).toBe(true);
    expect(selectCanSubmit(now())).toBe(false);
    send.resolve();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(selectIsBusy(now())).toBe(false);
    expect(selectValues(now())).toEqual({ name: '', email: '', message: '' });
    expect(selectCanSubmit(now())).toBe(true);
  });
});
