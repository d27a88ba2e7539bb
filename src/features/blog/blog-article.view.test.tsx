import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ToastProvider } from '@/components/toaster';
import { createBlogCache } from '@/blog/blog-cache';
import { DEFAULT_BLOG_IMAGE } from '@/blog/blog-image';
import { findSamplePost, samplePosts } from '@/blog/sample-posts';
import { createBlogArticleImplementations } from '@machines/blog-article/blog-article.actors';
import {
  fakePosts,
  fetchPostFakes,
  lookupPostFakes,
} from '@machines/blog-article/blog-article.fakes';
import { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import {
  blogArticlePaths,
  blogArticlePlan,
  blogArticlePrerenderedPaths,
  blogArticlePrerenderedPlan,
  SAMPLE_POST,
} from '@machines/blog-article/blog-article.paths';
import type {
  BlogArticleInput,
  BlogPost,
  PostLookup,
} from '@machines/blog-article/blog-article.types';
import { controlledPromise } from '@tests/model/controlled';
import { describePath, stateName } from '@tests/model/paths';
import { compareScreen, replayPath } from '@tests/model/replay';
import { renderWithRouter } from '@tests/render';
import { HOSTILE_SLUG } from '../../../supabase/data/blog-posts';
import {
  BLOG_ARTICLE_TEXT as text,
  BLOG_ARTICLE_TOAST,
  expectedBlogArticleToast,
  expectedBlogArticleUi,
  type BlogArticleUi,
} from '@tests/expected/blog-article.expected';
import { blogArticleModelsAlong, type BlogArticleStart } from '@tests/expected/blog-article.model';
import { BlogArticleView } from './blog-article.view';
import { useBlogArticleToasts } from './use-blog-toasts';

type ArticleRef = Parameters<typeof BlogArticleView>[0]['actorRef'];

const view = () => document.querySelector<HTMLElement>('[data-view]')!;

/** Reads what the page shows into the shape of `expectedBlogArticleUi`. */
function readUi(): BlogArticleUi {
  const root = view();
  const status = within(root).queryByRole('status');
  const h1 = within(root).getByRole('heading', { level: 1 });
  // A notice's text is the paragraph right under its h1 (an article's h1 sits in its header).
  const next = h1.closest('header') ? null : h1.nextElementSibling;
  return {
    h1: h1.textContent ?? '',
    notice: next?.tagName === 'P' ? next.textContent : null,
    loading: status?.textContent === text.loading && !!root.querySelector('[data-skeleton]'),
    byline: root.querySelector('header time')?.parentElement?.textContent ?? null,
    body: !!root.querySelector('[data-article-body]'),
    controls: [...root.querySelectorAll('a, button')]
      .filter((control) => !control.closest('[data-article-body]'))
      .map((control) => control.textContent ?? ''),
  };
}

function Harness({ actorRef }: { actorRef: ArticleRef }) {
  return (
    <ToastProvider>
      <ArticleWithToasts actorRef={actorRef} />
    </ToastProvider>
  );
}

function ArticleWithToasts({ actorRef }: { actorRef: ArticleRef }) {
  useBlogArticleToasts(actorRef);
  return (
    <div data-view="">
      <BlogArticleView actorRef={actorRef} />
    </div>
  );
}

const failedToasts = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (toast) =>
      toast.querySelector('[data-title]')?.textContent === BLOG_ARTICLE_TOAST.title &&
      toast.querySelector('[data-description]')?.textContent === BLOG_ARTICLE_TOAST.description,
  ).length;

// Opened by slug, and on a prerendered page (starts shown with the article it was built with).
const replays = [
  ...blogArticlePaths.map((path) => [describePath(path), blogArticlePlan, path] as const),
  ...blogArticlePrerenderedPaths.map(
    (path) => [`prerendered: ${describePath(path)}`, blogArticlePrerenderedPlan, path] as const,
  ),
];

describe('blog article view, replaying the generated paths', () => {
  it.each(replays)('%s', async (_, plan, path) => {
    const lookup = controlledPromise<PostLookup, { slug: string }>();
    const fetchPost = controlledPromise<BlogPost | null, { slug: string }>();
    const actor = createActor(
      blogArticleMachine.provide({
        actors: { lookupPost: lookup.logic, fetchPost: fetchPost.logic },
      }),
      { input: plan.input as BlogArticleInput },
    );
    const user = userEvent.setup();
    // What the spec's article shows after each of the path's events, played before anything
    // runs: the oracle never reads the machine.
    const expectedSteps = blogArticleModelsAlong(
      path.steps.map((step) => step.event),
      plan.input as BlogArticleStart,
    );
    let stepIndex = 0;
    let toastsBefore = 0;

    await replayPath(path, {
      async start() {
        actor.start();
        await renderWithRouter(<Harness actorRef={actor} />, `/blog/${SAMPLE_POST.slug}`);
      },
      async perform(event: EventObject) {
        stepIndex += 1;
        toastsBefore = failedToasts();
        const { output, error } = event as EventObject & { output?: never; error?: unknown };
        if (event.type === 'article.retry') {
          await user.click(screen.getByRole('button', { name: text.retry }));
        } else if (event.type === 'xstate.done.actor.lookupPost') {
          await act(async () => lookup.resolve(output!));
        } else if (event.type === 'xstate.error.actor.lookupPost') {
          await act(async () => lookup.reject(error));
        } else if (event.type === 'xstate.done.actor.fetchPost') {
          await act(async () => fetchPost.resolve(output ?? null));
        } else if (event.type === 'xstate.error.actor.fetchPost') {
          await act(async () => fetchPost.reject(error));
        }
      },
      async expectState(expected: AnyMachineSnapshot) {
        await waitFor(() =>
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(expected.value)),
        );
        expect(actor.getSnapshot().context).toEqual(expected.context);
        const step = expectedSteps[stepIndex]!;
        const ui = expectedBlogArticleUi(step.model);
        const screenFacts = await waitFor(() => compareScreen(readUi(), ui));
        const raised = expectedBlogArticleToast(step) ? 1 : 0;
        await waitFor(() => expect(failedToasts()).toBe(toastsBefore + raised));
        return [
          ...screenFacts,
          ...compareScreen({ newToasts: failedToasts() - toastsBefore }, { newToasts: raised }),
        ];
      },
    });
    // Built into the page: nothing was looked up.
    if (plan === blogArticlePrerenderedPlan) expect(lookup.started).toEqual([]);
    actor.stop();
  });
});

