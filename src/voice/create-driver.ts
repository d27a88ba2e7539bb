import { config, type AppConfig, type AssistantKey } from '@/config/config';
import { createCallActors } from '@machines/call/call.actors';
import { isVoiceAgentKey, voiceAgents } from './agents';
import type { VoiceDriver } from './driver';
import { createPreviewDriver } from './preview-driver';
import { createVapiDriver } from './vapi-driver';

/** Builds the driver `VITE_VOICE_DRIVER` names: `vapi` (real SDK) or `preview` (offline). */
export function createDriver(voice: AppConfig['voice']): VoiceDriver {
  if (voice.driver === 'vapi') {
    return createVapiDriver({ publicKey: voice.publicKey, apiUrl: voice.apiUrl });
  }
  return createPreviewDriver({
    greetingUrl: (agent) =>
      (isVoiceAgentKey(agent) ? voiceAgents[agent] : voiceAgents.helvox).greetingAudio,
    greetingText: (agent) =>
      (isVoiceAgentKey(agent) ? voiceAgents[agent] : voiceAgents.helvox).greeting,
  });
}

let pageDriver: VoiceDriver | null = null;

/** The page's one driver (created on first use; the SDK itself loads later, on intent). */
export function voiceDriver(): VoiceDriver {
  pageDriver ??= createDriver(config.voice);
  return pageDriver;
}

/**
 * The call machine's real actors for this page: `callMachine.provide({ actors: liveCallActors() })`.
 */
export function liveCallActors(driver: VoiceDriver = voiceDriver()) {
  return createCallActors(driver, {
    assistantIdFor: (agent) => config.voice.assistants[agent as AssistantKey],
  });
}
