import { pageHead } from '@/app/head';
import { agentRoles, voiceMeta, type VoiceAgentKey } from '@/content/de/voice-meta';

const ROUTES: Partial<Record<VoiceAgentKey, string>> = {
  clara: '/clara-agent',
  jonas: '/jonas-agent',
  mia: '/mia-agent',
  luca: '/luca-agent',
};

/**
 * The `head()` of an agent page (in the initial JavaScript: it reads only names and badges).
 * `/vapi-agent`, the site assistant, is not indexed.
 */
export function agentPageHead(key: VoiceAgentKey) {
  const { name, badge } = agentRoles[key];
  const path = ROUTES[key];
  return () =>
    pageHead({
      title: voiceMeta.agentTitle(name, badge),
      description: voiceMeta.agentDescription(name, badge),
      ...(path ? { path } : { noindex: true }),
    });
}
