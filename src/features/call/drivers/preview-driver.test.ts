import { describe, expect, it, vi } from 'vitest';
import { previewHarness as setUp } from '@tests/voice/driver-harness';
import { FakeAudioContext } from '@tests/voice/fake-audio';
import { fakeLease } from '@tests/voice/fake-media';
import { deferred } from '@tests/voice/latest-promise';

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
      const { driver, contexts, seen, connect } = setUp({ resumes });
      await connect();
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
    },
  );

  // Live captions in step with the greeting's audio (5 s for four words here).
  it('reveals the greeting word by word in step with its audio, then posts the final line', async () => {
    const { driver, connect } = setUp();
    const lines: string[] = [];
    driver.on('message', (message) =>
      lines.push(`${message.transcriptType}: ${message.transcript}`),
    );
    await connect();
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

  it('reopens the microphone with its constraints on unmute, one opened after the hang-up is released at once; the hang-up stops everything', async () => {
    const { driver, contexts, seen, connect, media } = setUp({ metering: true });
    await connect('luca', fakeLease({ echoCancellation: true }).lease);
    // Muted and unmuted (driver-contract.test.ts): the new track has the old one's constraints.
    driver.setMuted(true);
    driver.setMuted(false);
    await vi.advanceTimersByTimeAsync(0);
    const { requests, mediaDevices, tracks, live } = media();
    expect(requests).toEqual([{ audio: { echoCancellation: true } }]);
    // Once more, hung up before that microphone has opened.
    const gate = deferred();
    const open = mediaDevices.getUserMedia.bind(mediaDevices);
    mediaDevices.getUserMedia = async (constraints) => (await gate.promise, open(constraints));
    driver.setMuted(true);
    driver.setMuted(false);
    await driver.stop();
    expect(contexts[0]?.sources[0]?.stopped).toBe(true);
    // The greeting's output and the hear-check's meters (the lent microphone's, the reopened one's).
    expect(contexts.map((context) => context.closed)).toEqual([true, true, true]);
    expect(seen.slice(-2)).toEqual(['call-end', 'message status-update customer-ended-call']);
    const before = seen.length;
    gate.resolve();
    await vi.advanceTimersByTimeAsync(3000);
    expect(tracks).toHaveLength(2);
    expect(live()).toBe(0);
    expect(seen).toHaveLength(before);
  });

  it('waits for a pending start before stopping', async () => {
    const { driver, seen, lease } = setUp();
    const started = driver.start(undefined, { agent: 'jonas', microphone: lease.lease });
    const stopped = driver.stop();
    await vi.advanceTimersByTimeAsync(500);
    await started;
    await stopped;
    expect(lease.track.readyState).toBe('ended');
    expect(seen).not.toContain('call-start');
  });

  it('still connects when the greeting cannot be played', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { driver, seen, connect } = setUp({
      fetchAudio: async () => Promise.reject(new Error('offline')),
    });
    await connect('helvox');
    expect(seen[0]).toBe('call-start');
    expect(warn).toHaveBeenCalled();
    // Without audio the greeting's line shows at once.
    expect(seen[1]).toBe('message transcript assistant Hallo, hier ist helvox.');
    await driver.stop();
    expect(seen.at(-1)).toBe('call-end');
  });
});

describe('preview driver: type instead of talk', () => {
  it('answers typed lines (700 ms), then the script’s tool call (100 ms on), one line at a time, none after the hang-up', async () => {
    const { driver, seen, connect } = setUp({
      toolCallFor: (agent, line) =>
        line.includes('Termin')
          ? { id: `t-${agent}`, name: 'reserveAppointment', arguments: {} }
          : null,
    });
    const answer = (line: string) =>
      `message transcript assistant Vorschau-Antwort: clara zu «${line}».`;
    await connect();
    // Typed during the greeting (5 s of audio here): answered 700 ms after its final line.
    await vi.advanceTimersByTimeAsync(2_000);
    driver.send('Haben Sie morgen Zeit?');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(seen.at(-1)).toBe('message transcript assistant Hallo, hier ist clara.');
    await vi.advanceTimersByTimeAsync(699);
    expect(seen).not.toContain(answer('Haben Sie morgen Zeit?'));
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toBe(answer('Haben Sie morgen Zeit?'));
    // After the greeting: the answer in 700 ms, the tool call right after it.
    driver.send('Einen Termin bitte');
    await vi.advanceTimersByTimeAsync(699);
    expect(seen).not.toContain(answer('Einen Termin bitte'));
    await vi.advanceTimersByTimeAsync(100);
    expect(seen.at(-1)).toBe(answer('Einen Termin bitte'));
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.at(-1)).toBe('tool-call t-clara reserveAppointment');
    // Hung up before the answer and its tool call: they never come.
    driver.send('Noch ein Termin');
    await driver.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen.filter((line) => /Vorschau-Antwort|^tool-call/.test(line))).toEqual([
      answer('Haben Sie morgen Zeit?'),
      answer('Einen Termin bitte'),
      'tool-call t-clara reserveAppointment',
    ]);
  });
});

describe('preview driver: the greeting plays through the output its press unlocked', () => {
  /** The context whose sound is the greeting (its buffer decoded from the recording). */
  const greetingIn = (contexts: FakeAudioContext[]) =>
    contexts.find((context) => context.sources.some((source) => source.buffer?.length !== 1));

  it('keeps one unlocked output at most (a newer press’s replaces and closes the older), for one call', async () => {
    const { driver, contexts, connect } = setUp();
    const first = new FakeAudioContext();
    const second = new FakeAudioContext();
    driver.unlockAudio!(first);
    driver.unlockAudio!(second);
    expect(first.closed).toBe(true);
    await connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(greetingIn([first, second, ...contexts])).toBe(second);
    expect(second.closed).toBe(false);
    await driver.stop();
    expect(second.closed).toBe(true);
    // The next call's greeting does not reuse the closed output.
    await connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(greetingIn(contexts)).toBeDefined();
  });
});
