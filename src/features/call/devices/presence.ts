import { fromCallback } from 'xstate';
import type { CallPresenceEvent } from '@machines/call-presence/call-presence.machine';

/**
 * The Screen Wake Lock while it runs (a phone's screen stays on during a call). Where
 * the browser has none or refuses it (no permission, a hidden page, a low battery) the call goes
 * on as before; a lock granted after the actor stopped is released at once. The browser also
 * releases it when the page is hidden: the machine takes it again on return.
 */
export const screenWakeLock = fromCallback(() => {
  let lock: WakeLockSentinel | null = null;
  let stopped = false;
  navigator.wakeLock?.request('screen').then(
    (granted) => {
      if (stopped) void granted.release().catch(() => {});
      else lock = granted;
    },
    (error: unknown) => console.info('Screen wake lock not granted', error),
  );
  return () => {
    stopped = true;
    void lock?.release().catch(() => {});
  };
});

/** `page.hidden` and `page.visible`, stamped with the page's clock, from `visibilitychange`. */
export const pageVisibility = fromCallback(({ sendBack }) => {
  const report = () =>
    sendBack({
      type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible',
      at: Date.now(),
    } satisfies CallPresenceEvent);
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});
