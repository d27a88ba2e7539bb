import type { BlogPost } from '../../src/blog/blog.types';

/** One row of `blog_posts` as the seed writes it (timestamps are derived from `date`). */
export interface BlogSeedRow extends BlogPost {
  published: boolean;
}
