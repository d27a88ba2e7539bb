import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sha256Hex } from './full-gate.actors';
import { answerPrompt, hashPassword } from './full-gate.fakes';
import { fullGateMachine } from './full-gate.machine';
import { DEMO_HASH } from './full-gate.paths';

function gate(answer: string | null, passwordSha256: string | null = DEMO_HASH) {
  const actor = createActor(
    fullGateMachine.provide({ actors: { askPassword: answerPrompt(answer), hashPassword } }),
    { input: { passwordSha256: passwordSha256 ?? undefined } },
  );
  let opened = 0;
  actor.on('gate.opened', () => opened++);
  actor.start();
  return { actor, opened: () => opened };
}

describe('full-page gate', () => {
  it('hashes like sha256sum', async () => {
    expect(await sha256Hex('helvox-demo')).toBe(DEMO_HASH);
  });

  it('opens at once on the shortcut', () => {
    const { actor, opened } = gate(null);
    actor.send({ type: 'shortcut.press' });
    expect(opened()).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('opens with the right password', async () => {
    const { actor, opened } = gate('helvox-demo');
    actor.send({ type: 'dot.press' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(opened()).toBe(1);
  });

  it.each([['falsch'], [''], [null]])('stays locked, silently, for %j', async (answer) => {
    const { actor, opened } = gate(answer);
    actor.send({ type: 'dot.press' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(opened()).toBe(0);
  });

  it('does nothing on the dot when no hash is configured', () => {
    const { actor } = gate('helvox-demo', null);
    actor.send({ type: 'dot.press' });
    expect(actor.getSnapshot().value).toBe('locked');
  });

  it('accepts the configured hash in upper case', async () => {
    const { actor, opened } = gate('helvox-demo', DEMO_HASH.toUpperCase());
    actor.send({ type: 'dot.press' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(opened()).toBe(1);
  });
});
