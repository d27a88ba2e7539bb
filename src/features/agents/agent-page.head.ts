import { pageHead } from '@/app/head';
import { voice } from '@/content/de/voice';
import { voiceAgents, type VoiceAgentKey } from '@/voice/agents';

/** The `head()` of an agent page; `/vapi-agent` (the site assistant) is not indexed. */
export function agentPageHead(key: VoiceAgentKey) {
  const agent = voiceAgents[key];
  return () =>
    pageHead({
      title: voice.meta.agentTitle(agent.name, agent.badge),
      description: voice.meta.agentDescription(agent.name, agent.badge),
      ...(agent.route ? { path: agent.route } : { noindex: true }),
    });
}
