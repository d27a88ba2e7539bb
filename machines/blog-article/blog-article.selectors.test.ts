import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { BlogLoadError } from '../blog.domain';
import { fakePosts, fetchPostFakes, lookupPostFakes } from './blog-article.fakes';
import { blogArticleMachine } from './blog-article.machine';
import {
  selectCanRetry,
  selectFailure,
  selectHeader,
  selectIsLoading,
  selectPost,
  selectStatus,
} from './blog-article.selectors';
import type { BlogPost } from './blog-article.types';

/*
 * The article's selectors, read from the spec (section 2 "Blog article", 7, 8): a loading state;
 * 'Artikel nicht gefunden' when no published row has the slug; otherwise the article; a failed
 * read is 'Fehler beim Laden des Artikels' (and can be retried). Reached on real actors.
 */

const settle = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((actor) => actor.stop()));

const post: BlogPost = fakePosts[0]!;
const { content: _content, ...card } = post;

function article(lookupPost: AnyActorLogic, fetchPost: AnyActorLogic, slug = post.slug) {
  const actor = createActor(
    blogArticleMachine.provide({ actors: { lookupPost, fetchPost } as never }),
    { input: { slug } },
  );
  actors.push(actor);
  actor.start();
  return actor;
}

function read(actor: ReturnType<typeof article>) {
  const s = actor.getSnapshot();
  return {
    status: selectStatus(s),
    loading: selectIsLoading(s),
    post: selectPost(s),
    header: selectHeader(s),
    canRetry: selectCanRetry(s),
    failure: selectFailure(s),
  };
}

describe('blog article selectors', () => {
  it('loading while looking it up locally', () => {
    const actor = article(
      fromPromise(() => new Promise(() => {})),
      fetchPostFakes.ok,
    );
    expect(read(actor)).toEqual({
      status: 'loading',
      loading: true,
      post: null,
      header: null,
      canRetry: false,
      failure: null,
    });
  });

  it('loading while read from the data service, with nothing known yet', async () => {
    const actor = article(lookupPostFakes.miss, fetchPostFakes.pending);
    await settle();
    expect(read(actor)).toEqual({
      status: 'loading',
      loading: true,
      post: null,
      header: null,
      canRetry: false,
      failure: null,
    });
  });

  it('while the body loads, the cached card gives title, date, author and picture', async () => {
    const actor = article(lookupPostFakes.card, fetchPostFakes.pending);
    await settle();
    expect(read(actor)).toEqual({
      status: 'loading',
      loading: true,
      post: null,
      header: card,
      canRetry: false,
      failure: null,
    });
  });

  it('shown from the cache at once, without a read', async () => {
    const actor = article(lookupPostFakes.post, fetchPostFakes.network);
    await settle();
    expect(read(actor)).toEqual({
      status: 'shown',
      loading: false,
      post,
      header: post,
      canRetry: false,
      failure: null,
    });
  });

  it('shown once read: the whole article replaces its card', async () => {
    const actor = article(lookupPostFakes.card, fetchPostFakes.ok);
    await settle();
    expect(read(actor)).toEqual({
      status: 'shown',
      loading: false,
      post,
      header: post,
      canRetry: false,
      failure: null,
    });
  });

  it("'Artikel nicht gefunden' when no published row has the slug", async () => {
    const actor = article(lookupPostFakes.miss, fetchPostFakes.notFound, 'gibt-es-nicht');
    await settle();
    expect(read(actor)).toEqual({
      status: 'notFound',
      loading: false,
      post: null,
      header: null,
      canRetry: false,
      failure: null,
    });
  });

  it("'Fehler beim Laden des Artikels' on a failed read, which can be retried", async () => {
    const actor = article(lookupPostFakes.miss, fetchPostFakes.status);
    await settle();
    expect(read(actor)).toEqual({
      status: 'error',
      loading: false,
      post: null,
      header: null,
      canRetry: true,
      failure: 'status',
    });
  });

  it('a retry loads again, the failure cleared', async () => {
    let reads = 0;
    const fetchPost = fromPromise<BlogPost | null, { slug: string }>(async () => {
      reads += 1;
      if (reads === 2) return new Promise<BlogPost | null>(() => {});
      throw new BlogLoadError('network', 'TypeError: Failed to fetch');
    });
    const actor = article(lookupPostFakes.miss, fetchPost);
    await settle();
    expect(read(actor)).toMatchObject({ status: 'error', failure: 'network', canRetry: true });
    actor.send({ type: 'article.retry' });
    expect(read(actor)).toEqual({
      status: 'loading',
      loading: true,
      post: null,
      header: null,
      canRetry: false,
      failure: null,
    });
  });
});
