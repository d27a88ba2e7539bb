import { describe, expect, it } from 'vitest';
import { audioContexts, FakeAudioContext } from '@tests/voice/fake-audio';
import { isAudioContext, unlockAudioOutput } from './audio-unlock';

/**
 * The call's audio output is unlocked inside the press that starts it: a context built in the
 * press plays one silent frame there (iOS Safari's unlock). The preview driver plays the
 * greeting through that very context (preview-driver.test.ts).
 */

describe('unlockAudioOutput', () => {
  it('builds a context at once, plays one silent frame to its speakers and resumes it', () => {
    const { made, create } = audioContexts(() => new FakeAudioContext());
    const output = unlockAudioOutput(create) as unknown as FakeAudioContext;
    expect(made).toEqual([output]);
    const [silence] = output.sources;
    expect(silence?.buffer).toEqual({ channels: 1, length: 1, rate: 48_000 });
    expect(silence?.connectedTo).toBe(output.destination);
    expect(silence?.started).toBe(1);
    expect(output.resumed).toBe(1);
  });

  it('is null where the page has no Web Audio (nothing thrown into the press)', () => {
    expect(
      unlockAudioOutput(() => {
        throw new ReferenceError('AudioContext is not defined');
      }),
    ).toBeNull();
  });

  it('tells a Web Audio context from anything else a press might carry', () => {
    expect(isAudioContext(new FakeAudioContext())).toBe(true);
    expect(isAudioContext({ resume() {}, close() {} })).toBe(false);
    expect(isAudioContext(null)).toBe(false);
    expect(isAudioContext(undefined)).toBe(false);
  });
});
