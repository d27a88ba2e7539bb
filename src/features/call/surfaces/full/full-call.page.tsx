import { useEffect } from 'react';
import { whenIdle } from '@/lib/after-frame';
import { useLiveCall } from '@/features/call/live/use-live-call';
import { FullCallView } from './full-call.view';

/**
 * `/full` with its live call actor: the page exists to talk, so the SDK loads on arrival: once
 * the page is idle after hydrating (its download and evaluation are long tasks of their own, not
 * added to hydration's: decision 0012).
 */
export function FullCallPage() {
  const { actorRef, preview } = useLiveCall({ surface: 'fullPage' });
  useEffect(() => whenIdle(() => actorRef.send({ type: 'sdk.prefetch' })), [actorRef]);
  return <FullCallView actorRef={actorRef} preview={preview} />;
}
