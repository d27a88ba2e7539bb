import { createFileRoute } from '@tanstack/react-router';
import { preloadSupabaseClient } from '@/blog/supabase-client';
import { blogListHead } from '@/features/blog/blog.head';
import { BlogListPage } from '@/features/blog/blog-list.page';

export const Route = createFileRoute('/_site/blog/')({
  head: blogListHead,
  // Not data (the list machine reads): only the data-service library, fetched early.
  loader: preloadSupabaseClient,
  component: BlogListPage,
});
