import { createFileRoute } from '@tanstack/react-router';
import { blogArticleHead } from '@/features/blog/blog.head';
import { BlogArticlePage } from '@/features/blog/blog-article.page';

/**
 * Any slug renders the article page: one the table could never hold is answered "not found"
 * by the data access without a request, so there is nothing to reject here.
 */
export const Route = createFileRoute('/_site/blog/$slug')({
  head: ({ params }) => blogArticleHead(params.slug),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  // A new slug (a link from one article to another) starts a new article actor.
  return <BlogArticlePage key={slug} slug={slug} />;
}
