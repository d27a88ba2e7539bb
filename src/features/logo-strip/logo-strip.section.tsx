import { useActorRef } from '@xstate/react';
import { inspect } from '@/lib/inspector';
import { logoStripMachine } from '@machines/logo-strip/logo-strip.machine';
import { LogoStripView } from './logo-strip.view';

/** The live partner-logo strip. */
export function LogoStrip() {
  const actorRef = useActorRef(logoStripMachine, { inspect });
  return <LogoStripView actorRef={actorRef} />;
}