/** The article machine on fakes, opened at `slug`. */
async function open(
  slug: string,
  actors: Parameters<typeof blogArticleMachine.provide>[0]['actors'],
) {
  const actor = createActor(blogArticleMachine.provide({ actors }), { input: { slug } }).start();
  const rendered = await renderWithRouter(<Harness actorRef={actor} />, `/blog/${slug}`);
  return { actor, ...rendered };
}

describe('blog article view, details', () => {
  it('shows title, date, author, picture, the body and the call to action', async () => {
    await open(SAMPLE_POST.slug, {
      lookupPost: lookupPostFakes.miss,
      fetchPost: fetchPostFakes.ok,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_POST.title);
    const body = view().querySelector('[data-article-body]')!;
    expect(
      within(body as HTMLElement).getAllByRole('heading', { level: 2 }).length,
    ).toBeGreaterThan(0);
    const picture = view().querySelector('header img')!;
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '675');
    expect(picture).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: text.cta })).toHaveAttribute('href', '/#demo');
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/blog');
  });

  it('uses the local default picture when the article has none', async () => {
    const withoutImage = fakePosts.find((post) => post.image === null)!;
    await open(withoutImage.slug, {
      lookupPost: lookupPostFakes.miss,
      fetchPost: fetchPostFakes.ok,
    });
    await screen.findByRole('heading', { level: 1, name: withoutImage.title });
    expect(view().querySelector('header img')).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
  });

  it('shows the default picture when the article’s own does not load', async () => {
    const withImage = fakePosts.find((post) => post.image !== null)!;
    await open(withImage.slug, { lookupPost: lookupPostFakes.miss, fetchPost: fetchPostFakes.ok });
    await screen.findByRole('heading', { level: 1, name: withImage.title });
    const picture = view().querySelector('header img')!;
    expect(picture).toHaveAttribute('src', withImage.image);
    act(() => {
      picture.dispatchEvent(new Event('error'));
    });
    expect(picture).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
  });

  it('renders the hostile article without anything that could run or submit', async () => {
    await open(HOSTILE_SLUG, { lookupPost: lookupPostFakes.miss, fetchPost: fetchPostFakes.ok });
    await screen.findByText('Vertrauen ist gut, Prüfung ist besser');
    const body = view().querySelector('[data-article-body]')!;
    expect(
      body.querySelectorAll('script, iframe, form, input, button, object, embed'),
    ).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => attribute.name),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    for (const link of body.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(body.textContent).toContain('Diese Checkliste ist deshalb nur noch Text.');
    expect(body.querySelector('a[href="/blog/datenschutz-hosting-schweiz"]')).not.toBeNull();
    expect((window as { __helvoxXss?: unknown }).__helvoxXss).toBeUndefined();
  });

  it('navigates inside the app when a body link points to this site', async () => {
    const { router } = await open(HOSTILE_SLUG, {
      lookupPost: lookupPostFakes.miss,
      fetchPost: fetchPostFakes.ok,
    });
    const user = userEvent.setup();
    const link = await screen.findByRole('link', {
      name: 'Datenschutz und Hosting in der Schweiz',
    });
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/blog/datenschutz-hosting-schweiz'),
    );
  });

  it('shows the cached card while the body loads', async () => {
    await open(SAMPLE_POST.slug, {
      lookupPost: lookupPostFakes.card,
      fetchPost: fetchPostFakes.pending,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(SAMPLE_POST.title);
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
  });

  it('shows a built-in sample without asking the data service (live lookup)', async () => {
    const sample = samplePosts[0]!;
    const api = { fetchPostBySlug: vi.fn(async () => null) };
    const cache = createBlogCache({ storage: () => null });
    const { actors } = createBlogArticleImplementations({
      api,
      cache,
      findSample: findSamplePost,
    });
    await open(sample.slug, actors);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(sample.title);
    expect(api.fetchPostBySlug).not.toHaveBeenCalled();
  });

  it('keeps headings in order: one h1, then h2 in the body and the call to action', async () => {
    await open(SAMPLE_POST.slug, {
      lookupPost: lookupPostFakes.post,
      fetchPost: fetchPostFakes.pending,
    });
    await screen.findByRole('heading', { level: 1, name: SAMPLE_POST.title });
    const levels = within(view())
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
  });
});
