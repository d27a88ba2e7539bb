import { useActorRef } from '@xstate/react';
import { inspect } from '@/lib/inspector';
import { faqMachine } from '@machines/faq/faq.machine';
import { FaqView } from './faq.view';

/** The live FAQ accordion. */
export function Faq() {
  const actorRef = useActorRef(faqMachine, { inspect });
  return <FaqView actorRef={actorRef} />;
}
