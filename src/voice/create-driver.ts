import { config, type AppConfig } from '@/config/config';
import { voice } from '@/content/de/voice';
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
    replyText: (agent, index) => previewReply(agent, index),
  });
}

/**
 * Type instead of talk in the preview: the agent answers a typed line with one of the things it
 * helps with (its page's list), in turn, labelled as the preview's answer.
 */
export function previewReply(agent: string, index: number): string {
  const { helps } = isVoiceAgentKey(agent) ? voiceAgents[agent] : voiceAgents.helvox;
  const line = helps[index % Math.max(1, helps.length)] ?? '';
  return `${voice.preview.replyPrefix} ${line}.`;
}

let pageDriver: VoiceDriver | null = null;

/** The page's one driver (created on first use; the SDK itself loads later, on intent). */
export function voiceDriver(): VoiceDriver {
  pageDriver ??= createDriver(config.voice);
  return pageDriver;
}
