import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { BlogPostCard } from '@/blog/blog.types';
import { blogArticleHead } from '@/features/blog/blog.head';
import { BlogArticlePage } from '@/features/blog/blog-article.page';
import { articleLoaderData } from '@/blog/prerendered-blog';

/**
 * Any slug renders the article page: one the table could never hold is answered "not found"
 * by the data access without a request, so there is nothing to reject here. The loader hands
 * over the article the page was built with (the machine reads any other) and what `head()`
 * can name; the page reports what it has shown, and the router runs both again.
 */
export const Route = createFileRoute('/_site/blog/$slug')({
  loader: ({ context, params }) => articleLoaderData(context.blog, params.slug),
  head: ({ params, loaderData }) =>
    blogArticleHead(params.slug, loaderData?.known ?? null, loaderData?.missing ?? false),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  const { prerendered } = Route.useLoaderData();
  const { blog } = Route.useRouteContext();
  const onShown = useCallback((post: BlogPostCard) => blog.shown.set(post.slug, post), [blog]);
  const onMissing = useCallback(() => blog.missing.add(slug), [blog, slug]);
  // A new slug (a link from one article to another) starts a new article actor.
  return (
    <BlogArticlePage
      key={slug}
      slug={slug}
      prerendered={prerendered}
      onShown={onShown}
      onMissing={onMissing}
    />
  );
}
