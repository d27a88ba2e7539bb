import { agents, type AgentEntry, type AgentKey, type AssistantEnvName } from '@/content/de/agents';

export type { AgentKey };

/**
 * A voice agent: its row of the agent table (its copy, names and colour) plus what follows from
 * its key.
 */
export type VoiceAgent<Key extends string = AgentKey> = Omit<
  AgentEntry,
  'assistantEnv' | 'page' | 'espeakVoice'
> & {
  key: Key;
  /** Portrait under `public/images/agents/`: a local illustration (square, 1:1). */
  image: string;
  /** Which `config.voice.assistants` id the call uses: the name of its variable. */
  assistant: Key extends AgentKey ? AssistantEnvName : string;
  /** The preview driver's recorded greeting (espeak-ng, see `src/build/generate-greetings.ts`). */
  greetingAudio: string;
};

/** The recorded greeting the preview driver plays for an agent. */
export const greetingAudioUrl = (key: string) => `/audio/greeting-${key}.mp3`;

/** The voice agents of an agent table by key: each row plus its portrait and recorded greeting. */
export function voiceAgentsOf<Table extends Readonly<Record<string, AgentEntry>>>(table: Table) {
  type Key = keyof Table & string;
  const agent = (key: Key) => {
    const { assistantEnv, page: _page, espeakVoice: _voice, ...copy } = table[key]!;
    return {
      key,
      ...copy,
      image: `/images/agents/${key}.svg`,
      assistant: assistantEnv,
      greetingAudio: greetingAudioUrl(key),
    } as VoiceAgent<Key>;
  };
  return Object.fromEntries((Object.keys(table) as Key[]).map((key) => [key, agent(key)])) as {
    [K in Key]: VoiceAgent<K>;
  };
}

/** Every voice agent by key, from the agent table (`src/content/de/agents.ts`). */
export const voiceAgents: Record<AgentKey, VoiceAgent> = voiceAgentsOf(agents);

export const isVoiceAgentKey = (key: string): key is AgentKey => Object.hasOwn(voiceAgents, key);
