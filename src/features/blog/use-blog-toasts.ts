import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useToasts } from '@/components/toasts';
import { blog } from '@/content/de/blog';
import type { blogArticleMachine } from '@machines/blog-article/blog-article.machine';
import type { blogListMachine } from '@machines/blog-list/blog-list.machine';

const { toasts } = blog;

/** A failed read of the list (first page or a further one): an error toast. */
export function useBlogListToasts(actorRef: ActorRefFrom<typeof blogListMachine>) {
  const toast = useToasts();
  useEffect(() => {
    const subscription = actorRef.on('list.failed', (event) => {
      console.warn(`blog list: ${event.phase} page failed (${event.failure})`);
      toast.error(toasts.listFailed.title, { description: toasts.listFailed.description });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toast]);
}

/** A failed read of an article: the toast beside the error panel. */
export function useBlogArticleToasts(actorRef: ActorRefFrom<typeof blogArticleMachine>) {
  const toast = useToasts();
  useEffect(() => {
    const subscription = actorRef.on('article.failed', (event) => {
      console.warn(`blog article: read failed (${event.failure})`);
      toast.error(toasts.articleFailed.title, { description: toasts.articleFailed.description });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toast]);
}
