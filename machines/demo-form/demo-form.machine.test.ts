import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { demoEnv } from '../../src/config/demo-env';
import { server } from '../../tests/mocks/node';
import { demoRequestFailures } from '../../src/mocks/demo-request.handlers';
import { createSendDemoRequest } from './demo-form.actors';
import { contentRequestId, demoFormMachine, withRequestIds } from './demo-form.machine';
import type { DemoFormEmitted, DemoRequest } from './demo-form.types';

/*
 * What the unit replays (demo-form.paths.test.ts) cannot see: the input, the send actor and
 * what it is given, the timeout's length, and request ids that are not derived from content.
 */

function start(send: ReturnType<typeof fromPromise<void, DemoRequest>>) {
  const actor = createActor(demoFormMachine.provide({ actors: { sendDemoRequest: send } }), {
    input: {},
  });
  return { actor: actor.start() };
}

function fillValid(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'name', value: 'Anna Müller' });
  actor.send({ type: 'field.change', field: 'email', value: 'Anna@Example.CH' });
  actor.send({ type: 'field.change', field: 'message', value: 'Hallo <Team>' });
}

describe('demo form machine: what the replays cannot see', () => {
  it.each([
    [
      'a drafted message (after a call recap), as it is',
      'Ich habe Clara getestet.',
      'Ich habe Clara getestet.',
    ],
    [
      'a drafted message cut to the 1000 characters a message may have',
      'x'.repeat(1001),
      'x'.repeat(1000),
    ],
  ])('starts with %s, nothing sent', (_, message, kept) => {
    const actor = createActor(demoFormMachine, { input: { message } }).start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', message: kept });
    actor.stop();
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
      expect(events).toEqual([{ type: 'request.failed', failure: 'timeout', detail: 'timeout' }]);
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails safe when no send is provided: a network failure, never a success', async () => {
    const actor = createActor(demoFormMachine, { input: {} }).start();
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.failure).toBe('network');
  });
});

describe('sendDemoRequest against the webhook (MSW)', () => {
  const live = (url = demoEnv.VITE_DEMO_WEBHOOK_URL) => start(createSendDemoRequest(url));

  it('posts the cleaned request as JSON {name, email, message, requestId} and succeeds on 2xx', async () => {
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
  it('a retry of the same content sends the same id; new content gets a new one', async () => {
    let made = 0;
    const newId = vi.fn(() => `id-${(made += 1)}`);
    const sent: DemoRequest[] = [];
    const send = fromPromise<void, DemoRequest>(async ({ input }) => {
      sent.push(input);
      if (sent.length < 4) throw new Error('Failed to fetch');
    });
    const machine = withRequestIds(newId).provide({ actors: { sendDemoRequest: send } });
    const actor = createActor(machine, { input: {} }).start();
    const submit = async () => {
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
    };
    fillValid(actor);
    await submit();
    await submit();
    // Edited, but what is sent is the same (trimmed): still the same request.
    actor.send({ type: 'field.change', field: 'name', value: '  Anna Müller ' });
    await submit();
    actor.send({ type: 'field.change', field: 'message', value: 'Hallo Team, bitte anrufen' });
    await submit();
    expect(sent.map((request) => request.requestId)).toEqual(['id-1', 'id-1', 'id-1', 'id-2']);
  });

  it('the default ids come from the content: other content, another id', () => {
    const id = (message: string) =>
      contentRequestId({ name: 'Anna Müller', email: 'anna@example.ch', message });
    expect(id('Hallo!')).not.toBe(id('Hallo'));
  });
});
