import type { BlogSeedRow } from './blog-seed.types';
import { industryPosts } from './industries';
import { platformPosts } from './platform';

export type { BlogSeedRow } from './blog-seed.types';

/**
 * Every seeded blog article: the single source of `supabase/seed.sql` (rendered by
 * `supabase/generate-seed.ts`) and of the MSW handlers that answer the data service in demo
 * mode and tests. Exactly one row is unpublished; one published row carries hostile markup.
 */
export const blogSeedPosts: readonly BlogSeedRow[] = [...industryPosts, ...platformPosts];

/** The unpublished draft: must never reach a visitor. */
export const UNPUBLISHED_SLUG = 'entwurf-preise-2026';

/** The published article whose body carries script, handlers, javascript: links, iframe, form. */
export const HOSTILE_SLUG = 'sichere-inhalte-im-blog';
