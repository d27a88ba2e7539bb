import { notFound } from '@tanstack/react-router';
import type { VoiceAgentKey } from '@/content/de/voice-meta';

/** One agent page, at `/<slug>-agent`. */
export interface AgentPageRow {
  /** The URL's part before `-agent`. */
  slug: string;
  /** The voice agent the page calls. */
  agent: VoiceAgentKey;
  /**
   * A demo agent of `/agents`: linked from the overview, prerendered, indexed (canonical URL)
   * and in the sitemap. Otherwise (the site assistant) served the SPA shell and not indexed.
   */
  demo: boolean;
  /** On small screens the info cards give way to the call while connected. */
  hideInfoWhileConnected?: boolean;
}

/**
 * The agent pages: one table, from which the route (`/{$agent}-agent`), the pages' heads, the
 * prerender list, the sitemap and the agents overview derive. Light on purpose: the route's
 * `head()` and param check read it in the initial JavaScript. Demo agents in the order of the
 * spec's table (section 2).
 */
export const agentPages = [
  { slug: 'clara', agent: 'clara', demo: true, hideInfoWhileConnected: true },
  { slug: 'jonas', agent: 'jonas', demo: true },
  { slug: 'mia', agent: 'mia', demo: true },
  { slug: 'luca', agent: 'luca', demo: true },
  // The site's general assistant (`VITE_VAPI_ASSISTANT_ID`) in the agent-page layout.
  { slug: 'vapi', agent: 'helvox', demo: false },
] as const satisfies readonly AgentPageRow[];

export type AgentPage = (typeof agentPages)[number];
export type AgentSlug = AgentPage['slug'];

/** The URL of an agent page. */
export const agentPagePath = (slug: AgentSlug) => `/${slug}-agent` as const;

/** The page of this URL part, or the not-found page (`/<anything else>-agent`). */
export function agentPageOf(slug: string): AgentPage {
  const page = agentPages.find((row) => row.slug === slug);
  if (!page) throw notFound();
  return page;
}

/** The demo agents' pages, in the overview's order. */
export const demoAgentPages = agentPages.filter((page) => page.demo);

/** The agent pages written as static HTML (and listed in the sitemap). */
export const prerenderedAgentPaths = demoAgentPages.map((page) => agentPagePath(page.slug));
