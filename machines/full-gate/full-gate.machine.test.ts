import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { controlledPromise } from '../../tests/model/controlled';
import { sha256Hex } from './full-gate.actors';
import { fullGateMachine } from './full-gate.machine';
import { DEMO_HASH } from './full-gate.paths';

describe('full-page gate', () => {
  it('hashes like sha256sum', async () => {
    expect(await sha256Hex('helvox-demo')).toBe(DEMO_HASH);
  });
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A gate whose prompt and hashing the test answers; `started` records what each was asked. */
function controlled(passwordSha256: string | undefined) {
  const prompt = controlledPromise<string | null>();
  const hash = controlledPromise<string, string>();
  const actor = createActor(
    fullGateMachine.provide({ actors: { askPassword: prompt.logic, hashPassword: hash.logic } }),
    { input: { passwordSha256 } },
  );
  let opened = 0;
  actor.on('gate.opened', () => opened++);
  actor.start();
  return { actor, prompt, hash, opened: () => opened };
}

describe('full-page gate, step by step', () => {
  it('asks once for the password, hashes exactly what was entered, accepts the configured hash in upper case', async () => {
    const { actor, prompt, hash, opened } = controlled('ABC123');
    actor.send({ type: 'dot.press' });
    actor.send({ type: 'dot.press' });
    expect(prompt.started).toHaveLength(1);
    prompt.resolve('Geheim 1');
    await flush();
    expect(hash.started).toEqual(['Geheim 1']);
    hash.resolve('abc123');
    await flush();
    expect([opened(), actor.getSnapshot().status]).toEqual([1, 'done']);
  });

  it.each([undefined, ''])('ignores the dot when the configured hash is %j', (hash) => {
    const { actor, prompt } = controlled(hash);
    expect(actor.getSnapshot().can({ type: 'dot.press' })).toBe(false);
    actor.send({ type: 'dot.press' });
    expect(prompt.started).toEqual([]);
    expect(actor.getSnapshot().value).toBe('locked');
  });
});

describe('full-page gate without a provided prompt', () => {
  it('stays locked on the dot (the default prompt is cancelled)', async () => {
    const actor = createActor(fullGateMachine, { input: { passwordSha256: DEMO_HASH } }).start();
    actor.send({ type: 'dot.press' });
    await waitFor(actor, (s) => !s.matches('asking'));
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().status).toBe('active');
  });
});
