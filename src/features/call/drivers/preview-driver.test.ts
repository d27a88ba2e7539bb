import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audioContexts, FakeAudioContext, MeteringContext } from '@tests/voice/fake-audio';
import { fakeLease, fakeMediaDevices } from '@tests/voice/fake-media';
import { deferred } from '@tests/voice/latest-promise';
import type { VoiceDriver } from './driver';
import { createPreviewDriver, type PreviewDriverOptions } from './preview-driver';

/** A preview driver on fake audio (every context built is in `contexts`) and its events in `seen`. */
function setUp({
  resumes = 'run',
  metering = false,
  ...options
}: Partial<PreviewDriverOptions> & {
  resumes?: FakeAudioContext['resumes'];
  metering?: boolean;
} = {}) {
  const { made: contexts, create } = audioContexts(() =>
    metering ? new MeteringContext(resumes) : new FakeAudioContext(resumes),
  );
  const fetchAudio = vi.fn(async (_url: string) => new ArrayBuffer(8));
  const network = new EventTarget();
  const driver = createPreviewDriver({
    greetingUrl: (agent) => `/audio/greeting-${agent}.mp3`,
    greetingText: (agent) => `Hallo, hier ist ${agent}.`,
    replyText: (agent, line) => `Vorschau-Antwort: ${agent} zu «${line}».`,
    connectDelayMs: 500,
    replyDelayMs: 700,
    networkTarget: network,
    fetchAudio,
    createAudioContext: create,
    ...options,
  });
  const seen: string[] = [];
  for (const event of [
    'call-start',
    'call-end',
    'speech-start',
    'speech-end',
    'output-started',
    'output-blocked',
  ] as const) {
    driver.on(event, () => seen.push(event));
  }
  driver.on('mic-level', (level) => seen.push(`level ${level.toFixed(2)}`));
  driver.on('network', (state) => seen.push(`network ${state}`));
  driver.on('message', (m) =>
    seen.push(
      ['message', m.type, m.role, m.transcript ?? m.endedReason].filter((part) => part).join(' '),
    ),
  );
  return { driver, contexts, seen, fetchAudio, network };
}

