import { useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { inspect } from '@/app/inspector';
import { config } from '@/config/config';
import { createSendDemoRequest } from '@machines/demo-form/demo-form.actors';
import { withRequestIds } from '@machines/demo-form/demo-form.machine';
import './demo-draft';
import { DemoFormView } from './demo-form.view';
import { newRequestId } from './request-id';
import { useDemoFormToasts } from './use-demo-form-toasts';

// A random id per request: the webhook's receiver drops repeats of one (docs/demo-requests.md).
const liveMachine = withRequestIds(newRequestId).provide({
  actors: { sendDemoRequest: createSendDemoRequest(config.demoWebhookUrl) },
});

/** The demo form wired to the real webhook, starting with a drafted message if one came along. */
export function DemoForm() {
  const drafted = useRouterState({ select: (state) => state.location.state.demoMessage });
  // Read once: the form's machine starts with it; later edits are the visitor's.
  const [message] = useState(drafted);
  const actorRef = useActorRef(liveMachine, { inspect, input: { message } });
  // A draft that comes while the form is already there (the widget's recap on `/`) fills an
  // empty message field, as a visitor's input would; what the visitor typed stays.
  useEffect(() => {
    if (!drafted || drafted === message) return;
    if (actorRef.getSnapshot().context.values.message !== '') return;
    actorRef.send({ type: 'field.change', field: 'message', value: drafted });
  }, [actorRef, drafted, message]);
  useDemoFormToasts(actorRef);
  return <DemoFormView actorRef={actorRef} />;
}
