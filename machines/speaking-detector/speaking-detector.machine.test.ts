import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { speakingDetectorMachine } from './speaking-detector.machine';
import { selectIsActive, selectIsSpeaking, selectVolume } from './speaking-detector.selectors';
import type { LevelSamplerRequest, SpeakingDetectorEmitted } from './speaking-detector.types';

/**
 * What the generated paths (speaking-detector.paths.test.ts: states, volume and emitted events
 * per step) leave out: time (a path's tick is an event), the sampler it asks, and the selectors.
 * Spec section 4: levels every 100 ms; speech ends 1000 ms after the last level above 0.01.
 * The clock advances in 10 ms steps, so that each tick fires at its own time.
 */
function setUp() {
  const clock = new SimulatedClock();
  const state = {
    levels: [0] as readonly number[],
    reads: [] as number[],
    requests: [] as LevelSamplerRequest[],
    samplerStarts: 0,
  };
  const levelSampler = fromCallback<LevelSamplerRequest>(({ sendBack, receive }) => {
    state.samplerStarts += 1;
    receive((request) => {
      state.requests.push(request);
      state.reads.push(clock.now());
      sendBack({ type: 'levels.sampled', levels: state.levels });
    });
  });
  const actor = createActor(speakingDetectorMachine.provide({ actors: { levelSampler } }), {
    clock,
  });
  const emitted: Array<SpeakingDetectorEmitted & { at: number }> = [];
  actor.on('*', (event) => emitted.push({ ...event, at: clock.now() }));
  actor.start();
  const advanceTo = (time: number) => {
    while (clock.now() < time) clock.increment(Math.min(10, time - clock.now()));
  };
  const speech = () => emitted.filter((e) => e.type.startsWith('speech.'));
  const ended = () => emitted.filter((e) => e.type === 'call.ended').length;
  return { state, actor, advanceTo, speech, ended, now: () => actor.getSnapshot() };
}

describe('speaking detector', () => {
  it('asks its sampler every 100 ms while running, not restarted by a second start', () => {
    const { actor, state, advanceTo, now } = setUp();
    advanceTo(500);
    expect([selectIsActive(now()), state.reads]).toEqual([false, []]);
    actor.send({ type: 'session.start' });
    advanceTo(650);
    actor.send({ type: 'session.start' });
    advanceTo(1000);
    expect(state.reads).toEqual([600, 700, 800, 900, 1000]);
    expect(state.requests[0]).toEqual({ type: 'levels.read' });
    expect([state.samplerStarts, selectIsActive(now())]).toEqual([1, true]);
  });

  it('ends speech 1000 ms after the last level above the threshold, not the first', () => {
    const { actor, state, advanceTo, speech, now } = setUp();
    actor.send({ type: 'session.start' });
    state.levels = [0.2];
    advanceTo(300); // speech at 100, 200, 300
    expect([selectIsSpeaking(now()), selectVolume(now())]).toEqual([true, 1]);
    state.levels = [0.005];
    advanceTo(1299);
    expect([selectIsSpeaking(now()), speech()]).toEqual([
      true,
      [{ type: 'speech.started', at: 100 }],
    ]);
    advanceTo(1300);
    expect(selectIsSpeaking(now())).toBe(false);
    expect(speech()[1]).toEqual({ type: 'speech.ended', at: 1300 });
  });

  it('on end stops sampling and drops the pending speech-end timer', () => {
    const { actor, state, advanceTo, speech, ended, now } = setUp();
    actor.send({ type: 'session.start' });
    state.levels = [0.2];
    advanceTo(200);
    actor.send({ type: 'session.end' });
    const reads = state.reads.length;
    advanceTo(5000);
    expect(state.reads.length).toBe(reads);
    expect([speech().map((e) => e.type), ended()]).toEqual([['speech.started'], 1]);
    expect(now().children).toEqual({});
  });
});
