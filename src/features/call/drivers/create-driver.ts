import { atom } from 'jotai/vanilla';
import { config, type AppConfig } from '@/config/config';
import { appStore, type AppStore } from '@/lib/app-store';
import { isVoiceAgentKey, voiceAgents } from '../agents';
import type { VoiceDriver } from './driver';
import { createPreviewDriver } from './preview-driver';
import { previewToolCall } from './preview-outcomes';
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
    toolCallFor: previewToolCall,
  });
}

/**
 * The page's one driver, held like the call coordinator (`callOwnerAtom`): a reference in the
 * app store, no rule. Null until first used; a test passes a fresh store.
 */
export const voiceDriverAtom = atom<VoiceDriver | null>(null);

/**
 * The page's one driver: created on first use (the SDK itself loads later, on intent), and the
 * owner of what it loads (the SDK's code, its clients): nothing about it is module state.
 */
export function voiceDriver(store: AppStore = appStore): VoiceDriver {
  const held = store.get(voiceDriverAtom);
  if (held) return held;
  const created = createDriver(config.voice);
  store.set(voiceDriverAtom, created);
  return created;
}

/** Whether calls run on the preview driver (demo mode): the views must say so. */
export const isPreviewDriver = () => voiceDriver().name === 'preview';
