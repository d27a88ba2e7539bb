import { fromPromise } from 'xstate';
import { config, type AssistantKey } from '@/config/config';
import { callMachine } from '@machines/call/call.machine';
import type { StartCallInput } from '@machines/call/call.types';
import { liveCallActors, voiceDriver } from './create-driver';
import type { VoiceDriver } from './driver';

/** Spec section 9: on touch devices a call starts this long after the microphone was granted. */
export const MOBILE_CALL_START_DELAY_MS = 1000;

/** Phones and tablets: no hover, a coarse pointer. */
export function isTouchDevice(): boolean {
  return globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The driver's start, preceded on touch devices by the spec's mobile call start delay: mobile
 * browsers switch the audio route (earpiece, speaker, headset) right after granting the
 * microphone, and a call joined in that moment may start on the wrong output or clip the
 * greeting. The delay runs in `connecting` ("Verbinde..."), after the permission prompt.
 */
export function delayedStartCall(
  driver: VoiceDriver,
  { delayMs = MOBILE_CALL_START_DELAY_MS, shouldDelay = isTouchDevice } = {},
) {
  return fromPromise<void, StartCallInput>(async ({ input }) => {
    if (shouldDelay()) await wait(delayMs);
    await driver.start(config.voice.assistants[input.agent as AssistantKey], {
      agent: input.agent,
      microphone: input.microphone,
    });
  });
}

/** The call machine with this page's real actors (driver, microphone, mobile start delay). */
export function liveCallMachine(driver: VoiceDriver = voiceDriver()) {
  return callMachine.provide({
    actors: { ...liveCallActors(driver), startCall: delayedStartCall(driver) },
  });
}
