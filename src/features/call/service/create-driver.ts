import { config, type AppConfig } from '@/config/config';
import { isVoiceAgentKey, voiceAgents } from './agents';
import type { VoiceDriver } from './driver';
import { createPreviewDriver } from './preview-driver';
import { previewReply } from './preview-reply';
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
    replyText: previewReply,
  });
}

let pageDriver: VoiceDriver | null = null;

/** The page's one driver (created on first use; the SDK itself loads later, on intent). */
export function voiceDriver(): VoiceDriver {
  pageDriver ??= createDriver(config.voice);
  return pageDriver;
}
