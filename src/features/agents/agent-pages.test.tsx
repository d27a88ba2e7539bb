import { createMemoryHistory } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectHead, isNotFound } from '@/lib/head';
import { prerenderPaths } from '@/entry-server';
import { createAppRouter } from '@/router';
import { prerenderedAgentPaths } from './agent-pages';

/**
 * The agent pages as the spec names them (section 2): URL, name and role; the description in
 * correct German (the role in the accusative: "unseren …-Assistenten", "unsere …-Agentin"), for
 * the four demo agents in their built pages (e2e/crawlers.spec.ts), here for the one not built.
 */
const expected = (
  [
    ['/clara-agent', 'Clara – Terminbuchungs-Assistent | Helvox', true],
    ['/jonas-agent', 'Jonas – IT-Support-Assistent | Helvox', true],
    ['/mia-agent', 'Mia – Immobilien-Agentin | Helvox', true],
    ['/luca-agent', 'Luca – Versicherungs-Assistent | Helvox', true],
    [
      '/vapi-agent',
      'Helvox Assistent – KI-Sprachassistent | Helvox',
      false,
      'Testen Sie Helvox Assistent, unseren KI-Sprachassistenten, live im Browser: einfach Anruf starten und lossprechen.',
    ],
  ] as const
).map(([path, title, indexed, description]) => ({ path, title, indexed, description }));

async function load(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router;
}

describe('agent pages from one table', () => {
  // The agent route's code (its call surfaces) is imported here, once, not inside the first
  // case: in a fresh clone (nothing transformed yet) with both cores busy, that import alone
  // took the first case past its 15 s bound (stop 50's clean clone), and this hook past 60 s
  // with every Vitest project and a CPU hog on two cores (stop 54).
  beforeAll(() => load('/clara-agent'), 120_000);

  it.each(expected)(
    '$path: the agent route, its own title and description, indexed only for a demo agent',
    async ({ path, title, description, indexed }) => {
      const router = await load(path);
      const matches = router.state.matches;
      expect(isNotFound(matches)).toBe(false);
      expect(matches.at(-1)?.routeId).toBe('/{$agent}-agent');
      const head = collectHead(matches);
      expect(head[0]).toEqual({ tag: 'title', text: title });
      for (const key of description ? ['description', 'og:description'] : [])
        expect(
          head.find(
            (tag) => tag.tag === 'meta' && (tag.attrs.name === key || tag.attrs.property === key),
          ),
          key,
        ).toMatchObject({ attrs: { content: description } });
      const canonical = head.find((tag) => tag.tag === 'link' && tag.attrs.rel === 'canonical');
      const robots = head.find((tag) => tag.tag === 'meta' && tag.attrs.name === 'robots');
      if (indexed) {
        expect(canonical).toMatchObject({ attrs: { href: expect.stringMatching(`${path}$`) } });
        expect(robots).toBeUndefined();
      } else {
        expect(canonical).toBeUndefined();
        expect(robots).toMatchObject({ attrs: { content: 'noindex' } });
      }
    },
  );

  it.each(['/bob-agent', '/helvox-agent', '/-agent', '/clara-agents', '/blog-agent'])(
    '%s: the not-found page',
    async (path) => {
      expect(isNotFound((await load(path)).state.matches)).toBe(true);
    },
  );

  it('prerenders (and so lists in the sitemap) the four demo agents’ pages, not /vapi-agent', async () => {
    expect(prerenderedAgentPaths).toEqual(
      ['clara', 'jonas', 'mia', 'luca'].map((name) => `/${name}-agent`),
    );
    const paths = await prerenderPaths();
    for (const path of prerenderedAgentPaths) expect(paths).toContain(path);
    expect(paths).not.toContain('/vapi-agent');
  });

  // The overview's order: agent-table.node.test.ts ('gets a card on the overview'); one URL per
  // row: the routes above, each its own title.
});
