import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ToastProvider } from '@/components/toaster';
import { DEFAULT_BLOG_IMAGE } from '@/blog/blog-image';
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

// Its links ('Zurück zum Blog', 'Kostenlos testen'): e2e/blog-article.spec.ts and
// e2e/journeys/to-the-form.spec.ts; the hostile article and a body link to this site:
// e2e/blog-article.spec.ts; a picture that does not load: e2e/blog-hostile-data.spec.ts; the
// cached card while the body loads: the replay above; a built-in sample without the data
// service: machines/blog-article; the heading order of every built article: tests/html.
describe('blog article view, details', () => {
  it('shows the picture at its size and at once, the local default when the article has none', async () => {
    const withoutImage = fakePosts.find((post) => post.image === null)!;
    await open(withoutImage.slug, {
      lookupPost: lookupPostFakes.miss,
      fetchPost: fetchPostFakes.ok,
    });
    await screen.findByRole('heading', { level: 1, name: withoutImage.title });
    const picture = view().querySelector('header img')!;
    expect(picture).toHaveAttribute('src', DEFAULT_BLOG_IMAGE);
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '675');
    expect(picture).not.toHaveAttribute('loading', 'lazy');
  });
});
