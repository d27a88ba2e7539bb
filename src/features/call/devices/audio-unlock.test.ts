import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioContexts, FakeAudioContext } from '@tests/voice/fake-audio';
import { fakeLease } from '@tests/voice/fake-media';
import { isAudioContext, unlockAudioOutput } from './audio-unlock';
import { createPreviewDriver } from '../drivers/preview-driver';

/**
 * The call's audio output is unlocked inside the press that starts it. A context
 * built in the press plays one silent frame there (iOS Safari's unlock), and the preview driver
 * plays the greeting through that very context, not a new one built after the microphone grant.
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

describe('preview driver: the greeting plays through the output its press unlocked', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const { made, create } = audioContexts(() => new FakeAudioContext());
    const driver = createPreviewDriver({
      greetingUrl: () => '/audio/greeting.mp3',
      greetingText: () => 'Hallo.',
      connectDelayMs: 100,
      fetchAudio: async () => new ArrayBuffer(8),
      createAudioContext: create,
    });
    const call = async () => {
      await Promise.all([
        driver.start(undefined, { agent: 'clara', microphone: fakeLease().lease }),
        vi.advanceTimersByTimeAsync(100),
      ]);
      await vi.advanceTimersByTimeAsync(0);
    };
    /** The context whose sound is the greeting (its buffer decoded from the recording). */
    const greetingContext = (...pressed: FakeAudioContext[]) =>
      [...pressed, ...made].find((context) =>
        context.sources.some((source) => source.buffer?.length !== 1),
      );
    return { driver, call, greetingContext };
  }

  it('keeps one unlocked output at most: a newer press’s replaces (and closes) the older', async () => {
    const { driver, call, greetingContext } = setUp();
    const first = new FakeAudioContext();
    const second = new FakeAudioContext();
    driver.unlockAudio!(first);
    driver.unlockAudio!(second);
    expect(first.closed).toBe(true);
    await call();
    expect(greetingContext(first, second)).toBe(second);
    expect(second.closed).toBe(false);
  });

  it('one unlock serves one call: the next call’s greeting does not reuse the closed output', async () => {
    const { driver, call, greetingContext } = setUp();
    const pressed = new FakeAudioContext();
    driver.unlockAudio!(pressed);
    await call();
    await driver.stop();
    expect(pressed.closed).toBe(true);
    await call();
    const second = greetingContext();
    expect(second).toBeDefined();
    expect(second).not.toBe(pressed);
  });
});
