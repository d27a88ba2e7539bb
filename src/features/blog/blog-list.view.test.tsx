import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ToastProvider } from '@/components/toaster';
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
import { describePath, stateName } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
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

type ListRef = Parameters<typeof BlogListView>[0]['actorRef'];

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

function Harness({ actorRef }: { actorRef: ListRef }) {
  return (
    <ToastProvider>
      <ListWithToasts actorRef={actorRef} />
    </ToastProvider>
  );
}

function ListWithToasts({ actorRef }: { actorRef: ListRef }) {
  useBlogListToasts(actorRef);
  return <BlogListView actorRef={actorRef} />;
}

const failedToasts = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (toast) =>
      toast.querySelector('[data-title]')?.textContent === BLOG_LIST_TOAST.title &&
      toast.querySelector('[data-description]')?.textContent === BLOG_LIST_TOAST.description,
  ).length;

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
      const user = userEvent.setup();
      // What the spec's list shows after each of the path's events, played before anything
      // runs: the oracle never reads the machine.
      const expectedSteps = blogListModelsAlong(
        path.steps.map((step) => step.event),
        blogListPlan.input as BlogListStart,
      );
      let stepIndex = 0;
      let toastsBefore = 0;

      await replayPath(path, {
        async start() {
          actor.start();
          await renderWithRouter(<Harness actorRef={actor} />, '/blog');
        },
        async perform(event: EventObject) {
          stepIndex += 1;
          toastsBefore = failedToasts();
          const { output, error } = event as EventObject & { output?: never; error?: unknown };
          if (event.type === 'list.more') {
            await user.click(screen.getByRole('button', { name: text.loadMore }));
          } else if (event.type === 'list.retry') {
            await user.click(screen.getByRole('button', { name: text.retry }));
          } else if (event.type === 'xstate.done.actor.readCache') {
            await act(async () => readCache.resolve(output ?? null));
          } else if (event.type === 'xstate.error.actor.readCache') {
            await act(async () => readCache.reject(error));
          } else if (event.type === 'xstate.done.actor.fetchPage') {
            await act(async () => fetchPage.resolve(output!));
          } else if (event.type === 'xstate.error.actor.fetchPage') {
            await act(async () => fetchPage.reject(error));
          }
        },
        async expectState(expected: AnyMachineSnapshot) {
          await waitFor(() =>
            expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
          );
          expect(actor.getSnapshot().context).toEqual(expected.context);
          const step = expectedSteps[stepIndex]!;
          const ui = expectedBlogListUi(step.model);
          const screenFacts = await waitFor(() => compareScreen(readUi(), ui));
          const raised = expectedBlogListToast(step) ? 1 : 0;
          await waitFor(() => expect(failedToasts()).toBe(toastsBefore + raised));
          return [
            ...screenFacts,
            ...compareScreen({ newToasts: failedToasts() - toastsBefore }, { newToasts: raised }),
          ];
        },
      });
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
  const view = await renderWithRouter(<Harness actorRef={actor} />, '/blog');
  return { actor, ...view };
}

// The h1 'Blog': e2e/blog.spec.ts; the sample titles, panels and loading state: the replay
// above; 'Zurück zur Startseite' leading home: e2e/blog.spec.ts.
describe('blog list view, details', () => {
  it('renders a card: link to the article, picture, German date, author, clamps, "Weiterlesen"', async () => {
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
  });

  it('gives every picture an explicit size, the default when missing, lazy after the first row', async () => {
    await renderList({ readCache: readCacheFakes.miss, fetchPage: fetchPageFakes.ok });
    const grid = await screen.findByRole('list', { name: text.gridLabel });
    const images = [...grid.querySelectorAll('img')];
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '675');
      expect(image).toHaveAttribute('alt', '');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    const withoutImage = fakeCards.slice(0, 6).findIndex((card) => card.image === null);
    expect(withoutImage).toBeGreaterThanOrEqual(0);
    expect(images[withoutImage]).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
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
    'after %s: the intro, why the samples show, each labelled an example and linking to its page',
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
    },
  );

  it('moves focus to the first added card after "Weitere Artikel laden"', async () => {
    await renderList({ readCache: readCacheFakes.miss, fetchPage: fetchPageFakes.ok });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.loadMore }));
    const grid = screen.getByRole('list', { name: text.gridLabel });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(12));
    expect(within(grid).getByRole('link', { name: fakeCards[6]!.title })).toHaveFocus();
  });

  it('keeps headings in order: h1, then h2 panels and samples, h3 sample cards', async () => {
    await renderList({ readCache: readCacheFakes.miss, fetchPage: fetchPageFakes.network });
    await screen.findByRole('region', { name: text.samplesHeading });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2, 3, 3, 3]);
  });
});
