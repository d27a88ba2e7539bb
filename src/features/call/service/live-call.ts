import { createCallActors } from '@machines/call/call.actors';
import { callMachine } from '@machines/call/call.machine';
import { config } from '@/config/config';
import { isVoiceAgentKey, voiceAgents } from './agents';
import { voiceDriver } from './create-driver';
import type { VoiceDriver } from './driver';
import { requestMicrophone } from './microphone';

/** Spec section 9: on touch devices a call starts this long after the microphone was granted. */
export const MOBILE_CALL_START_DELAY_MS = 1000;

/** Phones and tablets: no hover, a coarse pointer. */
export function isTouchDevice(): boolean {
  return globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
}

/**
 * The call machine's real actors for this page: its driver, the browser's microphone and, on
 * touch devices, the spec's mobile call start delay (section 9) before the driver's start.
 */
export function liveCallActors(driver: VoiceDriver = voiceDriver()) {
  return createCallActors(driver, {
    assistantIdFor: (agent) =>
      isVoiceAgentKey(agent) ? config.voice.assistants[voiceAgents[agent].assistant] : undefined,
    requestMicrophone,
    startDelay: { ms: MOBILE_CALL_START_DELAY_MS, applies: isTouchDevice },
  });
}

/** The call machine with this page's real actors (driver, microphone, mobile start delay). */
export function liveCallMachine(driver: VoiceDriver = voiceDriver()) {
  return callMachine.provide({ actors: liveCallActors(driver) });
}