/** Starts a call and lets its 500 ms of "connecting" pass. */
async function connect(driver: VoiceDriver, agent: string, microphone = fakeLease().lease) {
  await Promise.all([
    driver.start(undefined, { agent, microphone }),
    vi.advanceTimersByTimeAsync(500),
  ]);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('preview driver', () => {
  // 'running': the output runs already (resumed in the press), so the greeting needs no time box.
  it.each(['run', 'running'] as const)(
    'connects after a short delay and greets with real audio and a transcript line (output: %s)',
    async (resumes) => {
      const { driver, contexts, seen, fetchAudio } = setUp({ resumes });
      const started = driver.start(undefined, { agent: 'clara', microphone: fakeLease().lease });
      await vi.advanceTimersByTimeAsync(499);
      expect(seen).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(seen).toEqual(['call-start', 'output-started']);
      expect(fetchAudio).toHaveBeenCalledWith('/audio/greeting-clara.mp3');
      expect(contexts[0]?.playing).toBe(true);
      await driver.stop();
    },
  );

  // The output's start is time-boxed: a greeting never hangs silent.
  it.each([
    ['resume() never settles', 'never', 1_000],
    ['resume() settles, the output stays suspended', 'stay', 0],
  ] as const)(
    'without sound (%s): the line at once, then the greeting on "Ton einschalten"',
    async (_, resumes, limitMs) => {
      const { driver, contexts, seen } = setUp({ resumes });
      await connect(driver, 'clara');
      await vi.advanceTimersByTimeAsync(limitMs - 1 > 0 ? limitMs - 1 : 0);
      if (limitMs > 0) expect(seen).toEqual(['call-start']);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toEqual([
        'call-start',
        'message transcript assistant Hallo, hier ist clara.',
        'output-blocked',
      ]);
      const context = contexts[0]!;
      expect(context.playing).toBe(false);
      // Refused again: still blocked, still silent.
      driver.enableOutput?.();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(seen.at(-1)).toBe('output-blocked');
      expect(context.playing).toBe(false);
      // The press works: the greeting's audio plays, its line is not said twice.
      context.resumes = 'run';
      driver.enableOutput?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(seen.at(-1)).toBe('output-started');
      expect(context.playing).toBe(true);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(seen.filter((line) => line.startsWith('message transcript'))).toHaveLength(1);
      await driver.stop();
      const reports = seen.length;
      // After the call a press does nothing.
      driver.enableOutput?.();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(seen).toHaveLength(reports);
    },
  );

  // Live captions in step with the greeting's audio (5 s for four words here).
  it('reveals the greeting word by word in step with its audio, then posts the final line', async () => {
    const { driver } = setUp();
    const lines: string[] = [];
    driver.on('message', (message) =>
      lines.push(`${message.transcriptType}: ${message.transcript}`),
    );
    await connect(driver, 'clara');
    // The first word as the audio starts.
    await vi.advanceTimersByTimeAsync(1);
    expect(lines).toEqual(['partial: Hallo,']);
    await vi.advanceTimersByTimeAsync(1_248);
    expect(lines).toEqual(['partial: Hallo,']);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines.at(-1)).toBe('partial: Hallo, hier');
    await vi.advanceTimersByTimeAsync(2_500);
    expect(lines.slice(2)).toEqual(['partial: Hallo, hier ist', 'partial: Hallo, hier ist clara.']);
    await vi.advanceTimersByTimeAsync(1_249);
    expect(lines).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines.at(-1)).toBe('final: Hallo, hier ist clara.');
  });

  it('releases the microphone while muted, reopens it alike, and stops everything on hang-up', async () => {
    const media = fakeMediaDevices();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: media.mediaDevices,
      configurable: true,
    });
    const { driver, contexts, seen } = setUp();
    const { lease, track } = fakeLease({ echoCancellation: true });
    driver.setMuted(true); // no call yet
    expect(track.readyState).toBe('live');
    await connect(driver, 'luca', lease);
    driver.setMuted(true);
    // No track of ours captures while muted: the browser's recording indicator goes off.
    expect(track.readyState).toBe('ended');
    expect(media.live()).toBe(0);
    driver.setMuted(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(media.requests).toEqual([{ audio: { echoCancellation: true } }]);
    expect(media.live()).toBe(1);
    await driver.stop();
    expect(media.live()).toBe(0);
    expect(contexts[0]?.sources[0]?.stopped).toBe(true);
    expect(contexts[0]?.closed).toBe(true);
    expect(seen.slice(-2)).toEqual(['call-end', 'message status-update customer-ended-call']);
    const before = seen.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toHaveLength(before);
  });

  it('releases a microphone reopened after the hang-up at once', async () => {
    const media = fakeMediaDevices();
    const gate = deferred();
    const getUserMedia = media.mediaDevices.getUserMedia.bind(media.mediaDevices);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: {
        ...media.mediaDevices,
        getUserMedia: async (c: MediaStreamConstraints) => {
          await gate.promise;
          return getUserMedia(c);
        },
      },
      configurable: true,
    });
    const { driver } = setUp();
    const { lease } = fakeLease();
    await connect(driver, 'luca', lease);
    driver.setMuted(true);
    driver.setMuted(false);
    await driver.stop();
    gate.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(media.tracks).toHaveLength(1);
    expect(media.live()).toBe(0);
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
    const { driver, seen } = setUp({
      fetchAudio: async () => Promise.reject(new Error('offline')),
    });
    await connect(driver, 'helvox');
    expect(seen[0]).toBe('call-start');
    expect(warn).toHaveBeenCalled();
    // Without audio the greeting's line shows at once.
    expect(seen[1]).toBe('message transcript assistant Hallo, hier ist helvox.');
    await driver.stop();
    expect(seen.at(-1)).toBe('call-end');
  });
});

