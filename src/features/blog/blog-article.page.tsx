import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { inspect } from '@/app/inspector';
import { liveBlogDeps } from '@/blog/blog-live';
import { blog } from '@/content/de/blog';
import { createBlogArticleImplementations } from '@machines/blog-article/blog-article.actors';
import { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import { selectHeader } from '@machines/blog-article/blog-article.selectors';
import { rememberArticle } from './article-head-store';
import { prerenderedArticle } from './prerendered-blog';
import { BlogArticleView } from './blog-article.view';
import { useBlogArticleToasts } from './use-blog-toasts';

const liveMachine = blogArticleMachine.provide(createBlogArticleImplementations(liveBlogDeps));

/**
 * Once the article (or its cached card) is known, the route's `head()` can name it: remember
 * it and run `head()` again unless the title already shows.
 */
function useArticleHead(actorRef: ActorRefFrom<typeof blogArticleMachine>) {
  const router = useRouter();
  const header = useSelector(actorRef, selectHeader);
  useEffect(() => {
    if (!header) return;
    rememberArticle(header);
    if (document.title !== blog.meta.articleTitle(header.title)) void router.invalidate();
  }, [header, router]);
}

/**
 * A prerendered article starts shown, with the article the page was built with (the same on
 * the server and while hydrating); any other starts by looking it up.
 */
function prerenderedSnapshot(slug: string) {
  const post = prerenderedArticle(slug);
  if (!post) return undefined;
  return liveMachine.resolveState({
    value: 'shown',
    context: { slug, post, preview: null, failure: null },
  });
}

/** `/blog/{slug}` wired to the data service and the cache; the route keys it by slug. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const actorRef = useActorRef(liveMachine, {
    input: { slug },
    snapshot: prerenderedSnapshot(slug),
    inspect,
  });
  useBlogArticleToasts(actorRef);
  useArticleHead(actorRef);
  return <BlogArticleView actorRef={actorRef} />;
}
