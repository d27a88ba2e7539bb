import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_BLOG_IMAGE } from '@/blog/blog-image';
import { samplePosts } from '@/blog/sample-posts';
import { fakeCards, fetchPageFakes, readCacheFakes } from '@machines/blog-list/blog-list.fakes';
import { blogListMachine } from '@machines/blog-list/blog-list.machine';
import { blogListPaths, blogListPlan } from '@machines/blog-list/blog-list.paths';
import type {
  BlogListInput,
  BlogPage,
  CachedList,
  PageRequest,
} from '@machines/blog-list/blog-list.types';
import { controlledPromise } from '@tests/model/controlled';
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { blogViewDriver } from '@tests/blog-replay';
import { renderWithRouter, withToaster } from '@tests/render';
import { germanLongDate } from '@tests/expected/blog-article.expected';
import {
  BLOG_LIST_TEXT as text,
  BLOG_LIST_TOAST,
  expectedBlogListToast,
  expectedBlogListUi,
  type BlogListUi,
} from '@tests/expected/blog-list.expected';
import { blogListModelsAlong, type BlogListStart } from '@tests/expected/blog-list.model';
import { BlogListView } from './blog-list.view';
import { useBlogListToasts } from './use-blog-toasts';

const titlesIn = (element: HTMLElement | null) =>
  element
    ? within(element)
        .queryAllByRole('heading')
        .map((h) => h.textContent ?? '')
    : [];

/** Reads what the page shows into the shape of `expectedBlogListUi`. */
function readUi(): BlogListUi {
  const status = screen.queryByRole('status');
  const more = screen.queryByRole('button', {
    name: (name) => name === text.loadMore || name === text.loadingMore,
  });
  const panel = [text.errorTitle, text.emptyTitle].find((title) =>
    screen.queryByRole('heading', { level: 2, name: title }),
  );
  const action =
    screen.queryByRole('button', { name: text.retry }) ??
    screen.queryByRole('link', { name: text.home });
  return {
    loading:
      status?.textContent === text.loading &&
      document.querySelectorAll('[data-skeleton]').length === 6,
    cards: titlesIn(screen.queryByRole('list', { name: text.gridLabel })),
    loadMore: more
      ? {
          label: more.textContent ?? '',
          disabled: more.getAttribute('aria-disabled') === 'true',
        }
      : null,
    panel: panel ?? null,
    panelAction: action?.textContent ?? null,
    samples: titlesIn(
      screen.queryByRole('region', { name: text.samplesHeading })?.querySelector('ul') ?? null,
    ),
  };
}

const harness = withToaster(useBlogListToasts, (ref) => <BlogListView actorRef={ref} />);

describe('blog list view, replaying the generated paths', () => {
  it.each(blogListPaths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const readCache = controlledPromise<CachedList>();
      const fetchPage = controlledPromise<BlogPage, PageRequest>();
      const actor = createActor(
        blogListMachine.provide({
          actors: { readCache: readCache.logic, fetchPage: fetchPage.logic },
        }),
        { input: blogListPlan.input as BlogListInput },
      );
      const steps = blogListModelsAlong(
        path.steps.map((step) => step.event),
        blogListPlan.input as BlogListStart,
      ).map((step) => ({
        ui: expectedBlogListUi(step.model),
        toast: !!expectedBlogListToast(step),
      }));
      await replayPath(
        path,
        blogViewDriver({
          ...{ actor, view: harness(actor), route: '/blog', steps, readUi },
          buttons: { 'list.more': text.loadMore, 'list.retry': text.retry },
          standIns: { readCache, fetchPage },
          toast: BLOG_LIST_TOAST,
        }),
      );
      actor.stop();
    },
  );
});

/** The list machine on fakes, rendered with a router. */
async function renderList(
  actors: Parameters<typeof blogListMachine.provide>[0]['actors'],
  input: BlogListInput = { prerendered: null },
) {
  const actor = createActor(blogListMachine.provide({ actors }), { input }).start();
  const view = await renderWithRouter(harness(actor), '/blog');
  return { actor, ...view };
}

// The h1 'Blog': e2e/blog.spec.ts; the sample titles, panels and loading state: the replay
// above; 'Zurück zur Startseite' leading home: e2e/blog.spec.ts.
describe('blog list view, details', () => {
  it('renders the cards: link to the article, picture (its size, the default when missing, lazy after the first row), German date, author, clamps, "Weiterlesen"; more cards take the focus', async () => {
    await renderList({ readCache: readCacheFakes.miss, fetchPage: fetchPageFakes.ok });
    const grid = await screen.findByRole('list', { name: text.gridLabel });
    const first = fakeCards[0]!;
    const link = within(grid).getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', `/blog/${first.slug}`);
    const card = link.closest('article')!;
    expect(within(card).getByText(germanLongDate(first.date))).toHaveAttribute(
      'datetime',
      first.date,
    );
    expect(within(card).getByText(`von ${first.author}`)).toBeInTheDocument();
    expect(within(card).getByText('Weiterlesen →')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveClass('line-clamp-2');
    expect(within(card).getByText(first.excerpt)).toHaveClass('line-clamp-3');
    const images = [...grid.querySelectorAll('img')];
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '675');
      expect(image).toHaveAttribute('alt', '');
    }
    const loading = images.map((image) => image.getAttribute('loading'));
    expect(loading.join(' ')).toBe('eager eager eager lazy lazy lazy');
    const withoutImage = fakeCards.slice(0, 6).findIndex((shown) => shown.image === null);
    expect(withoutImage).toBeGreaterThanOrEqual(0);
    expect(images[withoutImage]).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
    // 'Weitere Artikel laden' moves the focus to the first added card.
    await userEvent.setup().click(screen.getByRole('button', { name: text.loadMore }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(12));
    expect(within(grid).getByRole('link', { name: fakeCards[6]!.title })).toHaveFocus();
  });

  it.each([
    [
      'a failed read',
      fetchPageFakes.status,
      'Die Artikel konnten gerade nicht geladen werden. Diese Beispielartikel zeigen, worüber wir schreiben.',
    ],
    [
      'an empty table',
      fetchPageFakes.empty,
      'Noch ist hier nichts veröffentlicht. Diese Beispielartikel zeigen, worüber wir schreiben.',
    ],
  ])(
    'after %s: the intro, why the samples show, each labelled an example and linking to its page; headings h1, h2 panel and samples, h3 sample cards',
    async (_, fetchPage, why) => {
      await renderList({ readCache: readCacheFakes.miss, fetchPage });
      const samples = await screen.findByRole('region', { name: text.samplesHeading });
      expect(
        screen.getByText(
          'Praxiswissen rund um KI-Sprachassistenten: wie Praxen, Studios, Agenturen und kleine Unternehmen Anrufe automatisieren, Termine buchen lassen und Abläufe vereinfachen.',
        ),
      ).toBeInTheDocument();
      expect(within(samples).getByText(why)).toBeInTheDocument();
      expect(within(samples).getAllByText('Beispiel')).toHaveLength(3);
      for (const post of samplePosts) {
        expect(within(samples).getByRole('link', { name: post.title })).toHaveAttribute(
          'href',
          `/blog/${post.slug}`,
        );
      }
      const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
      expect(levels).toEqual([1, 2, 2, 3, 3, 3]);
    },
  );
});
