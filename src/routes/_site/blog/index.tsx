import { createFileRoute } from '@tanstack/react-router';
import { preloadSupabaseClient } from '@/blog/supabase-client';
import { blogListHead } from '@/features/blog/blog.head';
import { BlogListPage } from '@/features/blog/blog-list.page';
import { listLoaderData } from '@/blog/prerendered-blog';

export const Route = createFileRoute('/_site/blog/')({
  head: blogListHead,
  // The cards the page was built with (the list machine reads the current ones); and the
  // data-service library, fetched early.
  loader: ({ context }) => {
    preloadSupabaseClient();
    return listLoaderData(context.blog);
  },
  component: ListRoute,
});

function ListRoute() {
  const { prerendered } = Route.useLoaderData();
  return <BlogListPage prerendered={prerendered} />;
}
