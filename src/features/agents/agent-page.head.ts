import { pageHead } from '@/lib/head';
import { agentRoles, voiceMeta } from '@/content/de/voice-meta';
import { agentPagePath, type AgentPage } from './agent-pages';

/**
 * The `head()` of an agent page (in the initial JavaScript: it reads only names and badges).
 * Demo agents' pages are indexed under their URL; `/vapi-agent`, the site assistant, is not.
 */
export function agentPageHead(page: AgentPage) {
  const role = agentRoles[page.agent];
  return pageHead({
    title: voiceMeta.agentTitle(role.name, role.badge),
    description: voiceMeta.agentDescription(role),
    ...(page.demo ? { path: agentPagePath(page.slug) } : { noindex: true }),
  });
}
