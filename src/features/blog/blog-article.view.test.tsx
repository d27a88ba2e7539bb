import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
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
import { describePath } from '@tests/model/paths';
import { replayPath } from '@tests/model/replay';
import { blogViewDriver } from '@tests/blog-replay';
import { renderWithRouter, withToaster } from '@tests/render';
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

const harness = withToaster(useBlogArticleToasts, (ref) => (
  <div data-view="">
    <BlogArticleView actorRef={ref} />
  </div>
));

// Opened by slug, and on a prerendered page (starts shown with the article it was built with).
const replays = [
  ...blogArticlePaths.map((path) => [describePath(path), blogArticlePlan, path] as const),
  ...blogArticlePrerenderedPaths.map(
    (path) => [`prerendered: ${describePath(path)}`, blogArticlePrerenderedPlan, path] as const,
  ),
];

describe('blog article view, replaying the generated paths', () => {
  it.each(replays)('%s', async (_, plan, path) => {
    const lookupPost = controlledPromise<PostLookup, { slug: string }>();
    const fetchPost = controlledPromise<BlogPost | null, { slug: string }>();
    const actor = createActor(
      blogArticleMachine.provide({
        actors: { lookupPost: lookupPost.logic, fetchPost: fetchPost.logic },
      }),
      { input: plan.input as BlogArticleInput },
    );
    const steps = blogArticleModelsAlong(
      path.steps.map((step) => step.event),
      plan.input as BlogArticleStart,
    ).map((step) => ({
      ui: expectedBlogArticleUi(step.model),
      toast: !!expectedBlogArticleToast(step),
    }));
    await replayPath(
      path,
      blogViewDriver({
        ...{ actor, view: harness(actor), route: `/blog/${SAMPLE_POST.slug}`, steps, readUi },
        buttons: { 'article.retry': text.retry },
        standIns: { lookupPost, fetchPost },
        toast: BLOG_ARTICLE_TOAST,
      }),
    );
    // Built into the page: nothing was looked up.
    if (plan === blogArticlePrerenderedPlan) expect(lookupPost.started).toEqual([]);
    actor.stop();
  });
});

/** The article machine on fakes, opened at `slug`. */
async function open(
  slug: string,
  actors: Parameters<typeof blogArticleMachine.provide>[0]['actors'],
) {
  const actor = createActor(blogArticleMachine.provide({ actors }), { input: { slug } }).start();
  const rendered = await renderWithRouter(harness(actor), `/blog/${slug}`);
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
