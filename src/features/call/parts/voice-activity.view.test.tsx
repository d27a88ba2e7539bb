import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  SAMPLE_TICK,
  SPEAKING_TIMEOUT,
  speakingDetectorAllPaths,
  speakingDetectorPlan,
} from '@machines/speaking-detector/speaking-detector.paths';
import { voiceAgents } from '@/features/call/agents';
import { createPreviewDriver } from '@/features/call/drivers/preview-driver';
import { liveCallMachine } from '@/features/call/live/live-call';
import { AgentCallView } from '@/features/call/surfaces/agent/agent-call.view';
import { coveringPaths } from '@tests/model/coverage';
import { describePath, stateName, type MachinePath } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { FakeAnalyser, FakeAudioContext } from '@tests/voice/fake-audio';
import { fakeMediaDevices } from '@tests/voice/fake-media';

/*
 * The speaking detector's generated paths, replayed on an agent page's call (Clara, the preview
 * driver of the demo site): the voice-activity indicator around the portrait. The driver's
 * detector samples the greeting's level through the analyser every 100 ms; the analyser reports
 * the level a step asks for, and fake timers decide when samples and the 1 s timeout happen.
 */

const SAMPLE_MS = 100;
const SPEAKING_TIMEOUT_MS = 1000;

type Shown = { connection: string; activity: string };
/** Spec section 2 (agent pages, widget status lines), per state of the detector. */
const SHOWN: Record<string, Shown> = {
  idle: { connection: 'Nicht verbunden', activity: 'Bereit' },
  'active.sampling.waiting|speech.silent': { connection: 'Verbunden', activity: 'Am Zuhören' },
  'active.sampling.waiting|speech.speaking': {
    connection: 'Verbunden',
    activity: 'KI spricht...',
  },
};

/** Spec section 4: the volume is the summed level divided by 0.15, capped at 1. */
const volumeOf = (sum: number) => Math.min(1, sum / 0.15);
const isSpeech = (sum: number) => sum > 0.01;
const sumOf = (event: EventObject) =>
  (event as EventObject & { levels: readonly number[] }).levels.reduce((a, b) => a + b, 0);

/**
 * Whether the agent page can play a path. Its detector takes a sample on every 100 ms tick, so a
 * tick alone repeats the last level (the same state), and speech can end only after the level
 * dropped: the last sample before a speaking timeout must be silence. Nothing on the page reports
 * an audio-processor failure (the preview driver has none): such paths are left to the unit replay
 * (that the rest reach every state and transition: tests/model/coverage-report.ts, NOT_IN_BROWSER).
 */
function isBrowserPossible(path: MachinePath): boolean {
  let last = 0;
  for (const { event } of path.steps.slice(1)) {
    if (event.type === 'audioProcessor.failed') return false;
    if (event.type === 'levels.sampled') last = sumOf(event);
    if (event.type === SPEAKING_TIMEOUT && isSpeech(last)) return false;
  }
  return true;
}

const browserPaths = coveringPaths(
  speakingDetectorPlan,
  speakingDetectorAllPaths.filter(isBrowserPossible),
);

/** The greeting's analysers: they report `level`, and count their reads. */
const audio = { level: 0, reads: 0, lastSpeechAt: 0 };
class GreetingAnalyser extends FakeAnalyser {
  override getFloatTimeDomainData(buffer: Float32Array) {
    audio.reads += 1;
    if (audio.level > 0.01) audio.lastSpeechAt = Date.now();
    buffer.fill(audio.level);
  }
}
/** The hear-check's meter finds no microphone source here: only the greeting has an analyser. */
class GreetingContext extends FakeAudioContext {
  override readonly analyser = new GreetingAnalyser();
}

beforeEach(() => {
  Object.assign(audio, { level: 0, reads: 0, lastSpeechAt: 0 });
  vi.useFakeTimers();
  // Time passes only inside `act` here (no `waitFor`): React is told to expect that.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const devices = Object.assign(new EventTarget(), fakeMediaDevices().mediaDevices);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: devices });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  vi.restoreAllMocks();
});

it.each(browserPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
  const driver = createPreviewDriver({
    greetingUrl: () => voiceAgents.clara.greetingAudio,
    greetingText: () => voiceAgents.clara.greeting,
    fetchAudio: async () => new ArrayBuffer(8),
    createAudioContext: () => new GreetingContext() as unknown as AudioContext,
  });
  const actor = createActor(liveCallMachine(driver), {
    input: { agent: 'clara', connectOn: 'anyActivity' },
  }).start();
  /** What the test fed the analyser last (the volume ring shows it), 0 before a call. */
  let fed = 0;
  const pass = async (ms: number) => void (await act(() => vi.advanceTimersByTimeAsync(ms)));
  const call = () => screen.getByRole('region', { name: 'Sprechen Sie mit Clara' });
  const click = (name: string) =>
    act(async () => within(call()).getByRole('button', { name }).click());
  /** One sample: exactly one 100 ms tick, which reads the level just fed. */
  const sample = async () => {
    const before = audio.reads;
    await pass(SAMPLE_MS);
    expect(audio.reads, 'analyser reads in 100 ms').toBe(before + 1);
  };

  await replayPath(path, {
    async start() {
      await renderWithRouter(<AgentCallView actorRef={actor} agent={voiceAgents.clara} preview />);
      expect(within(call()).getByRole('button', { name: 'Anruf starten' })).toBeEnabled();
    },
    async perform(event: EventObject) {
      switch (event.type) {
        case 'session.start':
          await click('Anruf starten');
          // The preview "connects" after its delay, then plays the greeting through the
          // analyser and starts its detector: its sampling has begun once it read silence.
          for (const before = audio.reads; audio.reads === before;) await pass(10);
          return;
        case 'levels.sampled':
          fed = audio.level = sumOf(event);
          return sample();
        case SAMPLE_TICK:
          // The page samples on every tick: the same level again changes nothing.
          return sample();
        case SPEAKING_TIMEOUT:
          // 1 s after the last speech level, not a millisecond earlier.
          await pass(audio.lastSpeechAt + SPEAKING_TIMEOUT_MS - 1 - Date.now());
          expect(within(call()).getByText('KI spricht...', { exact: true })).toBeVisible();
          return pass(1);
        case 'session.end':
          await click('Anruf beenden');
          await pass(0);
          fed = audio.level = 0;
          return;
        default:
          throw new Error(`the agent page cannot produce ${event.type}`);
      }
    },
    async expectState(snapshot: AnyMachineSnapshot) {
      const shown = SHOWN[stateName(snapshot.value)]!;
      const level = call().querySelector<HTMLElement>('[style*="--voice-level"]')!;
      const volume = shown.connection === 'Verbunden' ? volumeOf(fed) : 0;
      expect(within(call()).getByText(shown.activity, { exact: true })).toBeVisible();
      expect(Number(level.style.getPropertyValue('--voice-level'))).toBeCloseTo(volume, 5);
      return compareScreen(
        { connection: within(call()).getByRole('status').textContent },
        { connection: shown.connection },
      );
    },
  });
  actor.stop();
});
