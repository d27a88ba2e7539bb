import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { app } from '@/content/de/app';
import {
  navigationNoticeMachine,
  type NavigationLocation,
} from '@machines/navigation-notice/navigation-notice.machine';
import {
  selectIsRetrying,
  selectIsShown,
} from '@machines/navigation-notice/navigation-notice.selectors';
import { NOTICE_PLACE } from './navigation-notice.place';

export type NavigationNoticeActor = ActorRefFrom<typeof navigationNoticeMachine>;

/** The notice machine, running; its requests for the failed navigation go to `navigate`. */
export function startNavigationNotice(
  navigate: (location: NavigationLocation) => void,
): NavigationNoticeActor {
  const actor = createActor(navigationNoticeMachine);
  actor.on('navigation.retry', ({ location }) => navigate(location));
  return actor.start();
}

/** The notice while a navigation failed: 'Erneut versuchen' and a close button. */
export function NavigationNoticeView({ actorRef }: { actorRef: NavigationNoticeActor }) {
  const shown = useSelector(actorRef, selectIsShown);
  const retrying = useSelector(actorRef, selectIsRetrying);
  if (!shown) return null;
  return (
    <NoticeBox
      retrying={retrying}
      onRetry={() => actorRef.send({ type: 'retry' })}
      close={
        <button
          type="button"
          aria-label={app.navigationError.close}
          className="-m-2 rounded-lg p-2 text-ink-soft hover:bg-red-100 hover:text-ink"
          onClick={() => actorRef.send({ type: 'dismiss' })}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}

const text = app.navigationError;

interface NoticeBoxProps {
  onRetry: () => void;
  /** The retry is on its way: the button waits. */
  retrying: boolean;
  close: ReactNode;
}

/** 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.' */
function NoticeBox({ onRetry, retrying, close }: NoticeBoxProps) {
  return (
    <div
      role="alert"
      className={`${NOTICE_PLACE} flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-ink`}
    >
      <div className="min-w-0 flex-1">
        <p>
          <strong className="font-semibold">{text.title}</strong> {text.description}
        </p>
        <button
          type="button"
          className="btn-secondary mt-3 aria-disabled:cursor-wait aria-disabled:opacity-60"
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
