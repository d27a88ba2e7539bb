import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  SAMPLE_TICK,
  SPEAKING_TIMEOUT,
  speakingDetectorAllPaths,
  speakingDetectorPlan,
} from '../machines/speaking-detector/speaking-detector.paths';
import { coverageOf, coveringPaths } from '../tests/model/coverage';
import { describePath, stateName, type MachinePath } from '../tests/model/paths';
import { replayPath, type VisibleFacts } from '../tests/model/replay';
import { expect, test } from './fixtures';

/**
 * The speaking detector's generated paths, replayed through what a visitor of an agent page sees
 * (demo build, preview driver): the voice-activity indicator around the portrait. The preview
 * driver's detector samples the greeting's level through a Web Audio `AnalyserNode` every 100 ms;
 * an init script makes that analyser report the level a step asks for, and the page clock (paused)
 * decides when samples and the 1 s speaking timeout happen.
 */

declare global {
  interface Window {
    /** The level (RMS, 0…1) the page's analysers report from now on. */
    __level: number;
    /** Page time at which the preview driver created its analyser (and started its detector). */
    __analyserAt: number | null;
    /** How often the detector read the analyser, and the page time of its last speech read. */
    __reads: number;
    __lastSpeechAt: number;
  }
}

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
 * an audio-processor failure (the preview driver has none): such paths are left to the unit replay.
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

test.use({ permissions: ['microphone'] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__level = 0;
    window.__analyserAt = null;
    window.__reads = 0;
    window.__lastSpeechAt = 0;
    // A constant waveform of amplitude `__level` has exactly that RMS level.
    // The hear-check's meter reads its own analyser on the visitor's microphone: it
    // is told apart by its source and not counted; it hears silence.
    const mics = new WeakSet<AudioNode>();
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      if (this instanceof MediaStreamAudioSourceNode && args[0] instanceof AnalyserNode) {
        mics.add(args[0]);
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
    AnalyserNode.prototype.getFloatTimeDomainData = function (buffer: Float32Array) {
      if (mics.has(this)) return void buffer.fill(0);
      window.__reads += 1;
      if (window.__level > 0.01) window.__lastSpeechAt = Date.now();
      buffer.fill(window.__level);
    };
    const createAnalyser = BaseAudioContext.prototype.createAnalyser;
    BaseAudioContext.prototype.createAnalyser = function () {
      window.__analyserAt = Date.now();
      return createAnalyser.call(this);
    };
  });
  await page.clock.install();
});

test.describe('speaking detector, replayed on an agent page’s activity indicator', () => {
  test('the browser paths reach every state and every transition but the audio-processor one', () => {
    const { states, transitions } = coverageOf(speakingDetectorPlan, browserPaths);
    expect(states.covered).toEqual(Object.keys(SHOWN).sort());
    expect(transitions.declared.filter((t) => !transitions.covered.includes(t))).toEqual([
      'speakingDetector.active audioProcessor.failed#0',
    ]);
  });

  for (const path of browserPaths) {
    test(describePath(path), async ({ page }) => {
      await page.goto('/clara-agent');
      const call = page.getByRole('region', { name: 'Sprechen Sie mit Clara' });
      const level = call.locator('[style*="--voice-level"]');
      /** What the test fed the analyser last (the volume ring shows it), 0 before a call. */
      let fed = 0;
      const now = () => page.evaluate(() => Date.now());
      const reads = () => page.evaluate(() => window.__reads);
      /** One sample: exactly one 100 ms tick, which reads the level just fed. */
      const sample = async () => {
        const before = await reads();
        await page.clock.runFor(SAMPLE_MS);
        expect(await reads(), 'analyser reads in 100 ms').toBe(before + 1);
      };

      await replayPath(path, {
        async start() {
          await expect(call.getByRole('button', { name: 'Anruf starten' })).toBeEnabled();
        },
        async perform(event: EventObject) {
          switch (event.type) {
            case 'session.start': {
              await call.getByRole('button', { name: 'Anruf starten' }).click();
              // The preview "connects" after a short delay, then plays the greeting through the
              // analyser and starts its detector (time flows: the greeting is fetched meanwhile).
              await expect.poll(() => page.evaluate(() => window.__analyserAt)).not.toBeNull();
              // Its sampling has begun (it read silence): before, the pause below could come
              // first and a step's 100 ms would pass without a read (CI once saw 0 reads).
              await expect.poll(reads).toBeGreaterThan(0);
              // From here on, time passes only when a step says so (silence was read so far). The
              // pause lies 2 s ahead: time still flows while the test asks for the page's.
              await page.clock.pauseAt((await now()) + 2000);
              return;
            }
            case 'levels.sampled':
              fed = sumOf(event);
              await page.evaluate((value) => (window.__level = value), fed);
              return sample();
            case SAMPLE_TICK:
              // The page samples on every tick: the same level again changes nothing.
              return sample();
            case SPEAKING_TIMEOUT: {
              // 1 s after the last speech level, not a millisecond earlier.
              const lastSpeech = await page.evaluate(() => window.__lastSpeechAt);
              await page.clock.runFor(lastSpeech + SPEAKING_TIMEOUT_MS - 1 - (await now()));
              await expect(call.getByText('KI spricht...', { exact: true })).toBeVisible();
              await page.clock.runFor(1);
              return;
            }
            case 'session.end':
              await call.getByRole('button', { name: 'Anruf beenden' }).click();
              fed = 0;
              return;
            default:
              throw new Error(`the agent page cannot produce ${event.type}`);
          }
        },
        async expectState(snapshot: AnyMachineSnapshot): Promise<VisibleFacts> {
          const shown = SHOWN[stateName(snapshot.value)]!;
          await expect(call.getByRole('status')).toHaveText(shown.connection);
          await expect(call.getByText(shown.activity, { exact: true })).toBeVisible();
          const volume = shown.connection === 'Verbunden' ? volumeOf(fed) : 0;
          await expect
            .poll(async () =>
              Number(await level.evaluate((el) => el.style.getPropertyValue('--voice-level'))),
            )
            .toBeCloseTo(volume, 5);
          return [
            `connection "${shown.connection}"`,
            `activity "${shown.activity}"`,
            `volume ring at ${volume.toFixed(3)}`,
          ];
        },
      });
    });
  }
});
