import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { demoEnv } from '../../src/config/demo-env';
import { server } from '../../tests/mocks/node';
import { demoRequestFailures } from '../../src/mocks/demo-request.handlers';
import { createSendDemoRequest } from './demo-form.actors';
import { sendDemoRequestFakes } from './demo-form.fakes';
import { EMAIL_255, EMAIL_256 } from '../../tests/tables/input-rules';
import { demoFormMachine, withRequestIds } from './demo-form.machine';
import type { DemoFormEmitted, DemoRequest, Field } from './demo-form.types';

function start(send = sendDemoRequestFakes.ok) {
  const actor = createActor(demoFormMachine.provide({ actors: { sendDemoRequest: send } }), {
    input: {},
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted };
}

function fillValid(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'name', value: 'Anna Müller' });
  actor.send({ type: 'field.change', field: 'email', value: 'Anna@Example.CH' });
  actor.send({ type: 'field.change', field: 'message', value: 'Hallo <Team>' });
}

describe('demo form machine', () => {
  it('revalidates a non-blank field on every change, keeps the other fields’ errors and clears the error of a blank one', () => {
    const { actor } = start();
    const errorsAfter = (field: Field, value: string) => {
      actor.send({ type: 'field.change', field, value });
      return actor.getSnapshot().context.errors;
    };
    expect(errorsAfter('name', 'A')).toEqual({ name: 'name.tooShort' });
    expect(errorsAfter('email', 'anna@example.ch')).toEqual({ name: 'name.tooShort' });
    expect(errorsAfter('name', 'An')).toEqual({});
    expect(errorsAfter('name', 'A1')).toEqual({ name: 'name.invalidChars' });
    expect(errorsAfter('name', '')).toEqual({});
    expect(errorsAfter('name', 'A')).toEqual({ name: 'name.tooShort' });
    // Only spaces is blank: no error, and the spaces are kept.
    expect(errorsAfter('name', '   ')).toEqual({});
    expect(actor.getSnapshot().context.values.name).toBe('   ');
  });

  it('keeps the first characters of input past each maximum and says it was cut', () => {
    const { actor } = start();
    // 10 characters pasted after 995: the first 5 are kept, the field says it was cut.
    actor.send({ type: 'field.change', field: 'message', value: 'x'.repeat(995) });
    actor.send({ type: 'field.change', field: 'message', value: `${'x'.repeat(995)}0123456789` });
    actor.send({ type: 'field.change', field: 'name', value: `${'x'.repeat(100)}yz` });
    actor.send({ type: 'field.change', field: 'email', value: EMAIL_256 });
    const { values, cut, errors } = actor.getSnapshot().context;
    expect(values).toEqual({
      name: 'x'.repeat(100),
      email: EMAIL_256.slice(0, 255),
      message: `${'x'.repeat(995)}01234`,
    });
    expect(cut).toEqual({ name: true, email: true, message: true });
    // The cut address ends in '.c': not an address, and that shows too. The others are valid:
    // the note is no error, sending stays possible once the address is fixed.
    expect(errors).toEqual({ email: 'email.invalid' });
    actor.send({ type: 'field.change', field: 'email', value: EMAIL_255 });
    expect(actor.getSnapshot().context.cut).toEqual({ name: true, message: true });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it.each([
    ['name', 100],
    ['email', 255],
    ['message', 1000],
  ] as const)('%s: %i characters fit, one more is cut and says so', (field, max) => {
    const { actor } = start();
    actor.send({ type: 'field.change', field, value: 'x'.repeat(max) });
    expect(actor.getSnapshot().context.cut).toEqual({});
    const longer = { type: 'field.change', field, value: 'x'.repeat(max + 1) } as const;
    actor.send(longer);
    expect(actor.getSnapshot().context.values[field]).toBe('x'.repeat(max));
    expect(actor.getSnapshot().context.cut).toEqual({ [field]: true });
    // The same paste again changes nothing: no change at all.
    expect(actor.getSnapshot().can(longer)).toBe(false);
    // The next change within the maximum takes the note away.
    actor.send({ type: 'field.change', field, value: 'x'.repeat(max - 1) });
    expect(actor.getSnapshot().context.cut).toEqual({});
  });

  it('rejects a submit with invalid fields: shows and reports every error once, sends nothing', () => {
    const seen: DemoRequest[] = [];
    const events: DemoFormEmitted[] = [];
    const { actor } = start(
      fromPromise<void, DemoRequest>(async ({ input }) => void seen.push(input)),
    );
    actor.on('form.rejected', (event) => events.push(event));
    actor.send({ type: 'form.submit' });
    const errors = { name: 'name.tooShort', email: 'email.invalid' };
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(events).toEqual([{ type: 'form.rejected', errors }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('ignores a submit while a field shows an error (the button is disabled): no rejection either', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'anna@' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('sends the cleaned request once, clears the fields and reports success', async () => {
    const seen: DemoRequest[] = [];
    const send = fromPromise<void, DemoRequest>(async ({ input }) => {
      seen.push(input);
    });
    const { actor, emitted } = start(send);
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ editing: 'succeeded' }));
    expect(seen).toEqual([
      {
        name: 'Anna Müller',
        email: 'anna@example.ch',
        message: 'Hallo Team',
        requestId: expect.stringMatching(/^content-[0-9a-f]{8}$/),
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: '', email: '', message: '' },
      errors: {},
      failure: null,
    });
    expect(emitted).toEqual(['request.sent']);
    // The emptied form is rejected on the next submit, which leaves the success notice.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(emitted).toEqual(['request.sent', 'form.rejected']);
  });

  it('gives up a hanging send after 60 s and stops it', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const send = fromPromise<void, DemoRequest>(
        ({ signal }) =>
          new Promise<void>(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
      );
      const { actor } = start(send);
      const events: DemoFormEmitted[] = [];
      actor.on('request.failed', (event) => events.push(event));
      fillValid(actor);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(actor.getSnapshot().matches('submitting')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
      expect(actor.getSnapshot().context.failure).toBe('timeout');
      expect(events).toEqual([{ type: 'request.failed', failure: 'timeout', detail: 'timeout' }]);
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('demo form machine: a drafted message (after a call recap)', () => {
  const drafted =
    'Ich habe Clara (Terminbuchungs-Assistent) getestet und interessiere mich für einen eigenen Assistenten.';

  it('starts with the message filled in, editable, and sends nothing until submitted', async () => {
    const send = vi.fn(async (_request: DemoRequest): Promise<void> => {});
    const actor = createActor(
      demoFormMachine.provide({
        actors: {
          sendDemoRequest: fromPromise<void, DemoRequest>(({ input }) => send(input)),
        },
      }),
      { input: { message: drafted } },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', message: drafted });
    actor.send({ type: 'field.change', field: 'message', value: `${drafted} Bitte rufen Sie an.` });
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'name', value: 'Anna Müller' });
    actor.send({ type: 'field.change', field: 'email', value: 'anna@example.ch' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'succeeded' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      name: 'Anna Müller',
      email: 'anna@example.ch',
      message: `${drafted} Bitte rufen Sie an.`,
      requestId: expect.any(String),
    });
    actor.stop();
  });

  it('cuts a drafted message to the 1000 characters a message may have', () => {
    const actor = createActor(demoFormMachine, { input: { message: 'x'.repeat(1200) } }).start();
    expect(actor.getSnapshot().context.values.message).toHaveLength(1000);
    actor.stop();
  });
});

describe('demo form machine: what each step leaves behind', () => {
  const fail = (error: unknown) =>
    fromPromise<void, DemoRequest>(async () => {
      throw error;
    });

  async function failedWith(send: ReturnType<typeof fail>) {
    const events: DemoFormEmitted[] = [];
    const actor = createActor(demoFormMachine.provide({ actors: { sendDemoRequest: send } }), {
      input: {},
    });
    actor.on('request.failed', (event) => events.push(event));
    actor.start();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    return { actor, events };
  }

  it('starts editing with empty fields, no errors and no failure', () => {
    const snapshot = start().actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(snapshot.context).toEqual({
      values: { name: '', email: '', message: '' },
      errors: {},
      cut: {},
      failure: null,
      request: null,
    });
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('keeps every value when the send fails, and reports the kind of failure and its detail', async () => {
    const { actor, events } = await failedWith(sendDemoRequestFakes.status);
    expect(actor.getSnapshot().context.values.name).toBe('Anna Müller');
    expect(actor.getSnapshot().context.failure).toBe('status');
    expect(events).toEqual([{ type: 'request.failed', failure: 'status', detail: 'HTTP 500' }]);
  });

  it('counts anything else thrown as a network failure', async () => {
    const { actor, events } = await failedWith(fail('boom'));
    expect(actor.getSnapshot().context.failure).toBe('network');
    expect(events).toEqual([{ type: 'request.failed', failure: 'network', detail: 'boom' }]);
  });

  it('fails safe when no send is provided: a network failure, never a success', async () => {
    const actor = createActor(demoFormMachine, { input: {} }).start();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.failure).toBe('network');
  });

  it('keeps the failure notice on a change that changes nothing', async () => {
    const { actor } = await failedWith(sendDemoRequestFakes.network);
    const same = { type: 'field.change', field: 'name', value: 'Anna Müller' } as const;
    expect(actor.getSnapshot().can(same)).toBe(false);
    actor.send(same);
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    actor.send({ type: 'field.change', field: 'name', value: 'Anna Müllers' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.failure).toBe('network');
  });

  it('clears the last failure when the visitor sends again', async () => {
    const { actor } = await failedWith(sendDemoRequestFakes.network);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores edits while sending', () => {
    const { actor } = start(sendDemoRequestFakes.pending);
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    const edit = { type: 'field.change', field: 'name', value: 'Ben' } as const;
    expect(actor.getSnapshot().can(edit)).toBe(false);
    actor.send(edit);
    expect(actor.getSnapshot().context.values.name).toBe('Anna Müller');
  });
});

describe('sendDemoRequest against the webhook (MSW)', () => {
  const live = (url = demoEnv.VITE_DEMO_WEBHOOK_URL) => start(createSendDemoRequest(url));

  it('posts JSON {name, email, message} and succeeds on 2xx', async () => {
    let body: unknown;
    server.use(
      http.post(demoEnv.VITE_DEMO_WEBHOOK_URL, async ({ request }) => {
        body = await request.json();
        expect(request.headers.get('content-type')).toBe('application/json');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { actor } = live();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'succeeded' }));
    expect(body).toEqual({
      name: 'Anna Müller',
      email: 'anna@example.ch',
      message: 'Hallo Team',
      requestId: expect.stringMatching(/^content-[0-9a-f]{8}$/),
    });
  });

  it('a webhook that answers after 30 s is a success, not a failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const bodies: unknown[] = [];
      server.use(
        http.post(demoEnv.VITE_DEMO_WEBHOOK_URL, async ({ request }) => {
          bodies.push(await request.json());
          await delay(30_000);
          return new HttpResponse(null, { status: 204 });
        }),
      );
      const events: string[] = [];
      const { actor } = live();
      actor.on('*', (event) => events.push(event.type));
      fillValid(actor);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(16_000);
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(events).toEqual([]);
      await vi.advanceTimersByTimeAsync(14_100);
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(actor.getSnapshot().value).toEqual({ editing: 'succeeded' });
      expect(events).toEqual(['request.sent']);
      expect(bodies).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a 500 answer', demoRequestFailures.status500, 'status'],
    ['an unreachable webhook', demoRequestFailures.unreachable, 'network'],
  ] as const)('treats %s as a failure', async (_, handler, failure) => {
    server.use(handler);
    const { actor } = live();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(failure);
  });
});

describe('demo form machine: one request id per content (the receiver drops repeats)', () => {
  /** Request ids 'id-1', 'id-2' … in the order they are made. */
  function counting() {
    let made = 0;
    return vi.fn(() => `id-${(made += 1)}`);
  }

  function startWith(
    newId: () => string,
    outcomes: ('fail' | 'ok')[],
  ): { actor: ReturnType<typeof createActor<typeof demoFormMachine>>; sent: DemoRequest[] } {
    const sent: DemoRequest[] = [];
    const send = fromPromise<void, DemoRequest>(async ({ input }) => {
      sent.push(input);
      if (outcomes[sent.length - 1] === 'fail') throw new Error('Failed to fetch');
    });
    const machine = withRequestIds(newId).provide({ actors: { sendDemoRequest: send } });
    const actor = createActor(machine, { input: {} }).start();
    return { actor, sent };
  }

  const settled = (actor: ReturnType<typeof startWith>['actor']) =>
    waitFor(actor, (s) => !s.hasTag('busy'));

  it('a retry of the same content sends the same id; new content gets a new one', async () => {
    const newId = counting();
    const { actor, sent } = startWith(newId, ['fail', 'fail', 'fail', 'ok']);
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    // Edited, but what is sent is the same (trimmed): still the same request.
    actor.send({ type: 'field.change', field: 'name', value: '  Anna Müller ' });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'message', value: 'Hallo Team, bitte anrufen' });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(sent.map((request) => request.requestId)).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
    expect(newId).toHaveBeenCalledTimes(2);
    expect(sent[3]).toEqual({
      name: 'Anna Müller',
      email: 'anna@example.ch',
      message: 'Hallo Team, bitte anrufen',
      requestId: 'id-2',
    });
  });

  it('a timed-out request keeps its id for the retry', async () => {
    vi.useFakeTimers();
    try {
      const sent: DemoRequest[] = [];
      const send = fromPromise<void, DemoRequest>(({ input }) => {
        sent.push(input);
        return sent.length === 1 ? new Promise<void>(() => {}) : Promise.resolve();
      });
      const machine = withRequestIds(counting()).provide({ actors: { sendDemoRequest: send } });
      const actor = createActor(machine, { input: {} }).start();
      fillValid(actor);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(actor.getSnapshot().context.failure).toBe('timeout');
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ editing: 'succeeded' });
      expect(sent.map((request) => request.requestId)).toEqual(['id-1', 'id-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a success the same content again is a new request', async () => {
    const { actor, sent } = startWith(counting(), ['ok', 'ok']);
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.request).toBeNull();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(sent.map((request) => request.requestId)).toEqual(['id-1', 'id-2']);
  });

  it('a rejected submit (invalid fields) makes no id', () => {
    const newId = counting();
    const { actor } = startWith(newId, []);
    actor.send({ type: 'form.submit' });
    expect(newId).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.request).toBeNull();
  });

  it('the default ids come from the content: repeatable in tests and generated paths', async () => {
    const ids: string[] = [];
    for (const message of ['Hallo', 'Hallo', 'Hallo!']) {
      const send = fromPromise<void, DemoRequest>(
        async ({ input }) => void ids.push(input.requestId),
      );
      const actor = createActor(demoFormMachine.provide({ actors: { sendDemoRequest: send } }), {
        input: {},
      }).start();
      fillValid(actor);
      actor.send({ type: 'field.change', field: 'message', value: message });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
    }
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
