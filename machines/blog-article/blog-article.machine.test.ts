import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createBlogCache } from '../../src/blog/blog-cache';
import { BlogLoadError, type BlogFailure } from '../blog.domain';
import { findSamplePost, samplePosts } from '../../src/blog/sample-posts';
import { createBlogArticleImplementations } from './blog-article.actors';
import { fakePosts, fetchPostFakes } from './blog-article.fakes';
import { blogArticleMachine } from './blog-article.machine';
import { selectFailure, selectHeader, selectPost, selectStatus } from './blog-article.selectors';
import { controlledPromise } from '../../tests/model/controlled';
import type { BlogArticleInput, BlogPost, PostLookup } from './blog-article.types';

/*
 * What the unit replays (blog-article.paths.test.ts) cannot see: the machine bound to the cache,
 * the built-in samples and the data service (what it looks up, reads and stores), the requests it
 * starts, and its own stand-in actors. Its states, context and reports: the replays.
 */

const POST = fakePosts[3]!;
const { content: _content, ...CARD } = POST;

/** A data service answering from the fake posts, or failing while `failWith` is set. */
function fakeService() {
  const service = {
    failWith: null as BlogFailure | null,
    fetchPostBySlug: vi.fn(async (slug: string) => {
      if (service.failWith) throw new BlogLoadError(service.failWith, 'fake failure');
      return fakePosts.find((post) => post.slug === slug) ?? null;
    }),
  };
  return service;
}

function setup() {
  const cache = createBlogCache({ now: () => 5_000_000, storage: () => null });
  const service = fakeService();
  const machine = blogArticleMachine.provide(
    createBlogArticleImplementations({ api: service, cache, findSample: findSamplePost }),
  );
  const open = async (slug: string) => {
    const actor = createActor(machine, { input: { slug } }).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    return { actor };
  };
  return { cache, service, machine, open };
}

describe('blog article machine, bound to the cache, the samples and the data service', () => {
  // How long the cache keeps an article (five minutes, not a moment longer): blog-cache.test.ts.
  it('reads the published article by slug and shows it; opened again, without reading again', async () => {
    const { service, open } = setup();
    const first = await open(POST.slug);
    expect(selectStatus(first.actor.getSnapshot())).toBe('shown');
    expect(selectPost(first.actor.getSnapshot())).toEqual(POST);
    expect(service.fetchPostBySlug).toHaveBeenCalledWith(POST.slug, expect.any(AbortSignal));
    const { actor } = await open(POST.slug);
    expect(selectPost(actor.getSnapshot())).toEqual(POST);
    expect(service.fetchPostBySlug).toHaveBeenCalledTimes(1);
  });

  it('shows the card of the cached list at once while the body loads', async () => {
    const { cache, machine } = setup();
    cache.writeList({ posts: [CARD], hasMore: false });
    const actor = createActor(machine.provide({ actors: { fetchPost: fetchPostFakes.pending } }), {
      input: { slug: POST.slug },
    }).start();
    await waitFor(actor, (s) => s.matches('fetching'));
    expect(selectHeader(actor.getSnapshot())).toEqual(CARD);
  });

  it('shows a built-in sample article without the data service', async () => {
    const { service, open } = setup();
    const sample = samplePosts[1]!;
    const { actor } = await open(sample.slug);
    expect(selectPost(actor.getSnapshot())).toEqual(sample);
    expect(service.fetchPostBySlug).not.toHaveBeenCalled();
  });
});

describe('blog article machine, its requests and stand-ins', () => {
  function controlled(input: BlogArticleInput = { slug: POST.slug }) {
    const lookup = controlledPromise<PostLookup, { slug: string }>();
    const fetch = controlledPromise<BlogPost | null, { slug: string }>();
    const actor = createActor(
      blogArticleMachine.provide({ actors: { lookupPost: lookup.logic, fetchPost: fetch.logic } }),
      { input },
    ).start();
    return { actor, lookup, fetch };
  }
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it('starts shown with a prerendered article: the lookup is never started, nothing is read', async () => {
    const { actor, lookup, fetch } = controlled({ slug: POST.slug, prerendered: POST });
    await flush();
    expect(lookup.started).toEqual([]);
    expect(fetch.started).toEqual([]);
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('ignores a prerendered article of another slug and looks its own slug up', () => {
    const other = fakePosts[4]!;
    const { actor, lookup } = controlled({ slug: POST.slug, prerendered: other });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(selectPost(actor.getSnapshot())).toBeNull();
    expect(lookup.started).toEqual([{ slug: POST.slug }]);
  });

  it('fails safe when nothing is provided: a network error, not "not found"', async () => {
    const actor = createActor(blogArticleMachine, { input: { slug: POST.slug } }).start();
    await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(selectStatus(actor.getSnapshot())).toBe('error');
    expect(selectFailure(actor.getSnapshot())).toBe('network');
  });
});
