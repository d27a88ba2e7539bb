/**
 * One row of `blog_posts` as the seed writes it: the columns of the migration (timestamps are
 * derived from `date`). The seed describes the table, so it imports nothing of the app; the
 * app's `BlogPost` (machines/blog.domain.ts) has the same fields but `published`.
 */
export interface BlogSeedRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Absolute https URL or a site path; null means the default picture. */
  image: string | null;
  /** Publication day as `yyyy-mm-dd`. */
  date: string;
  author: string;
  /** The body as HTML (the app sanitises it). */
  content: string;
  published: boolean;
}
