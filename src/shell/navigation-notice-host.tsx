import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { app } from '@/content/de/app';
import { ChunkError } from '@/components/chunk';
import type { NoticeSlot } from './navigation-guard';
import { NOTICE_PLACE } from './navigation-notice.place';

const text = app.navigationError;
const NONE: NoticeSlot = { kind: 'none' };
const none = () => NONE;
const noSubscription = () => () => {};

/**
 * Where the notice of a navigation that did not happen shows (in the root route, so in the
 * first bundle). What it says is the navigation notice machine's (its view, loaded with it:
 * navigation-notice.tsx); before that code came, the plain chunk notice with the same text
 * and a retry.
 */
export function NavigationNotice() {
  const store = useRouter().options.context?.navigationNotice;
  const slot = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? none, none);
  if (slot.kind === 'ready') {
    const { View } = slot;
    return <View actorRef={slot.actor} />;
  }
  if (slot.kind === 'code-failed') {
    return (
      <div className={NOTICE_PLACE}>
        <ChunkError text={`${text.title} ${text.description}`} onRetry={slot.retry} />
      </div>
    );
  }
  return null;
}
