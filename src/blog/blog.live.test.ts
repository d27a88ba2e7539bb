import { describe, expect, it } from 'vitest';
import { createBlogCache } from './blog-cache';
import { liveBlogDeps } from './blog.live';
import { getSupabaseClient } from './supabase-client';

describe('live blog wiring (browser client, MSW answering the demo data service)', () => {
  // One client for every reader: supabase-client.test.ts and lazy.node.test.ts.
  it('reads the first page and an article through the live API', async () => {
    const { api } = liveBlogDeps(createBlogCache({ storage: () => null }));
    const page = await api.fetchPostPage({ offset: 0, limit: 6 });
    expect(page.posts).toHaveLength(6);
    expect(page.hasMore).toBe(true);
    const post = await api.fetchPostBySlug(page.posts[0]!.slug);
    expect(post?.content).toContain('<h2>');
  });

  it('keeps no session: nothing of the auth client lands in storage', async () => {
    await getSupabaseClient();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('sb-'))).toEqual([]);
  });
});
