import type { EventObject } from 'xstate';
import { coveringPaths, generatePaths, type PathPlan } from '../paths';
import { BlogLoadError } from '../blog.domain';
import { fakePosts } from './blog-article.fakes';
import { blogArticleMachine } from './blog-article.machine';
import type { BlogArticleInput } from './blog-article.types';

export const LOOKUP_DONE = 'xstate.done.actor.lookupPost';
export const LOOKUP_ERROR = 'xstate.error.actor.lookupPost';
export const FETCH_DONE = 'xstate.done.actor.fetchPost';
export const FETCH_ERROR = 'xstate.error.actor.fetchPost';

/** The article the paths open: a published seed article. */
export const SAMPLE_POST = fakePosts.find((post) => post.slug === 'datenschutz-hosting-schweiz')!;
const { content: _content, ...sampleCard } = SAMPLE_POST;

export const blogArticleInput: BlogArticleInput = { slug: SAMPLE_POST.slug };

/** Every answer the local lookup and the data service can give, and the retry. */
const events: EventObject[] = [
  { type: 'article.retry' },
  { type: LOOKUP_DONE, output: { post: SAMPLE_POST, preview: null } } as EventObject,
  { type: LOOKUP_DONE, output: { post: null, preview: sampleCard } } as EventObject,
  { type: LOOKUP_DONE, output: { post: null, preview: null } } as EventObject,
  { type: LOOKUP_ERROR, error: new Error('storage blocked') } as EventObject,
  { type: FETCH_DONE, output: SAMPLE_POST } as EventObject,
  { type: FETCH_DONE, output: null } as EventObject,
  { type: FETCH_ERROR, error: new BlogLoadError('network', 'Failed to fetch') } as EventObject,
  { type: FETCH_ERROR, error: new BlogLoadError('status', '500') } as EventObject,
];

export const blogArticlePlan: PathPlan = {
  name: 'blogArticle',
  machine: blogArticleMachine,
  events,
  input: blogArticleInput,
};

/** Paths to every reachable (state, context), each also extended by every sample event. */
export const blogArticleAllPaths = generatePaths(blogArticlePlan);

/** The fewest of them that visit every reachable state and transition: replayed in views. */
export const blogArticlePaths = coveringPaths(blogArticlePlan, blogArticleAllPaths);

/**
 * The same machine on a prerendered article page: it starts with the article the page was
 * built with (the e2e build prerenders this seed article) and goes straight to `shown`, the
 * eventless transition out of `lookingUp` the plan above never takes. Same sample events: none
 * of them is accepted once shown, so its one path is the start.
 */
export const blogArticlePrerenderedPlan: PathPlan = {
  name: 'blogArticlePrerendered',
  machine: blogArticleMachine,
  events,
  input: { slug: SAMPLE_POST.slug, prerendered: SAMPLE_POST } satisfies BlogArticleInput,
};

export const blogArticlePrerenderedAllPaths = generatePaths(blogArticlePrerenderedPlan);
export const blogArticlePrerenderedPaths = coveringPaths(
  blogArticlePrerenderedPlan,
  blogArticlePrerenderedAllPaths,
);
