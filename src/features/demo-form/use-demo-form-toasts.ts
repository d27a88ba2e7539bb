import { useEffect } from 'react';
import { useToasts } from '@/components/toasts';
import type { ActorRefFrom } from 'xstate';
import { demoForm } from '@/content/de/demo-form';
import type { demoFormMachine } from '@machines/demo-form/demo-form.machine';

const { toasts } = demoForm;

/** Turns the form machine's reports into its toasts. */
export function useDemoFormToasts(actorRef: ActorRefFrom<typeof demoFormMachine>) {
  const toast = useToasts();
  useEffect(() => {
    const subscriptions = [
      actorRef.on('form.rejected', () =>
        toast.error(toasts.invalid.title, { description: toasts.invalid.description }),
      ),
      actorRef.on('request.sent', () =>
        toast.success(toasts.sent.title, { description: toasts.sent.description }),
      ),
      actorRef.on('request.failed', (event) => {
        console.error(`Demo-Anfrage fehlgeschlagen (${event.failure}): ${event.detail}`);
        toast.error(toasts.failed.title, { description: toasts.failed.description });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, toast]);
}
