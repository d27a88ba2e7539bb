import type { AssistantKey } from '@/config/config';
import { voice, type VoiceAgentKey } from '@/content/de/voice';

export type { VoiceAgentKey };

/** A voice demo agent: its copy (from the content module) plus route, picture and colour. */
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
  /** The agent's own page, or null for the site assistant (widget and `/full`). */
  route: '/clara-agent' | '/jonas-agent' | '/mia-agent' | '/luca-agent' | null;
  /** Portrait under `public/images/agents/`: a local illustration (square, 1:1). */
  image: string;
  /** Accent colour of the agent's card, ring and badge. */
  colour: string;
  /** Which `config.voice.assistants` id the call uses. */
  assistant: AssistantKey;
  /** The preview driver's recorded greeting (espeak-ng, see `generate-greetings.ts`). */
  greetingAudio: string;
}

const visuals: Record<VoiceAgentKey, Pick<VoiceAgent, 'route' | 'colour'>> = {
  helvox: { route: null, colour: '#dc2626' },
  clara: { route: '/clara-agent', colour: '#0d9488' },
  jonas: { route: '/jonas-agent', colour: '#2563eb' },
  mia: { route: '/mia-agent', colour: '#db2777' },
  luca: { route: '/luca-agent', colour: '#7c3aed' },
};

/** The recorded greeting the preview driver plays for an agent. */
export const greetingAudioUrl = (key: VoiceAgentKey) => `/audio/greeting-${key}.mp3`;

const agent = (key: VoiceAgentKey): VoiceAgent => ({
  key,
  ...voice.agents[key],
  ...visuals[key],
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

/** The four demo agents of `/agents`, in the order of the spec's table. */
export const demoAgents: readonly VoiceAgent[] = [
  voiceAgents.clara,
  voiceAgents.jonas,
  voiceAgents.mia,
  voiceAgents.luca,
];

export const isVoiceAgentKey = (key: string): key is VoiceAgentKey => key in voiceAgents;