describe('preview driver: hear-check, type instead of talk, reconnecting', () => {
  it('meters the call’s own microphone stream every 100 ms (no second stream)', async () => {
    const { driver, contexts, seen } = setUp({ metering: true });
    const { lease } = fakeLease();
    await connect(driver, 'clara', lease);
    const meter = contexts.find(
      (context): context is MeteringContext =>
        context instanceof MeteringContext && context.streams.length > 0,
    )!;
    expect(meter.streams).toEqual([lease.stream]);
    meter.analyser.level = 0.05;
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.filter((line) => line.startsWith('level'))).toEqual(['level 0.20']);
    await driver.stop();
    expect(meter.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(seen.filter((line) => line.startsWith('level'))).toEqual(['level 0.20']);
  });

  it('answers a typed line with a line of the agent’s script, and refuses one without a call', async () => {
    const { driver, seen } = setUp({ metering: true });
    expect(() => driver.send('Hallo')).toThrow('No active call');
    await connect(driver, 'clara');
    // After the greeting (5 s of audio here).
    await vi.advanceTimersByTimeAsync(5_000);
    driver.send('Haben Sie morgen Zeit?');
    const messages = () => seen.filter((line) => line.startsWith('message'));
    await vi.advanceTimersByTimeAsync(699);
    expect(messages().some((line) => line.includes('Vorschau-Antwort'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(messages().at(-1)).toBe(
      'message transcript assistant Vorschau-Antwort: clara zu «Haben Sie morgen Zeit?».',
    );
    driver.send('Und am Freitag?');
    // Hung up before the answer: it never comes.
    await driver.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.filter((line) => line.includes('Vorschau-Antwort'))).toHaveLength(1);
  });

  it('answers a line typed during the greeting after the greeting: one line at a time', async () => {
    const { driver, seen } = setUp({ metering: true });
    await connect(driver, 'clara');
    await vi.advanceTimersByTimeAsync(2_000);
    driver.send('Haben Sie morgen Zeit?');
    const answer =
      'message transcript assistant Vorschau-Antwort: clara zu «Haben Sie morgen Zeit?».';
    // The greeting's last word and final line come 3 s later; the answer 700 ms after them.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen.at(-1)).toBe('message transcript assistant Hallo, hier ist clara.');
    await vi.advanceTimersByTimeAsync(699);
    expect(seen).not.toContain(answer);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toBe(answer);
    await driver.stop();
  });

  it('reports the browser going offline as interrupted and back online as restored, during a call only', async () => {
    const { driver, seen, network } = setUp();
    const networkSeen = () => seen.filter((line) => line.startsWith('network'));
    network.dispatchEvent(new Event('offline'));
    await connect(driver, 'clara');
    network.dispatchEvent(new Event('offline'));
    network.dispatchEvent(new Event('online'));
    expect(networkSeen()).toEqual(['network interrupted', 'network restored']);
    await driver.stop();
    network.dispatchEvent(new Event('offline'));
    expect(networkSeen()).toHaveLength(2);
  });

  it('makes the script’s tool call for a typed line right after its answer', async () => {
    const { driver, seen } = setUp({
      toolCallFor: (agent, line) =>
        line.includes('Termin')
          ? { id: `t-${agent}`, name: 'reserveAppointment', arguments: {} }
          : null,
    });
    driver.on('tool-call', (call) => seen.push(`tool ${call.id} ${call.name}`));
    await connect(driver, 'clara');
    // After the greeting (5 s of audio here).
    await vi.advanceTimersByTimeAsync(5_000);
    driver.send('Haben Sie offen?');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.filter((line) => line.startsWith('tool'))).toEqual([]);
    driver.send('Einen Termin bitte');
    await vi.advanceTimersByTimeAsync(799);
    expect(seen.at(-1)).toBe(
      'message transcript assistant Vorschau-Antwort: clara zu «Einen Termin bitte».',
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toBe('tool t-clara reserveAppointment');
    // Hung up before it comes: it never does.
    driver.send('Noch ein Termin');
    await driver.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.filter((line) => line.startsWith('tool'))).toHaveLength(1);
  });
});

describe('preview driver: the greeting plays through the output its press unlocked', () => {
  /** The context whose sound is the greeting (its buffer decoded from the recording). */
  const greetingIn = (contexts: FakeAudioContext[]) =>
    contexts.find((context) => context.sources.some((source) => source.buffer?.length !== 1));

  it('keeps one unlocked output at most: a newer press’s replaces (and closes) the older', async () => {
    const { driver, contexts } = setUp();
    const first = new FakeAudioContext();
    const second = new FakeAudioContext();
    driver.unlockAudio!(first);
    driver.unlockAudio!(second);
    expect(first.closed).toBe(true);
    await connect(driver, 'clara');
    await vi.advanceTimersByTimeAsync(0);
    expect(greetingIn([first, second, ...contexts])).toBe(second);
    expect(second.closed).toBe(false);
  });

  it('one unlock serves one call: the next call’s greeting does not reuse the closed output', async () => {
    const { driver, contexts } = setUp();
    const pressed = new FakeAudioContext();
    driver.unlockAudio!(pressed);
    await connect(driver, 'clara');
    await driver.stop();
    expect(pressed.closed).toBe(true);
    await connect(driver, 'clara');
    await vi.advanceTimersByTimeAsync(0);
    const second = greetingIn(contexts);
    expect(second).toBeDefined();
    expect(second).not.toBe(pressed);
  });
});
