import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneLease } from './microphone';
import { createPreviewDriver, measureLevel } from './preview-driver';

class FakeTrack {
  kind = 'audio';
  enabled = true;
  readyState: MediaStreamTrackState = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

function fakeLease() {
  const track = new FakeTrack();
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] };
  return { track, lease: new MicrophoneLease(stream as unknown as MediaStream) };
}

class FakeAnalyser {
  fftSize = 2048;
  level = 0;
  connect() {}
  getFloatTimeDomainData(buffer: Float32Array) {
    buffer.fill(this.level);
  }
}

class FakeSource {
  buffer: unknown = null;
  started = false;
  stopped = false;
  connect() {}
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
}

class FakeAudioContext {
  destination = {};
  analyser = new FakeAnalyser();
  source = new FakeSource();
  closed = false;
  decodeAudioData = vi.fn(async () => ({ duration: 5 }));
  createAnalyser() {
    return this.analyser;
  }
  createBufferSource() {
    return this.source;
  }
  async resume() {}
  async close() {
    this.closed = true;
  }
}

function setUp(fetchAudio = vi.fn(async (_url: string) => new ArrayBuffer(8))) {
  const contexts: FakeAudioContext[] = [];
  const driver = createPreviewDriver({
    greetingUrl: (agent) => `/audio/greeting-${agent}.mp3`,
    greetingText: (agent) => `Hallo, hier ist ${agent}.`,
    connectDelayMs: 500,
    fetchAudio,
    createAudioContext: () => {
      const context = new FakeAudioContext();
      contexts.push(context);
      return context as unknown as AudioContext;
    },
  });
  const seen: string[] = [];
  for (const event of ['call-start', 'call-end', 'speech-start', 'speech-end'] as const) {
    driver.on(event, () => seen.push(event));
  }
  const volumes: number[] = [];
  driver.on('volume-level', (volume) => volumes.push(volume));
  driver.on('message', (message) =>
    seen.push(`message ${message.type} ${message.transcript ?? message.endedReason ?? ''}`),
  );
  return { driver, contexts, seen, volumes, fetchAudio };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('preview driver', () => {
  it('connects after a short delay and greets with real audio and a transcript line', async () => {
    const { driver, contexts, seen, fetchAudio } = setUp();
    const { lease } = fakeLease();
    const started = driver.start(undefined, { agent: 'clara', microphone: lease });
    await vi.advanceTimersByTimeAsync(499);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(seen).toEqual(['call-start', 'message transcript Hallo, hier ist clara.']);
    expect(fetchAudio).toHaveBeenCalledWith('/audio/greeting-clara.mp3');
    expect(contexts[0]?.source.started).toBe(true);
  });

  it('runs the measured greeting level through the speaking detector', async () => {
    const { driver, contexts, seen, volumes } = setUp();
    await Promise.all([
      driver.start(undefined, { agent: 'mia', microphone: fakeLease().lease }),
      vi.advanceTimersByTimeAsync(500),
    ]);
    const analyser = contexts[0]!.analyser;
    analyser.level = 0.03; // RMS 0.03 → volume 0.2, speech
    await vi.advanceTimersByTimeAsync(300);
    analyser.level = 0.001;
    await vi.advanceTimersByTimeAsync(999);
    expect(seen.filter((e) => e.startsWith('speech'))).toEqual(['speech-start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.filter((e) => e.startsWith('speech'))).toEqual(['speech-start', 'speech-end']);
    expect(volumes[0]).toBeCloseTo(0.2);
    expect(volumes.at(-1)).toBeCloseTo(0.001 / 0.15);
  });

  it('mutes the real track and stops everything on hang-up', async () => {
    const { driver, contexts, seen } = setUp();
    const { lease, track } = fakeLease();
    driver.setMuted(true); // no call yet
    expect(track.enabled).toBe(true);
    await Promise.all([
      driver.start(undefined, { agent: 'luca', microphone: lease }),
      vi.advanceTimersByTimeAsync(500),
    ]);
    driver.setMuted(true);
    expect(track.enabled).toBe(false);
    driver.setMuted(false);
    expect(track.enabled).toBe(true);
    await driver.stop();
    expect(track.readyState).toBe('ended');
    expect(contexts[0]?.source.stopped).toBe(true);
    expect(contexts[0]?.closed).toBe(true);
    expect(seen.slice(-2)).toEqual(['call-end', 'message status-update customer-ended-call']);
    const before = seen.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toHaveLength(before);
  });

  it('waits for a pending start before stopping, and never holds two calls', async () => {
    const { driver, seen } = setUp();
    const { lease, track } = fakeLease();
    const started = driver.start(undefined, { agent: 'jonas', microphone: lease });
    await expect(driver.start(undefined, { agent: 'jonas' })).rejects.toMatchObject({
      type: 'already-started',
    });
    const stopped = driver.stop();
    await vi.advanceTimersByTimeAsync(500);
    await started;
    await stopped;
    expect(track.readyState).toBe('ended');
    expect(seen).not.toContain('call-start');
  });

  it('still connects when the greeting cannot be played', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { driver, seen } = setUp(vi.fn(async () => Promise.reject(new Error('offline'))));
    await Promise.all([
      driver.start(undefined, { agent: 'helvox', microphone: fakeLease().lease }),
      vi.advanceTimersByTimeAsync(500),
    ]);
    expect(seen[0]).toBe('call-start');
    expect(warn).toHaveBeenCalled();
    await driver.stop();
    expect(seen.at(-1)).toBe('call-end');
  });

  it('measures the RMS level of the analyser window', () => {
    const analyser = { getFloatTimeDomainData: (b: Float32Array) => b.set([0.5, -0.5, 0.5, -0.5]) };
    expect(measureLevel(analyser as unknown as AnalyserNode, new Float32Array(4))).toBeCloseTo(0.5);
  });
});
