import { useActorRef } from '@xstate/react';
import { useAtomValue } from 'jotai/react';
import { useMemo } from 'react';
import { blogCacheAtom } from '@/blog/blog.live';
import { inspect } from '@/lib/inspector';
import type { BlogPage } from '@/blog/blog.types';
import { liveBlogDeps } from '@/blog/blog.live';
import { createBlogListImplementations } from '@machines/blog-list/blog-list.actors';
import { blogListMachine } from '@machines/blog-list/blog-list.machine';
import { BlogListView } from './blog-list.view';
import { useBlogListToasts } from './use-blog-toasts';

/**
 * `/blog` wired to the data service and the app's blog cache (`blogCacheAtom`). The actor
 * starts in an effect, so the prerendered HTML and the first client render both show its first
 * state: the cards the page was built with (`prerendered`, the route's loader data), or the
 * loading state without them.
 */
export function BlogListPage({ prerendered }: { prerendered: BlogPage | null }) {
  const cache = useAtomValue(blogCacheAtom);
  const liveMachine = useMemo(
    () => blogListMachine.provide(createBlogListImplementations(liveBlogDeps(cache))),
    [cache],
  );
  const actorRef = useActorRef(liveMachine, { input: { prerendered }, inspect });
  useBlogListToasts(actorRef);
  return <BlogListView actorRef={actorRef} />;
}
