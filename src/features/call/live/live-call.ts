import { createCallActions, createCallActors } from '@machines/call/call.actors';
import { callMachine } from '@machines/call/call.machine';
import { callPresenceInCall } from '@machines/call-presence/call-presence.machine';
import { callMicrophoneInCall } from '@machines/call-microphone/call-microphone.machine';
import { callOutputInCall } from '@machines/call-output/call-output.machine';
import { config } from '@/config/config';
import { isVoiceAgentKey, voiceAgents } from '../agents';
import { voiceDriver } from '../drivers/create-driver';
import type { VoiceDriver } from '../drivers/driver';
import { requestMicrophone } from '../devices/microphone-lease';
import { microphonePorts } from '../devices/microphone-list';
import { outputPorts } from '../drivers/output';
import { pageVisibility, screenWakeLock } from '../devices/presence';

/** On touch devices a call starts this long after the microphone was granted. */
export const MOBILE_CALL_START_DELAY_MS = 1000;

/** Phones and tablets: no hover, a coarse pointer. */
export function isTouchDevice(): boolean {
  return globalThis.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
}

/**
 * The call machine's real actors for this page: its driver, the browser's microphone, on
 * touch devices the mobile call start delay (`MOBILE_CALL_START_DELAY_MS`) before the driver's start, and
 * the page's wake lock and visibility for a connected call.
 */
export function liveCallActors(driver: VoiceDriver = voiceDriver()) {
  return {
    ...createCallActors(driver, {
      assistantIdFor: (agent) =>
        isVoiceAgentKey(agent) ? config.voice.assistants[voiceAgents[agent].assistant] : undefined,
      requestMicrophone,
      startDelay: { ms: MOBILE_CALL_START_DELAY_MS, applies: isTouchDevice },
    }),
    // The screen stays awake during a call; a long absence is asked about on return.
    presence: callPresenceInCall({ wakeLock: screenWakeLock, pageVisibility }),
    // The microphone choice (the browser's inputs, the driver's switch).
    microphones: callMicrophoneInCall(microphonePorts(driver)),
    // Whether the call can be heard: the driver's reports, 'Ton einschalten' in the press.
    output: callOutputInCall(outputPorts(driver)),
  };
}

/**
 * The call machine with this page's real actors (driver, microphone, mobile start delay) and
 * the driver's audio unlock inside the press that starts a call.
 */
export function liveCallMachine(driver: VoiceDriver = voiceDriver()) {
  return callMachine.provide({
    actors: liveCallActors(driver),
    actions: createCallActions(driver),
  });
}
