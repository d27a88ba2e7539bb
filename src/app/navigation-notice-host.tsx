import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore, type ReactNode } from 'react';
import { app } from '@/content/de/app';
import { noticeSlotOf, type NoticeSlot } from './navigation-guard';

const text = app.navigationError;
const NONE: NoticeSlot = { kind: 'none' };
const none = () => NONE;
const noSubscription = () => () => {};

/**
 * Where the notice of a navigation that did not happen shows (in the root route, so in the
 * first bundle). What it says is the navigation notice machine's (its view, loaded with it:
 * navigation-notice.tsx); before that code came, the plain notice with a retry.
 */
export function NavigationNotice() {
  const store = noticeSlotOf(useRouter());
  const slot = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? none, none);
  if (slot.kind === 'ready') {
    const { View } = slot;
    return <View actorRef={slot.actor} />;
  }
  if (slot.kind === 'code-failed') return <NoticeBox onRetry={slot.retry} />;
  return null;
}

interface NoticeBoxProps {
  onRetry: () => void;
  /** The retry is on its way: the button waits. */
  retrying?: boolean;
  /** The close button. */
  close?: ReactNode;
}

/** The notice: 'Diese Seite konnte nicht geladen werden.' with 'Erneut versuchen'. */
export function NoticeBox({ onRetry, retrying = false, close }: NoticeBoxProps) {
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-ink shadow-lg sm:bottom-5"
    >
      <div className="min-w-0 flex-1">
        <p>
          <strong className="font-semibold">{text.title}</strong> {text.description}
        </p>
        <button
          type="button"
          className="btn-secondary mt-3"
          aria-disabled={retrying || undefined}
          onClick={retrying ? undefined : onRetry}
        >
          {app.chunkError.retry}
        </button>
      </div>
      {close}
    </div>
  );
}
