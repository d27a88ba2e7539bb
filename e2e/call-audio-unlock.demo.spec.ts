import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { VoiceWidgetPage } from './pages/voice-widget.page';

declare global {
  interface Window {
    __audio: {
      /** Per AudioContext built: the trusted event being dispatched then, else null. */
      contexts: Array<{ during: string | null }>;
      /** Per sound started: the index of its context and its length in seconds. */
      sounds: Array<{ context: number; seconds: number }>;
    };
  }
}

/**
 * Records every AudioContext the page builds with the event being handled at that moment
 * (`window.event`: set only while an event is dispatched), and every sound it starts with the
 * context that plays it. iOS Safari lets only a context made (or resumed) in the visitor's
 * gesture sound, so the greeting must play through a context built inside the press.
 */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const audio: Window['__audio'] = { contexts: [], sounds: [] };
    window.__audio = audio;
    const Native = window.AudioContext;
    const indexOf = new WeakMap<BaseAudioContext, number>();
    class Watched extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        const event = window.event;
        audio.contexts.push({ during: event?.isTrusted ? event.type : null });
        indexOf.set(this, audio.contexts.length - 1);
      }
    }
    window.AudioContext = Watched;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      audio.sounds.push({
        context: indexOf.get(this.context) ?? -1,
        seconds: this.buffer?.duration ?? 0,
      });
      return start.apply(this, args);
    };
  });
}

/** The event during which the context that plays the greeting (a sound over half a second) was built. */
const greetingBuiltDuring = (page: Page) =>
  page.evaluate(() => {
    const { contexts, sounds } = window.__audio;
    const greeting = sounds.find((sound) => sound.seconds > 0.5);
    return greeting ? (contexts[greeting.context]?.during ?? 'outside any event') : 'no greeting';
  });

test.use({ permissions: ['microphone'] });

test.describe('the call’s audio is unlocked inside the press that starts it (iOS Safari)', () => {
  test.beforeEach(async ({ page }) => watchAudio(page));

  test("the hero's 'Live-Demo starten', pressed before the call's code has come: the greeting plays through the context the press built", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Live-Demo starten' }).click();
    await expect.poll(() => greetingBuiltDuring(page), { timeout: 20_000 }).toBe('click');
  });

  test("the widget's microphone button (the call's code loaded): the same", async ({ page }) => {
    await VoiceWidgetPage.startCall(page);
    await expect.poll(() => greetingBuiltDuring(page), { timeout: 20_000 }).toBe('click');
  });

  test("an agent page's start button: the same, and one context per call", async ({ page }) => {
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    await call.start.click();
    await expect.poll(() => greetingBuiltDuring(page), { timeout: 20_000 }).toBe('click');
    const built = await page.evaluate(() => window.__audio.contexts.length);
    // The greeting's context and the hear-check's meter: nothing built beforehand.
    expect(built).toBeLessThanOrEqual(2);
  });
});

test.describe('a greeting never hangs silent', () => {
  test("sound that cannot start: the greeting's line, 'Ton einschalten' and why; pressed, the greeting plays", async ({
    page,
  }) => {
    // The output never starts (no device, autoplay refused: Firefox here) until the page allows it.
    await page.addInitScript(() => {
      const resume = AudioContext.prototype.resume;
      const allowed = { now: false };
      (window as unknown as { __allowSound: typeof allowed }).__allowSound = allowed;
      AudioContext.prototype.resume = function () {
        return allowed.now ? resume.call(this) : new Promise<void>(() => {});
      };
      // And reports itself suspended, as such a browser's output does.
      const state = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'state')!;
      Object.defineProperty(BaseAudioContext.prototype, 'state', {
        configurable: true,
        get() {
          return allowed.now ? (state.get!.call(this) as AudioContextState) : 'suspended';
        },
      });
    });
    await watchAudio(page);
    const call = new AgentCallPage(page, 'Clara');
    await call.open('/clara-agent');
    await call.start.click();
    await expect(call.connection).toHaveText('Verbunden', { timeout: 20_000 });
    const greeting = call.transcript
      .getByRole('listitem')
      .filter({ hasText: 'Guten Tag, hier ist Clara von der Praxis.' });
    await expect(greeting).toHaveCount(1);
    const turnOn = call.call.getByRole('button', { name: 'Ton einschalten' });
    await expect(turnOn).toHaveAccessibleDescription(
      'Der Ton konnte nicht starten: Ihr Browser hat die Wiedergabe blockiert oder findet keinen Lautsprecher. Das Gesagte steht im Transkript.',
    );
    // Only the press's unlock (a silent instant), not the greeting.
    expect(await greetingBuiltDuring(page)).toBe('no greeting');
    await page.evaluate(() => {
      (window as unknown as { __allowSound: { now: boolean } }).__allowSound.now = true;
    });
    await turnOn.click();
    await expect(turnOn).toHaveCount(0);
    await expect.poll(() => greetingBuiltDuring(page)).toBe('click');
    // The line is not said twice.
    await expect(greeting).toHaveCount(1);
    await call.hangUp.click();
  });
});
