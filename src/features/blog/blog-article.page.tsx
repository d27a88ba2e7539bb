import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { inspect } from '@/app/inspector';
import { liveBlogDeps } from '@/blog/blog-live';
import { blog } from '@/content/de/blog';
import { createBlogArticleImplementations } from '@machines/blog-article/blog-article.actors';
import { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import { selectPost } from '@machines/blog-article/blog-article.selectors';
import { BlogArticleView } from './blog-article.view';
import { useBlogArticleToasts } from './use-blog-toasts';

const liveMachine = blogArticleMachine.provide(createBlogArticleImplementations(liveBlogDeps));

const selectTitle = (snapshot: Parameters<typeof selectPost>[0]) =>
  selectPost(snapshot)?.title ?? null;

/**
 * Once the article is read, the route's `head()` can name it (it finds the article in the
 * cache the machine just filled): run it again unless the title already shows.
 */
function useArticleHead(actorRef: ActorRefFrom<typeof blogArticleMachine>) {
  const router = useRouter();
  const title = useSelector(actorRef, selectTitle);
  useEffect(() => {
    if (title && document.title !== blog.meta.articleTitle(title)) void router.invalidate();
  }, [title, router]);
}

/** `/blog/{slug}` wired to the data service and the cache; the route keys it by slug. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const actorRef = useActorRef(liveMachine, { input: { slug }, inspect });
  useBlogArticleToasts(actorRef);
  useArticleHead(actorRef);
  return <BlogArticleView actorRef={actorRef} />;
}
