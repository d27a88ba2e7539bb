import type { AnyMachineSnapshot } from 'xstate';
import { demoForm } from '@/content/de/demo-form';
import type { DemoFormContext, Field } from '@machines/demo-form/demo-form.types';

/** What the form shows, as text: the same shape is read from jsdom, Storybook and Chromium. */
export interface DemoFormUi {
  values: Record<Field, string>;
  errors: Record<Field, string | null>;
  counter: string;
  submitLabel: string;
  submitDisabled: boolean;
}

const FIELDS: Field[] = ['name', 'email', 'message'];

/** The UI a state of the form machine must show. */
export function expectedDemoFormUi(snapshot: AnyMachineSnapshot): DemoFormUi {
  const context = snapshot.context as DemoFormContext;
  const busy = snapshot.hasTag('busy');
  return {
    values: { ...context.values },
    errors: Object.fromEntries(
      FIELDS.map((field) => {
        const code = context.errors[field];
        return [field, code ? demoForm.errors[code] : null];
      }),
    ) as Record<Field, string | null>,
    counter: demoForm.counter(context.values.message.length),
    submitLabel: busy ? demoForm.submitting : demoForm.submit,
    submitDisabled: !snapshot.can({ type: 'form.submit' }),
  };
}

/** The toast a path step must raise, by the event that led to the state. */
export function expectedDemoFormToast(
  eventType: string,
  snapshot: AnyMachineSnapshot,
): string | null {
  const { toasts } = demoForm;
  if (eventType.startsWith('xstate.done.actor.')) return toasts.sent.title;
  if (eventType.startsWith('xstate.error.actor.') || eventType.startsWith('xstate.after.')) {
    return toasts.failed.title;
  }
  if (eventType === 'form.submit' && !snapshot.hasTag('busy')) return toasts.invalid.title;
  return null;
}
