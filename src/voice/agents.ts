import type { AssistantKey } from '@/config/config';
import { voice, type PreviewReply, type VoiceAgentKey } from '@/content/de/voice';

export type { VoiceAgentKey };

/** A voice agent: its copy (from the content module) plus picture and colour. */
export interface VoiceAgent {
  key: VoiceAgentKey;
  name: string;
  badge: string;
  description: string;
  /** The "about" card of the agent page. */
  about: string;
  /** Things to say, for the agent page. */
  examples: readonly string[];
  helps: readonly string[];
  greeting: string;
  /** The preview driver's answers to typed lines (a keyword table, `preview-reply.ts`). */
  replies: readonly PreviewReply[];
  /** Portrait under `public/images/agents/`: a local illustration (square, 1:1). */
  image: string;
  /** Accent colour of the agent's card, ring and badge. */
  colour: string;
  /** Which `config.voice.assistants` id the call uses. */
  assistant: AssistantKey;
  /** The preview driver's recorded greeting (espeak-ng, see `generate-greetings.ts`). */
  greetingAudio: string;
}

/**
 * Each agent's accent colour. Which agents have a page, at which URL, and which of them the
 * overview shows: `src/features/agents/agent-pages.ts`, the one table of the agent pages.
 */
const colours: Record<VoiceAgentKey, string> = {
  helvox: '#dc2626',
  clara: '#0d9488',
  jonas: '#2563eb',
  mia: '#db2777',
  luca: '#7c3aed',
};

/** The recorded greeting the preview driver plays for an agent. */
export const greetingAudioUrl = (key: VoiceAgentKey) => `/audio/greeting-${key}.mp3`;

const agent = (key: VoiceAgentKey): VoiceAgent => ({
  key,
  ...voice.agents[key],
  colour: colours[key],
  image: `/images/agents/${key}.svg`,
  assistant: key,
  greetingAudio: greetingAudioUrl(key),
});

/** Every voice agent by key. */
export const voiceAgents: Record<VoiceAgentKey, VoiceAgent> = {
  helvox: agent('helvox'),
  clara: agent('clara'),
  jonas: agent('jonas'),
  mia: agent('mia'),
  luca: agent('luca'),
};

export const isVoiceAgentKey = (key: string): key is VoiceAgentKey => key in voiceAgents;
