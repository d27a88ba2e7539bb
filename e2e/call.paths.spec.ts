import type { BrowserContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { CLARA_CALL, expectedAgentCallUi } from '../tests/expected/agent-call.expected';
import { CONNECTED, type CallModel } from '../tests/expected/call.model';
import { CONNECT_TIMEOUT_MS } from '../machines/call/call.setup';
import { RECONNECT_TIMEOUT_MS } from '../machines/call/call.features';
import { RECONNECT_TIMEOUT_EVENT } from '../machines/call/call.paths';
import type { CallEmitted, VoiceError, VoiceMessage } from '../machines/call/call.types';
import { describePath } from '../tests/model/paths';
import { compareScreen, replayPath, type VisibleFacts } from '../tests/model/replay';
import { expect, test } from './fixtures';
import { AgentCallPage } from './pages/agent-call.page';
import { countToasts } from './toasts';
import { browserCallPaths, browserSteps } from './voice/browser-paths';
import { answerMicrophone, instrumentMicrophone, microphoneTracks } from './voice/microphone';
import { installVapiStandIn, type VapiStandIn } from './voice/vapi-stand-in';

/**
 * The toast an agent page shows for what the call machine emitted on /clara-agent (spec section
 * 8), as title and description; null where it shows none.
 */
function claraToast(event: CallEmitted): readonly [string, string] | null {
  switch (event.type) {
    case 'call.failed':
      if (event.code === 'providerConnectionFailed')
        return ['Verbindungsfehler', 'Es gab ein Problem bei der Verbindung zu Clara.'];
      if (event.code === 'stopFailed')
        return ['Fehler beim Beenden', 'Das Gespräch konnte nicht ordnungsgemäß beendet werden.'];
      return ['Fehler', 'Anruf konnte nicht gestartet werden.'];
    case 'call.started':
      return ['Anruf gestartet', 'Sie sind nun mit Clara verbunden.'];
    case 'call.ended':
      return event.reason === 'pageLeft'
        ? null
        : ['Anruf beendet', 'Die Verbindung zu Clara wurde getrennt.'];
    case 'mic.muted':
      return ['Mikrofon stummgeschaltet', 'Ihr Mikrofon ist stumm.'];
    case 'mic.unmuted':
      return ['Mikrofon aktiviert', 'Sie können wieder sprechen.'];
    default:
      return null;
  }
}

const MICROPHONE_ERRORS: Record<string, 'denied' | 'none' | 'notFound'> = {
  NotAllowedError: 'denied',
  NoMicrophoneError: 'none',
  NotFoundError: 'notFound',
};

/** Makes one event of a path happen in Chromium, the way it happens for real. */
async function perform(
  page: Page,
  context: BrowserContext,
  agent: AgentCallPage,
  vapi: VapiStandIn,
  event: EventObject,
  next: EventObject | undefined,
  { before, reached }: { before: AnyMachineSnapshot; reached: AnyMachineSnapshot },
) {
  // Arranged in advance: a load after the first is instant, a hang-up's stop is held for the path.
  if (next?.type === 'xstate.error.actor.loadDriver') await vapi.failNextConstruct();
  if (reached.matches({ session: 'ending' }) && !before.matches({ session: 'ending' })) {
    await vapi.holdNextStop();
  }
  const payload = event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'sdk.prefetch':
      return agent.start.hover();
    case 'call.start':
    case 'call.toggle':
      // One start button; a toggle in a call (connecting or connected) is the hang-up.
      return (before.matches('session') ? agent.hangUp : agent.start).click();
    case 'call.hangUp':
      return agent.hangUp.click();
    case 'mic.toggleMute':
      return agent.mute.click();
    case 'page.left':
      return page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    case 'xstate.done.actor.loadDriver':
      return vapi.releaseSdk('ok');
    case 'xstate.error.actor.loadDriver':
      // The first download is held (its failure is arranged above); later ones are instant.
      return vapi.releaseSdk('ok');
    case 'xstate.done.actor.requestMicrophone':
      return answerMicrophone(page, context, 'granted');
    case 'xstate.error.actor.requestMicrophone': {
      const name = (payload.error as Error).name;
      return answerMicrophone(page, context, MICROPHONE_ERRORS[name] ?? 'denied');
    }
    case 'xstate.done.actor.startCall':
      return vapi.settleStart('ok');
    case 'xstate.error.actor.startCall': {
      const { type, message, details } = payload.error as VoiceError;
      return vapi.settleStart({ type, message, ...(details ? { details } : {}) });
    }
    case 'xstate.done.actor.stopCall':
      return vapi.settleStop(true);
    case 'xstate.error.actor.stopCall':
      return vapi.settleStop(false);
    case 'driver.callStarted':
      return connectWith(vapi, reached, () => vapi.emit('call-start'));
    case 'driver.speechStarted':
      return connectWith(vapi, reached, () => vapi.emit('speech-start'));
    case 'driver.speechEnded':
      return vapi.emit('speech-end');
    case 'driver.callEnded':
      return vapi.emit('call-end');
    case 'driver.volume':
      return vapi.emit('volume-level', payload.volume as number);
    case 'driver.message':
      return connectWith(vapi, reached, () =>
        vapi.emit('message', payload.message as VoiceMessage),
      );
    case 'driver.error':
      return vapi.emit('error', payload.error as VoiceError);
    case 'xstate.after.connectTimeout.call.session.connecting':
      // The page's clock is installed: the connect timeout runs out.
      return page.clock.fastForward(CONNECT_TIMEOUT_MS);
    // Issue 16. Hear-check: the SDK's level of the call's microphone; a report the path dates
    // later comes after the page's clock has run on that far.
    case 'driver.micLevel':
      if ((payload.at as number) > 0) await page.clock.fastForward(payload.at as number);
      return vapi.emit('local-volume-level', payload.level as number);
    // Reconnecting: Daily's network state, as the SDK forwards it.
    case 'driver.networkInterrupted':
      return vapi.emit('network-connection', { type: 'signaling', event: 'interrupted' });
    case 'driver.networkRestored':
      return vapi.emit('network-connection', { type: 'signaling', event: 'connected' });
    case RECONNECT_TIMEOUT_EVENT:
      return page.clock.fastForward(RECONNECT_TIMEOUT_MS);
    // Type instead of talk: the field and 'Senden'; a refused send throws in the SDK at once.
    case 'message.draftChanged':
      return agent.message.fill(payload.text as string);
    case 'message.send':
      if (next?.type === 'driver.messageFailed') await vapi.failNextSend();
      return agent.send.click();
    case 'driver.messageFailed':
      // It happened with the send (arranged above).
      return;
    // Issue 24: a client-side tool call, as Vapi's `tool-calls` message.
    case 'driver.toolCall': {
      const call = payload.call as { id: string; name: string; arguments: unknown };
      return vapi.emit('message', {
        type: 'tool-calls',
        toolCallList: [
          {
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          },
        ],
      });
    }
    default:
      throw new Error(`cannot perform ${event.type} in Chromium`);
  }
}

