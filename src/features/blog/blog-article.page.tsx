import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { blogCacheAtom } from '@/blog/blog.live';
import { inspect } from '@/lib/inspector';
import type { BlogPost, BlogPostCard } from '@/blog/blog.types';
import { liveBlogDeps } from '@/blog/blog.live';
import { blog } from '@/content/de/blog';
import { createBlogArticleImplementations } from '@machines/blog-article/blog-article.actors';
import { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import { selectHeader, selectIsMissing } from '@machines/blog-article/blog-article.selectors';
import { BlogArticleView } from './blog-article.view';
import { useBlogArticleToasts } from './use-blog-toasts';

/**
 * Once the article (or its cached card) is known, the route's `head()` can name it: report it
 * to the route and run its loader and `head()` again unless the title already shows. So too
 * when there is no such article: the head then keeps the page out of the index.
 */
function useArticleHead(
  actorRef: ActorRefFrom<typeof blogArticleMachine>,
  onShown: (post: BlogPostCard) => void,
  onMissing: () => void,
) {
  const router = useRouter();
  const header = useSelector(actorRef, selectHeader);
  const missing = useSelector(actorRef, selectIsMissing);
  useEffect(() => {
    if (!header) return;
    onShown(header);
    if (document.title !== blog.meta.articleTitle(header.title)) void router.invalidate();
  }, [header, router, onShown]);
  useEffect(() => {
    if (!missing) return;
    onMissing();
    void router.invalidate();
  }, [missing, router, onMissing]);
}

/**
 * `/blog/{slug}` wired to the data service and the app's blog cache (`blogCacheAtom`); the
 * route keys it by slug and passes the article the page was built with (its loader data), if
 * any, which is the machine's input.
 */
export function BlogArticlePage({
  slug,
  prerendered,
  onShown,
  onMissing,
}: {
  slug: string;
  prerendered: BlogPost | null;
  onShown: (post: BlogPostCard) => void;
  onMissing: () => void;
}) {
  const cache = useAtomValue(blogCacheAtom);
  const liveMachine = useMemo(
    () => blogArticleMachine.provide(createBlogArticleImplementations(liveBlogDeps(cache))),
    [cache],
  );
  // A prerendered article is the machine's input, as the list's cards are: it starts shown with
  // it (the same on the server and while hydrating) and looks nothing up.
  const actorRef = useActorRef(liveMachine, { input: { slug, prerendered }, inspect });
  useBlogArticleToasts(actorRef);
  useArticleHead(actorRef, onShown, onMissing);
  return <BlogArticleView actorRef={actorRef} />;
}
