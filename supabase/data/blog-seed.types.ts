import type { BlogPost } from '../../machines/blog.domain';

/** One row of `blog_posts` as the seed writes it (timestamps are derived from `date`). */
export interface BlogSeedRow extends BlogPost {
  published: boolean;
}
