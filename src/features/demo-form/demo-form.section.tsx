import { useActorRef } from '@xstate/react';
import { inspect } from '@/app/inspector';
import { config } from '@/config/config';
import { createSendDemoRequest } from '@machines/demo-form/demo-form.actors';
import { demoFormMachine } from '@machines/demo-form/demo-form.machine';
import { DemoFormView } from './demo-form.view';
import { useDemoFormToasts } from './use-demo-form-toasts';

const liveMachine = demoFormMachine.provide({
  actors: { sendDemoRequest: createSendDemoRequest(config.demoWebhookUrl) },
});

/** The demo form wired to the real webhook. */
export function DemoForm() {
  const actorRef = useActorRef(liveMachine, { inspect });
  useDemoFormToasts(actorRef);
  return <DemoFormView actorRef={actorRef} />;
}