/**
 * The SDK reports the call's first sign of life while its start is still pending; the start then
 * resolves at once (the driver forwards errors only once it has).
 */
async function connectWith(
  vapi: VapiStandIn,
  reached: AnyMachineSnapshot,
  report: () => Promise<void>,
) {
  await report();
  if (reached.hasTag('live') && (await vapi.hasPendingStart())) await vapi.settleStart('ok');
}

/**
 * Live microphone tracks on the page at a step: one from the permission check until the call
 * ends, which the SDK sends as the call's own (the driver hands it over as Daily's audioSource,
 * so the join opens none); none otherwise, also while a hang-up waits for a pending start (the
 * track is released and the SDK's call destroyed at once) or for the SDK's stop.
 */
function expectedLiveTracks({ phase }: CallModel): number {
  if (phase === 'starting' || phase === 'awaitingCallStart') return 1;
  return CONNECTED.includes(phase) ? 1 : 0;
}

/** A step that lets time run out (a delay, or a level report dated 8 s later). */
const needsClock = (event: EventObject) =>
  event.type.startsWith('xstate.after.') ||
  (event.type === 'driver.micLevel' && (event as EventObject & { at: number }).at > 0);

/** Every toast the page has shown so far, as its text (title and description). */
const allToasts = (page: Page) => page.evaluate(() => [...(window.__toastsShown ?? [])]);

