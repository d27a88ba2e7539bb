import { createFileRoute } from '@tanstack/react-router';
import { blogListHead } from '@/features/blog/blog.head';
import { BlogListPage } from '@/features/blog/blog-list.page';

export const Route = createFileRoute('/_site/blog/')({
  head: blogListHead,
  component: BlogListPage,
});
