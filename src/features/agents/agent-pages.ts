import { notFound } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { agents, type AgentEntry, type AgentKey } from '@/content/de/agents';
import { voiceMeta } from '@/content/de/voice-meta';
import { voiceAgentsOf } from '@/features/call/agents';

/** An agent table: the app's (`src/content/de/agents.ts`), or a test's with another entry. */
export type AgentTable = Readonly<Record<string, AgentEntry>>;

/** One agent page, at `/<slug>-agent`. */
export interface AgentPageRow<Key extends string = AgentKey, Slug extends string = AgentSlug> {
  /** The URL's part before `-agent`. */
  slug: Slug;
  /** The voice agent the page calls. */
  agent: Key;
  /** A demo agent of `/agents` (overview, prerendered, indexed, sitemap); see `AgentEntry`. */
  demo: boolean;
  /** On small screens the info cards give way to the call while connected. */
  hideInfoWhileConnected: boolean;
}

/** The agent pages of a table, in its order. */
export function agentPagesOf<Table extends AgentTable>(
  table: Table,
): AgentPageRow<keyof Table & string, Table[keyof Table]['page']['slug']>[] {
  return (Object.keys(table) as (keyof Table & string)[]).map((agent) => {
    const { slug, demo, hideInfoWhileConnected = false } = table[agent]!.page;
    return { slug, agent, demo, hideInfoWhileConnected };
  });
}

/**
 * The agent pages, derived from the agent table: the route (`/{$agent}-agent`), the pages'
 * heads, the prerender list, the sitemap and the agents overview read them. Only the route's
 * loader, the agent views and the build import this module (it carries the table's copy).
 */
export const agentPages = agentPagesOf(agents);

export type AgentPage = AgentPageRow;
/** An agent page's URL part; a type only, so that links check it without the table's bytes. */
export type AgentSlug = (typeof agents)[AgentKey]['page']['slug'];

/** The URL of an agent page. */
export const agentPagePath = <Slug extends string>(slug: Slug) => `/${slug}-agent` as const;

/** The page of this URL part, or the not-found page (`/<anything else>-agent`). */
export function agentPageOf<Row extends AgentPageRow<string, string>>(
  slug: string,
  pages: readonly Row[],
): Row {
  const page = pages.find((row) => row.slug === slug);
  if (!page) throw notFound();
  return page;
}

/** The demo agents' pages, in the overview's order. */
export const demoPagesOf = <Row extends AgentPageRow<string, string>>(pages: readonly Row[]) =>
  pages.filter((page) => page.demo);

/** The agent pages written as static HTML (and listed in the sitemap). */
export const prerenderedPathsOf = (pages: readonly AgentPageRow<string, string>[]) =>
  demoPagesOf(pages).map((page) => agentPagePath(page.slug));

/** The SPA shell's agent pages: served, but neither prerendered nor indexed (`/vapi-agent`). */
export const shellPathsOf = (pages: readonly AgentPageRow<string, string>[]) =>
  pages.filter((page) => !page.demo).map((page) => agentPagePath(page.slug));

/** The demo agents' pages, in the overview's order. */
export const demoAgentPages = demoPagesOf(agentPages);

/** The overview's cards: each demo agent with its page's URL part, in the table's order. */
export function overviewCardsOf<Table extends AgentTable>(table: Table) {
  const agents = voiceAgentsOf(table);
  return demoPagesOf(agentPagesOf(table)).map((page) => ({
    slug: page.slug,
    agent: agents[page.agent],
  }));
}

/** The agent pages written as static HTML (and listed in the sitemap). */
export const prerenderedAgentPaths = prerenderedPathsOf(agentPages);

/**
 * The `head()` of an agent page. Demo agents' pages are indexed under their URL; `/vapi-agent`,
 * the site assistant, is not.
 */
export function agentPageHead(page: AgentPageRow<string, string>, table: AgentTable = agents) {
  const role = table[page.agent]!;
  return pageHead({
    title: voiceMeta.agentTitle(role.name, role.badge),
    description: voiceMeta.agentDescription(role),
    ...(page.demo ? { path: agentPagePath(page.slug) } : { noindex: true }),
  });
}
