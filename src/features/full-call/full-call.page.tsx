import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/after-frame';
import { inspect } from '@/lib/inspector';
import { isPreviewDriver } from '@/features/voice/preview-notice';
import { useCallSurface } from '@/features/voice/use-call-intents';
import { useCallToasts } from '@/features/voice/use-call-toasts';
import { liveCallMachine } from '@/voice/live-call';
import { FullCallView } from './full-call.view';

/**
 * `/full` with its live call actor: the page exists to talk, so the SDK loads on arrival: once
 * the page is idle after hydrating (its download and evaluation are long tasks of their own, not
 * added to hydration's: decision 0012).
 */
export function FullCallPage() {
  const [machine] = useState(liveCallMachine);
  const actorRef = useActorRef(machine, { input: { agent: 'helvox' }, inspect });
  useCallToasts(actorRef, 'fullPage');
  useCallSurface(actorRef);
  useEffect(() => whenIdle(() => actorRef.send({ type: 'sdk.prefetch' })), [actorRef]);
  return <FullCallView actorRef={actorRef} preview={isPreviewDriver()} />;
}
