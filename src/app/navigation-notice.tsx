import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
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
import { NoticeBox } from './navigation-notice-host';

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