test.describe('call machine: generated paths replayed on an agent page in Chromium', () => {
  // The vapi driver and the call views log failures as warnings; a refused microphone and the
  // held SDK chunk produce no console errors.
  test.use({ permissions: ['microphone'] });
  // Paths of up to nine steps, each polled in a real browser: over 30 s on a busy machine.
  test.setTimeout(90_000);

  for (const path of browserCallPaths) {
    test(describePath(path), async ({ page, context }) => {
      await instrumentMicrophone(page, { gate: true });
      const vapi = await installVapiStandIn(page);
      await countToasts(page);
      const agent = new AgentCallPage(page, 'Clara');
      // Expected from the spec's call played along the path's events, never from the machine.
      const steps = browserSteps(path, CLARA_CALL);
      /** The toasts (title + description) every step up to `index` must have shown, in order. */
      const expectedToasts = (index: number) =>
        steps
          .slice(0, index + 1)
          .flatMap((step) => step.emitted.map(claraToast))
          .flatMap((toast) => (toast ? [toast.join('')] : []));
      let index = 0;

      await replayPath(path, {
        async start() {
          // Only where the path lets the connect timeout run out: the page's timers are then
          // under the test's clock.
          if (path.steps.some(({ event }) => needsClock(event))) {
            await page.clock.install();
          }
          await agent.open('/clara-agent');
        },
        async perform(event, next) {
          index += 1;
          await perform(page, context, agent, vapi, event, next, {
            before: path.steps[index - 1]!.state,
            reached: path.steps[index]!.state,
          });
        },
        async expectState(expected): Promise<VisibleFacts> {
          // Bookkeeping, not a check of the page: the step counter this driver keeps for the
          // browser walk (`steps`) is at the step `replayPath` checks. The page is checked below.
          if (expected !== path.steps[index]!.state) throw new Error(`step ${index} out of sync`);
          const ui = expectedAgentCallUi(steps[index]!.shown, 'Clara');
          // Generous: a microphone grant can take seconds on a loaded two-core machine.
          await expect.poll(() => agent.readUi(), { timeout: 15_000 }).toEqual(ui);
          const screenFacts = compareScreen(await agent.readUi(), ui);
          // One microphone: never two live tracks, none once the call is over.
          const live = expectedLiveTracks(steps[index]!.shown);
          await expect.poll(async () => (await microphoneTracks(page)).live).toBe(live);
          // Exactly the toasts of the steps so far: one that is not expected fails the step.
          const toasts = expectedToasts(index);
          await expect
            .poll(async () => (await allToasts(page)).length, { message: 'toasts shown' })
            .toBeGreaterThanOrEqual(toasts.length);
          const shown = await allToasts(page);
          expect(shown, 'every toast shown, no other').toHaveLength(toasts.length);
          // Toasts of one step may render in either order: compare as sorted lists.
          const recognised = shown.map((text) => toasts.find((t) => text.includes(t)) ?? text);
          expect(recognised.toSorted()).toEqual(toasts.toSorted());
          const tracks = { liveMicrophoneTracks: (await microphoneTracks(page)).live };
          return [
            ...screenFacts,
            ...compareScreen(tracks, { liveMicrophoneTracks: live }),
            `${toasts.length} toasts: ${toasts.join(' | ') || 'none'}`,
          ];
        },
      });

      // Leaving the page (a route change) stops the call and releases the microphone.
      await page.getByRole('link', { name: 'Alle Agenten' }).click();
      await expect(page).toHaveURL('/agents');
      await expect.poll(() => microphoneTracks(page)).toMatchObject({ live: 0 });
      // The permission check's track is the call's: never a second one (handed to the SDK).
      expect((await microphoneTracks(page)).maxLive).toBeLessThanOrEqual(1);
      expect((await vapi.handedTracks()).filter(Boolean)).toHaveLength(
        (await vapi.state()).starts.length,
      );
      // Leaving shows no toast (a call ended by leaving the page is silent).
      expect(await allToasts(page)).toHaveLength(expectedToasts(steps.length - 1).length);
    });
  }
});
