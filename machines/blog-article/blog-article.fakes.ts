import { fromPromise } from 'xstate';
import { blogSeedPosts } from '../../supabase/data/blog-posts';
import { BlogLoadError } from '../blog.domain';
import type { BlogPost, PostLookup } from './blog-article.types';

/** The published seed articles, as the data service answers them. */
export const fakePosts: readonly BlogPost[] = blogSeedPosts
  .filter((row) => row.published)
  .map(({ published: _published, ...post }) => post);

const find = (slug: string) => fakePosts.find((post) => post.slug === slug) ?? null;
const cardOf = ({ content: _content, ...card }: BlogPost) => card;
const never = <T>() => new Promise<T>(() => {});

/** Stand-ins for the local lookup: nothing known, the whole article, only its card, or broken. */
export const lookupPostFakes = {
  miss: fromPromise<PostLookup, { slug: string }>(async () => ({ post: null, preview: null })),
  post: fromPromise<PostLookup, { slug: string }>(async ({ input }) => ({
    post: find(input.slug),
    preview: null,
  })),
  card: fromPromise<PostLookup, { slug: string }>(async ({ input }) => {
    const post = find(input.slug);
    return { post: null, preview: post && cardOf(post) };
  }),
  broken: fromPromise<PostLookup, { slug: string }>(async () => {
    throw new Error('SecurityError: storage blocked');
  }),
};

/** Stand-ins for the read by slug: from `fakePosts` (null when absent), hanging or failing. */
export const fetchPostFakes = {
  ok: fromPromise<BlogPost | null, { slug: string }>(async ({ input }) => find(input.slug)),
  notFound: fromPromise<BlogPost | null, { slug: string }>(async () => null),
  pending: fromPromise<BlogPost | null, { slug: string }>(() => never()),
  network: fromPromise<BlogPost | null, { slug: string }>(async () => {
    throw new BlogLoadError('network', 'TypeError: Failed to fetch');
  }),
  status: fromPromise<BlogPost | null, { slug: string }>(async () => {
    throw new BlogLoadError('status', '500: internal server error');
  }),
};
