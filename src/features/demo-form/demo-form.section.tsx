import { useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { inspect } from '@/lib/inspector';
import { config } from '@/config/config';
import { createSendDemoRequest } from '@machines/demo-form/demo-form.actors';
import { withRequestIds } from '@machines/demo-form/demo-form.machine';
import { DemoFormView } from './demo-form.view';
import { newRequestId } from './request-id';
import { useDemoFormToasts } from './use-demo-form-toasts';

/**
 * A demo request drafted elsewhere (the call recap's 'Demo für mein Unternehmen anfragen')
 * travels to the form in the router's history state: it stays in this tab, is sent nowhere and
 * is gone with the history entry (docs/decisions/0016).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    demoMessage?: string;
  }
}

// A random id per request: the webhook's receiver drops repeats of one (docs/demo-requests.md).
const liveMachine = withRequestIds(newRequestId).provide({
  actors: { sendDemoRequest: createSendDemoRequest(config.demoWebhookUrl) },
});

/** The demo form wired to the real webhook, starting with a drafted message if one came along. */
export function DemoForm() {
  const drafted = useRouterState({ select: (state) => state.location.state.demoMessage });
  // The form starts as the server rendered it (an island hydrates against that HTML); a draft
  // (the call recap's demo request) then fills an empty message field, as a visitor's input
  // would, also when it comes while the form is already there (the widget's recap on `/`).
  // What the visitor typed stays.
  const actorRef = useActorRef(liveMachine, { inspect, input: {} });
  useEffect(() => {
    if (!drafted || actorRef.getSnapshot().context.values.message !== '') return;
    actorRef.send({ type: 'field.change', field: 'message', value: drafted });
  }, [actorRef, drafted]);
  useDemoFormToasts(actorRef);
  return <DemoFormView actorRef={actorRef} />;
}
