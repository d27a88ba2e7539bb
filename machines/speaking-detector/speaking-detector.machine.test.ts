import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  SAMPLE_INTERVAL_MS,
  speakingDetectorMachine,
  SPEAKING_TIMEOUT_MS,
  toVolume,
} from './speaking-detector.machine';
import type { LevelSamplerRequest, SpeakingDetectorEmitted } from './speaking-detector.types';

/**
 * A detector on a simulated clock whose sampler answers every read with `levels`. The clock
 * advances in 10 ms steps, so that each 100 ms sampling tick fires at its own time.
 */
function setUp() {
  const clock = new SimulatedClock();
  const state = { levels: [0] as readonly number[], reads: [] as number[], samplerStarts: 0 };
  const levelSampler = fromCallback<LevelSamplerRequest>(({ sendBack, receive }) => {
    state.samplerStarts += 1;
    receive(() => {
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
  const types = () => emitted.map((e) => e.type).filter((type) => type !== 'volume.measured');
  return { clock, state, actor, emitted, advanceTo, types };
}

describe('speaking detector', () => {
  it('reads the remote levels every 100 ms while the session runs', () => {
    const { actor, state, advanceTo } = setUp();
    advanceTo(500);
    expect(state.reads).toEqual([]);
    actor.send({ type: 'session.start' });
    advanceTo(1500);
    expect(state.reads).toEqual([600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500]);
    expect(SAMPLE_INTERVAL_MS).toBe(100);
  });

  it('ends speech 1000 ms after the last level above the threshold, not the first', () => {
    const { actor, state, advanceTo, emitted } = setUp();
    actor.send({ type: 'session.start' });
    state.levels = [0.2];
    advanceTo(300); // speech at 100, 200, 300
    state.levels = [0.005];
    advanceTo(1299);
    expect(emitted.filter((e) => e.type === 'speech.ended')).toEqual([]);
    advanceTo(1300);
    expect(emitted.filter((e) => e.type.startsWith('speech.'))).toEqual([
      { type: 'speech.started', at: 100 },
      { type: 'speech.ended', at: 300 + SPEAKING_TIMEOUT_MS },
    ]);
  });

  it('reports the volume as sum / 0.15, capped at 1', () => {
    expect(toVolume(0)).toBe(0);
    expect(toVolume(0.03)).toBeCloseTo(0.2);
    expect(toVolume(0.15)).toBe(1);
    expect(toVolume(0.6)).toBe(1);
  });

  it('ignores levels before the session starts', () => {
    const actor = createActor(speakingDetectorMachine).start();
    actor.send({ type: 'levels.sampled', levels: [0.5] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.volume).toBe(0);
  });

  it('ignores starting an already started session', () => {
    const { actor, state, advanceTo } = setUp();
    actor.send({ type: 'session.start' });
    advanceTo(50);
    state.levels = [0.05];
    advanceTo(100);
    const before = actor.getSnapshot();
    actor.send({ type: 'session.start' });
    expect(actor.getSnapshot()).toBe(before);
    advanceTo(300);
    expect(state.samplerStarts).toBe(1);
    // The sampling rhythm was not restarted by the second start.
    expect(state.reads).toEqual([100, 200, 300]);
  });

  it('on end stops sampling and drops the pending speech-end timer', () => {
    const { actor, state, advanceTo, types } = setUp();
    actor.send({ type: 'session.start' });
    state.levels = [0.2];
    advanceTo(200);
    actor.send({ type: 'session.end' });
    // No more reads, and the pending speech-end timer is gone with the session.
    const reads = state.reads.length;
    advanceTo(5000);
    expect(state.reads.length).toBe(reads);
    expect(types()).toEqual(['speech.started', 'call.ended', 'message.received']);
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('ignores ending a session that is not running', () => {
    const { actor, types } = setUp();
    actor.send({ type: 'session.end' });
    expect(types()).toEqual([]);
  });
});

describe('speaking detector: its contract with owner and sampler', () => {
  it('asks its sampler with a levels.read request', () => {
    const clock = new SimulatedClock();
    const requests: LevelSamplerRequest[] = [];
    const levelSampler = fromCallback<LevelSamplerRequest>(({ receive }) => {
      receive((request) => requests.push(request));
    });
    const actor = createActor(speakingDetectorMachine.provide({ actors: { levelSampler } }), {
      clock,
    }).start();
    actor.send({ type: 'session.start' });
    clock.increment(SAMPLE_INTERVAL_MS);
    expect(requests).toEqual([{ type: 'levels.read' }]);
  });
});
